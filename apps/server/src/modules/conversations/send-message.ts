// Sending a message: asking a book's seller (which opens the conversation the first time) or replying in
// one. Blocks are checked first; the message, its number and the recipient's unread count change in one
// transaction.
import type { Message } from '@boibazar/shared/conversations';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findBookCards } from '../catalogue/index.ts';
import { findPeople, type AuthUser } from '../identity/index.ts';
import { participantConversation } from './conversation-access.ts';
import {
  appendMessage,
  findConversation,
  findConversationOfAsker,
  insertConversation,
  isBlocked,
  type ConversationRow,
} from './conversation-repository.ts';
import { otherParticipant } from './present-conversations.ts';

export interface SentMessage {
  conversation: ConversationRow;
  message: Message;
  recipientId: string;
  /** The conversation was opened by this message. */
  started: boolean;
}

async function refuseIfBlocked(db: Db, senderId: string, recipientId: string): Promise<void> {
  if (await isBlocked(db, recipientId, senderId))
    throw forbidden('This person does not accept your messages');
  if (await isBlocked(db, senderId, recipientId))
    throw forbidden('You blocked this person; unblock them to write again');
  const person = (await findPeople(db, [recipientId])).get(recipientId);
  if (!person || person.removed) throw conflict('This person has left BoiBazar');
}

async function deliver(
  db: Db,
  conversation: ConversationRow,
  sender: AuthUser,
  text: string,
  started: boolean,
): Promise<SentMessage> {
  const recipientId = otherParticipant(conversation, sender._id);
  const message = await db
    .transaction()
    .execute((trx) => appendMessage(trx, conversation, sender._id, text, nowIso()));
  const fresh = (await findConversation(db, conversation.id)) ?? conversation;
  return { conversation: fresh, message, recipientId, started };
}

/** POST /conversations: the first message about a book opens the conversation; later ones join it. */
export async function askSeller(db: Db, asker: AuthUser, bookId: string, text: string): Promise<SentMessage> {
  const existing = await findConversationOfAsker(db, bookId, asker._id);
  if (existing) {
    await refuseIfBlocked(db, asker._id, existing.seller_id);
    return deliver(db, existing, asker, text, false);
  }
  const book = (await findBookCards(db, [bookId])).get(bookId);
  if (!book || book.removed) throw notFound('Book');
  if (book.sellerId === asker._id) throw forbidden('You cannot ask about your own book');
  await refuseIfBlocked(db, asker._id, book.sellerId);
  const now = nowIso();
  let started = true;
  try {
    await insertConversation(db, {
      id: newId(),
      book_id: bookId,
      asker_id: asker._id,
      seller_id: book.sellerId,
      created_at: now,
    });
  } catch (error) {
    // Two first messages at once: the (book, asker) unique constraint keeps one conversation; both join it.
    if (!isUniqueViolation(error)) throw error;
    started = false;
  }
  const conversation = await findConversationOfAsker(db, bookId, asker._id);
  if (!conversation) throw new Error('the conversation just opened is missing');
  return deliver(db, conversation, asker, text, started);
}

/** POST /conversations/:id/messages: a participant writes in their conversation. */
export async function sendMessage(db: Db, sender: AuthUser, conversationId: string, text: string) {
  const conversation = await participantConversation(db, sender, conversationId);
  await refuseIfBlocked(db, sender._id, otherParticipant(conversation, sender._id));
  return deliver(db, conversation, sender, text, false);
}
