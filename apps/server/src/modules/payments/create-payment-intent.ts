// Opens (or reuses) the order's payment intent; the amount comes from the order, never from the client.
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { notForSale as refuseSale, whyNotForSale } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { getOrderRecordOfBuyer } from '../orders/index.ts';
import { toMinorUnits, type PaymentProvider } from './payment-provider.ts';
import { findOpenIntentOfOrder, insertPaymentIntent, moveIntent } from './payment-repository.ts';

export async function createPaymentIntent(
  db: Db,
  provider: PaymentProvider,
  buyer: AuthUser,
  orderId: string,
): Promise<string> {
  const order = await getOrderRecordOfBuyer(db, buyer, orderId);
  if (order.paid) throw conflict('ALREADY_PAID', 'This order is already paid');
  const notForSale = await whyNotForSale(db, order.bookId, order.id);
  if (order.status === 'cancelled')
    throw notForSale
      ? refuseSale(notForSale, `${notForSale}; this booking was cancelled`)
      : conflict('ALREADY_CANCELLED', 'This order was cancelled; book the book again');
  if (notForSale) throw refuseSale(notForSale);
  const amount = toMinorUnits(order.total);

  const existing = await findOpenIntentOfOrder(db, order.id);
  if (existing) {
    const remote = await provider.retrieveIntent(existing.id);
    if (remote?.clientSecret && remote.amount === amount && remote.status !== 'canceled')
      return remote.clientSecret;
    await moveIntent(db, existing.id, 'open', 'cancelled');
  }

  const intent = await provider.createIntent({
    bookingId: order.id,
    bookId: order.bookId,
    amount,
    email: order.buyerEmail,
  });
  try {
    await insertPaymentIntent(db, { id: intent.id, booking_id: order.id, provider: provider.name, amount });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel request opened the order's intent first: drop ours and answer with that one.
    await provider.cancelIntent(intent.id);
    const winner = await findOpenIntentOfOrder(db, order.id);
    const remote = winner && (await provider.retrieveIntent(winner.id));
    if (!remote?.clientSecret)
      throw conflict('CHANGED_MEANWHILE', 'The payment is being prepared; try again');
    return remote.clientSecret;
  }
  if (!intent.clientSecret) throw new Error('The payment provider returned no client secret');
  return intent.clientSecret;
}
