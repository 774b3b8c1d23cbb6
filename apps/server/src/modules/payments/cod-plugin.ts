// Cash on delivery's reactions to the order's changes (docs/decisions/151-cash-on-delivery.md): the cash
// collected is recorded as the order's payment; a refusal counts against the buyer.
import type { FastifyInstance } from 'fastify';
import { newId, nowIso } from '../../lib/ids.ts';
import { addCodRefusal } from './cod-repository.ts';
import { insertPayment } from './payment-repository.ts';

export const COD_PROVIDER = 'cod';

export async function codPlugin(app: FastifyInstance): Promise<void> {
  app.events.subscribe('order.cash_collected', async ({ orderId, bookId, buyerId, price }, { db }) => {
    await insertPayment(db, {
      id: newId(),
      booking_id: orderId,
      book_id: bookId,
      user_id: buyerId,
      price,
      transaction_id: `cod_${orderId}`,
      provider: COD_PROVIDER,
      created_at: nowIso(),
    });
  });
  // The courier collected book + delivery at the door (decision 430): the order's payment, so a dispute
  // decided for the buyer has something to refund (by hand: decision 416).
  app.events.subscribe(
    'order.courier_collected',
    async ({ orderId, bookId, buyerId, price, deliveryFee }, { db }) => {
      await insertPayment(db, {
        id: newId(),
        booking_id: orderId,
        book_id: bookId,
        user_id: buyerId,
        price: price + deliveryFee,
        transaction_id: `cod_${orderId}`,
        provider: COD_PROVIDER,
        created_at: nowIso(),
      });
    },
  );
  app.events.subscribe('order.cod_refused', async ({ buyerId }, { db }) => addCodRefusal(db, buyerId));
}
