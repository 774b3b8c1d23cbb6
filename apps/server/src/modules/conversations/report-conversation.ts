import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../identity/index.ts';
import { participantConversation } from './conversation-access.ts';
import { insertConversationReport } from './conversation-repository.ts';

/** A participant reports the conversation, once; from then on the admin may read it. */
export async function reportConversation(
  db: Db,
  caller: AuthUser,
  conversationId: string,
  reason: string | undefined,
): Promise<void> {
  const row = await participantConversation(db, caller, conversationId);
  const inserted = await insertConversationReport(db, row.id, caller._id, reason || null, nowIso());
  if (!inserted) throw conflict('ALREADY_REPORTED', 'You have already reported this conversation');
}
