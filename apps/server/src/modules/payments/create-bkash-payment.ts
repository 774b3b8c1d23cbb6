// POST /bkash/create: opens a bKash payment for the buyer's order. The amount and the invoice number come
// from the order in the database; bKash sends the buyer back to our callback on our own origin.
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import type { BkashProvider } from './bkash-provider.ts';
import { payableOrder } from './payment-methods.ts';
import { toMinorUnits, type PaymentProvider } from './payment-provider.ts';
import {
  findOpenIntentOfOrder,
  findPaymentIntent,
  insertPaymentIntent,
  moveIntent,
} from './payment-repository.ts';

export async function createBkashPayment(
  db: Db,
  bkash: BkashProvider,
  card: PaymentProvider,
  buyer: AuthUser,
  orderId: string,
  callbackUrl: string,
): Promise<{ paymentID: string; bkashURL: string }> {
  const order = await payableOrder(db, buyer, orderId);
  const amount = toMinorUnits(order.total);

  // One attempt at a time per order: a card form left open, or an earlier bKash page, is closed first.
  const existing = await findOpenIntentOfOrder(db, order.id);
  if (existing && (await moveIntent(db, existing.id, 'open', 'cancelled')) && existing.provider === card.name)
    await card.cancelIntent(existing.id);

  const created = await bkash.createIntent({
    bookingId: order.id,
    bookId: order.bookId,
    amount,
    email: order.buyerEmail,
    callbackUrl,
  });
  if (!created.redirectUrl || created.amount !== amount || created.bookingId !== order.id)
    throw conflict('PAYMENT_NOT_OPENED', 'bKash did not open the payment for this order; try again');
  try {
    await insertPaymentIntent(db, { id: created.id, booking_id: order.id, provider: 'bkash', amount });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOpenIntentOfOrder(db, order.id);
    throw conflict(
      'CHANGED_MEANWHILE',
      winner && (await findPaymentIntent(db, winner.id))?.provider === 'bkash'
        ? 'A bKash payment for this order was just opened in another tab'
        : 'A payment for this order is being prepared; try again',
    );
  }
  return { paymentID: created.id, bkashURL: created.redirectUrl };
}
