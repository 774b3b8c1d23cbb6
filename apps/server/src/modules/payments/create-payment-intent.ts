// Opens (or reuses) the order's payment intent; the amount comes from the order, never from the client.
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { notForSale as refuseSale, whyNotForSale } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { getOrderRecordOfBuyer } from '../orders/index.ts';
import { openCardIntent } from './open-card-intent.ts';
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

  return openCardIntent(
    provider,
    { bookingId: order.id, bookId: order.bookId, amount, email: order.buyerEmail },
    {
      findOpen: () => findOpenIntentOfOrder(db, order.id),
      dropStored: (id) => moveIntent(db, id, 'open', 'cancelled'),
      store: (id) => insertPaymentIntent(db, { id, booking_id: order.id, provider: provider.name, amount }),
    },
  );
}
