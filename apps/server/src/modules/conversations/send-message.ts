// Sending a message: asking a book's seller (which opens the conversation the first time) or replying in
// one. Blocks are checked first; the message, its number and the recipient's unread count change in one
// transaction.
import { MESSAGE_EVENT, type Message, type OfferCard } from '@boibazar/shared/conversations';
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { pushToUser } from '../../live/index.ts';
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

declare module '../../events/index.ts' {
  interface DomainEvents {
    'message.sent': {
      conversationId: string;
      messageId: string;
      senderId: string;
      senderName: string;
      recipientId: string;
      bookId: string;
      bookName: string;
      /** The message's first characters, for a notification line. */
      preview: string;
    };
  }
}

const PREVIEW_LENGTH = 140;
const previewOf = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;

export interface SentMessage {
  conversation: ConversationRow;
  message: Message;
  recipientId: string;
  /** The conversation was opened by this message. */
  started: boolean;
}

async function refuseIfBlocked(db: Db, senderId: string, recipientId: string): Promise<void> {
  if (await isBlocked(db, recipientId, senderId))
    throw forbidden('BLOCKED_BY_THEM', 'This person does not accept your messages');
  if (await isBlocked(db, senderId, recipientId))
    throw forbidden('YOU_BLOCKED', 'You blocked this person; unblock them to write again');
  const person = (await findPeople(db, [recipientId])).get(recipientId);
  if (!person || person.removed) throw conflict('MEMBER_LEFT', 'This person has left BoiBazar');
}

async function deliver(
  db: Db,
  conversation: ConversationRow,
  sender: AuthUser,
  text: string,
  started: boolean,
): Promise<SentMessage> {
  const recipientId = otherParticipant(conversation, sender._id);
  const bookName = (await findBookCards(db, [conversation.book_id])).get(conversation.book_id)?.title ?? '';
  const message = await inTransaction(db, async (trx) => {
    const sent = await appendMessage(trx, conversation, sender._id, text, nowIso());
    await publish(trx, {
      type: 'message.sent',
      conversationId: conversation.id,
      messageId: sent._id,
      senderId: sender._id,
      senderName: sender.name,
      recipientId,
      bookId: conversation.book_id,
      bookName,
      preview: previewOf(text),
    });
    // Ids only: each open tab fetches what follows its last message (the same call as a catch-up).
    const live = { type: MESSAGE_EVENT, data: { conversationId: conversation.id, messageId: sent._id } };
    pushToUser(trx, recipientId, live);
    pushToUser(trx, sender._id, live);
    return sent;
  });
  const fresh = (await findConversation(db, conversation.id)) ?? conversation;
  return { conversation: fresh, message, recipientId, started };
}

/** The conversation about `bookId` between its seller and `askerId`, opened if there is none yet. */
async function openConversation(
  db: Db,
  bookId: string,
  askerId: string,
  sellerId: string,
): Promise<{ conversation: ConversationRow; started: boolean }> {
  let started = true;
  try {
    await insertConversation(db, {
      id: newId(),
      book_id: bookId,
      asker_id: askerId,
      seller_id: sellerId,
      created_at: nowIso(),
    });
  } catch (error) {
    // Two first messages at once: the (book, asker) unique constraint keeps one conversation; both join it.
    if (!isUniqueViolation(error)) throw error;
    started = false;
  }
  const conversation = await findConversationOfAsker(db, bookId, askerId);
  if (!conversation) throw new Error('the conversation just opened is missing');
  return { conversation, started };
}

/** POST /conversations: the first message about a book opens the conversation; later ones join it. */
export async function askSeller(db: Db, asker: AuthUser, bookId: string, text: string): Promise<SentMessage> {
  const existing = await findConversationOfAsker(db, bookId, asker._id);
  if (existing) {
    await refuseIfBlocked(db, asker._id, existing.seller_id);
    return deliver(db, existing, asker, text, false);
  }
  const book = (await findBookCards(db, [bookId])).get(bookId);
  if (!book || book.removed) throw notFound('BOOK_NOT_FOUND', 'Book');
  if (book.sellerId === asker._id) throw forbidden('OWN_BOOK', 'You cannot ask about your own book');
  await refuseIfBlocked(db, asker._id, book.sellerId);
  const { conversation, started } = await openConversation(db, bookId, asker._id, book.sellerId);
  return deliver(db, conversation, asker, text, started);
}

/**
 * A message between the two sides of a deal about one book (an order's buyer and the book's seller), in
 * the one conversation of that book and that buyer, opened if they have not talked yet. The workflow that
 * owns the deal (orders) has checked that `sender` is one of the two.
 */
export async function writeAboutDeal(
  db: Db,
  sender: AuthUser,
  deal: { bookId: string; buyerId: string; sellerId: string },
  text: string,
): Promise<SentMessage> {
  const other = sender._id === deal.sellerId ? deal.buyerId : deal.sellerId;
  await refuseIfBlocked(db, sender._id, other);
  const existing = await findConversationOfAsker(db, deal.bookId, deal.buyerId);
  if (existing) return deliver(db, existing, sender, text, false);
  const { conversation, started } = await openConversation(db, deal.bookId, deal.buyerId, deal.sellerId);
  return deliver(db, conversation, sender, text, started);
}

/** POST /conversations/:id/messages: a participant writes in their conversation. */
export async function sendMessage(db: Db, sender: AuthUser, conversationId: string, text: string) {
  const conversation = await participantConversation(db, sender, conversationId);
  await refuseIfBlocked(db, sender._id, otherParticipant(conversation, sender._id));
  return deliver(db, conversation, sender, text, false);
}

/**
 * A card about an offer in the deal's conversation (decision 350), written inside the offer's own
 * transaction by whoever acted. No `message.sent` notification: the offer's events notify. A conversation
 * where either side blocked the other gets no card (the offer stays on My Offers).
 */
export async function postOfferCard(
  trx: Db,
  deal: { bookId: string; buyerId: string; sellerId: string },
  senderId: string,
  card: OfferCard,
): Promise<void> {
  const other = senderId === deal.sellerId ? deal.buyerId : deal.sellerId;
  if ((await isBlocked(trx, other, senderId)) || (await isBlocked(trx, senderId, other))) return;
  let conversation = await findConversationOfAsker(trx, deal.bookId, deal.buyerId);
  if (!conversation) {
    await insertConversation(trx, {
      id: newId(),
      book_id: deal.bookId,
      asker_id: deal.buyerId,
      seller_id: deal.sellerId,
      created_at: nowIso(),
    });
    conversation = await findConversationOfAsker(trx, deal.bookId, deal.buyerId);
    if (!conversation) throw new Error('the conversation just opened is missing');
  }
  const sent = await appendMessage(trx, conversation, senderId, '', nowIso(), card);
  const live = { type: MESSAGE_EVENT, data: { conversationId: conversation.id, messageId: sent._id } };
  pushToUser(trx, other, live);
  pushToUser(trx, senderId, live);
}
