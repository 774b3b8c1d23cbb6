import { CONVERSATION_READ_EVENT } from '@boibazar/shared/conversations';
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { pushToUser } from '../../live/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { participantConversation } from './conversation-access.ts';
import { markRead } from './conversation-repository.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** A participant has seen everything in the conversation so far (their message news is old news). */
    'conversation.read': { conversationId: string; userId: string };
  }
}

/** The caller has seen everything in the conversation so far: their unread count for it drops to 0. */
export async function markConversationRead(db: Db, caller: AuthUser, id: string): Promise<void> {
  const conversation = await participantConversation(db, caller, id);
  await inTransaction(db, async (trx) => {
    await markRead(trx, conversation, caller._id);
    await publish(trx, { type: 'conversation.read', conversationId: conversation.id, userId: caller._id });
    pushToUser(trx, caller._id, { type: CONVERSATION_READ_EVENT, data: { conversationId: conversation.id } });
  });
}
