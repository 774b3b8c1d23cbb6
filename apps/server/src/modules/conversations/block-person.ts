// Blocking is between people, not per conversation: whoever is blocked cannot write to the blocker in any
// conversation, and the blocker cannot write to them until they unblock (docs/decisions/130-conversations.md).
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../identity/index.ts';
import { participantConversation } from './conversation-access.ts';
import { deleteBlock, insertBlock } from './conversation-repository.ts';
import { otherParticipant } from './present-conversations.ts';

export async function blockPerson(db: Db, caller: AuthUser, conversationId: string): Promise<void> {
  const row = await participantConversation(db, caller, conversationId);
  await insertBlock(db, caller._id, otherParticipant(row, caller._id), nowIso());
}

export async function unblockPerson(db: Db, caller: AuthUser, conversationId: string): Promise<void> {
  const row = await participantConversation(db, caller, conversationId);
  await deleteBlock(db, caller._id, otherParticipant(row, caller._id));
}
