// The deal's conversation from the exchange page (issue 13): either party writes to the other in the one
// conversation about the book the offer was made for, between its seller and the other party (the same
// conversation 'Ask the seller' on that book opens), opened if they have not talked yet.
import type { Db } from '../../db/database.ts';
import { findBookCards } from '../catalogue/index.ts';
import { startedConversation, writeAboutDeal } from '../conversations/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { loadPartyExchange } from './exchange-access.ts';

/** Answers the conversation as the writer now sees it, and the message sent. */
export async function messageAboutExchange(db: Db, user: AuthUser, exchangeId: string, text: string) {
  const { exchange: x } = await loadPartyExchange(
    db,
    user,
    exchangeId,
    'Only the two parties talk about an exchange',
  );
  // A counter-offer swaps who proposes; the book's seller stays the one who listed it.
  const sellerId =
    (await findBookCards(db, [x.target_book_id])).get(x.target_book_id)?.sellerId ?? x.owner_id;
  const askerId = sellerId === x.proposer_id ? x.owner_id : x.proposer_id;
  const sent = await writeAboutDeal(db, user, { bookId: x.target_book_id, buyerId: askerId, sellerId }, text);
  return startedConversation(db, user, sent);
}
