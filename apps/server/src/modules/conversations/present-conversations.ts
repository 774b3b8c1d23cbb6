// Turns conversation rows into the answer each participant sees: the book, the other person, their own
// unread count, blocks and reports.
import type { Conversation, Message } from '@boibazar/shared/conversations';
import type { Db } from '../../db/database.ts';
import { findBookCards } from '../catalogue/index.ts';
import { findPeople } from '../identity/index.ts';
import { blocksBetween, reportedBy, type ConversationRow } from './conversation-repository.ts';

const GONE_BOOK = { productName: 'A removed listing', image: '' };
const GONE_PERSON = { name: 'A former member', image: '' };

export const otherParticipant = (row: ConversationRow, userId: string): string =>
  row.asker_id === userId ? row.seller_id : row.asker_id;

export async function presentConversations(
  db: Db,
  viewerId: string,
  rows: Array<ConversationRow & { lastMessage: Message | null }>,
  /** The admin reading a reported conversation sees it from the seller's side, read-only. */
  asAdmin = false,
): Promise<Conversation[]> {
  const others = rows.map((r) => otherParticipant(r, viewerId));
  const [books, people, blocks, reported] = await Promise.all([
    findBookCards(
      db,
      rows.map((r) => r.book_id),
    ),
    findPeople(db, others),
    blocksBetween(db, viewerId, others),
    reportedBy(
      db,
      viewerId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const otherId = otherParticipant(row, viewerId);
    const book = books.get(row.book_id);
    const person = people.get(otherId);
    const iAmSeller = !asAdmin && row.seller_id === viewerId;
    return {
      _id: row.id,
      book: {
        _id: row.book_id,
        ...(book ? { productName: book.title, image: book.photo } : GONE_BOOK),
      },
      otherPerson: { _id: otherId, ...(person ? { name: person.name, image: person.image } : GONE_PERSON) },
      iAmSeller,
      participant: !asAdmin,
      lastMessage: row.lastMessage,
      lastMessageAt: row.last_message_at,
      unread: asAdmin ? 0 : row.asker_id === viewerId ? row.asker_unread : row.seller_unread,
      blockedByMe: blocks.blockedByMe.has(otherId),
      blockedMe: blocks.blockedMe.has(otherId),
      reportedByMe: reported.has(row.id),
    };
  });
}
