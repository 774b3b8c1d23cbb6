// The deal's conversation from the order page (issue 13): either side of an order writes to the other,
// in the one conversation of that book and that buyer, opened if they have not talked yet.
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../lib/errors.ts';
import { startedConversation, writeAboutDeal } from '../conversations/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { loadOrderFor } from './order-access.ts';

/** Answers the conversation as the writer now sees it, and the message sent. */
export async function messageAboutOrder(db: Db, user: AuthUser, orderId: string, text: string) {
  const { order, viewer } = await loadOrderFor(db, user, orderId);
  if (viewer === 'admin') throw forbidden('NOT_A_PARTY', 'Only the buyer and the seller talk about an order');
  const sent = await writeAboutDeal(
    db,
    user,
    { bookId: order.productId, buyerId: order.buyerId, sellerId: order.sellerId },
    text,
  );
  return startedConversation(db, user, sent);
}
