import type { Db } from '../../db/database.ts';
import type { AuthUser } from '../identity/index.ts';
import { participantConversation } from './conversation-access.ts';
import { markRead } from './conversation-repository.ts';

/** The caller has seen everything in the conversation so far: their unread count for it drops to 0. */
export async function markConversationRead(db: Db, caller: AuthUser, id: string): Promise<void> {
  await markRead(db, await participantConversation(db, caller, id), caller._id);
}
