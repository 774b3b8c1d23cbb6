// Who may open a conversation: its two participants, and the admin once someone has reported it.
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { findConversation, isReported, type ConversationRow } from './conversation-repository.ts';

export const isParticipant = (row: ConversationRow, userId: string) =>
  row.asker_id === userId || row.seller_id === userId;

/** The conversation if the caller takes part in it; otherwise 404, so ids of others' talks reveal nothing. */
export async function participantConversation(
  db: Db,
  caller: AuthUser,
  id: string,
): Promise<ConversationRow> {
  const row = await findConversation(db, id);
  if (!row || !isParticipant(row, caller._id)) throw notFound('CONVERSATION_NOT_FOUND', 'Conversation');
  return row;
}

/** For reading only: participants always, the admin when the conversation has been reported. */
export async function readableConversation(db: Db, caller: AuthUser, id: string): Promise<ConversationRow> {
  const row = await findConversation(db, id);
  if (row && isParticipant(row, caller._id)) return row;
  if (row && caller.role === 'Admin' && (await isReported(db, row.id))) return row;
  throw notFound('CONVERSATION_NOT_FOUND', 'Conversation');
}
