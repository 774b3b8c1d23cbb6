// Cash on delivery's reactions to the order's changes (docs/decisions/151-cash-on-delivery.md): the cash
// collected is recorded as the order's payment; a refusal counts against the buyer.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { addCodRefusal } from './cod-repository.ts';
import { insertPayment } from './payment-repository.ts';

export const COD_PROVIDER = 'cod';

type CashPaid = { orderId: string; bookId: string; buyerId: string };

/** The cash paid for an order, as its payment (`cod_<order>`): `amount` is what the buyer handed over. */
const recordCash = (db: Db, { orderId, bookId, buyerId }: CashPaid, amount: number) =>
  insertPayment(db, {
    id: newId(),
    booking_id: orderId,
    book_id: bookId,
    user_id: buyerId,
    price: amount,
    transaction_id: `cod_${orderId}`,
    provider: COD_PROVIDER,
    created_at: nowIso(),
  });

export async function codPlugin(app: FastifyInstance): Promise<void> {
  // Cash to the seller at a meet-up: the price.
  app.events.subscribe('order.cash_collected', (e, { db }) => recordCash(db, e, e.price));
  // The courier collected book + delivery at the door (decision 430): the order's payment, so a dispute
  // decided for the buyer has something to refund (by hand: decision 416).
  app.events.subscribe('order.courier_collected', (e, { db }) => recordCash(db, e, e.price + e.deliveryFee));
  app.events.subscribe('order.cod_refused', async ({ buyerId }, { db }) => addCodRefusal(db, buyerId));
}
