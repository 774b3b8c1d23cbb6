// The order an accepted offer becomes (decision 250): an open booking for the offer's buyer at the agreed
// price, which the buyer pays like any other; and its end when it is not paid in time. Both run in the
// offer's transaction, after the book's hold was taken or released.
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  findOpenOrder,
  findOrderWithSeller,
  insertOrder,
  insertOrderEvents,
  repriceOpenOrder,
} from './order-repository.ts';
import { transitionOrder } from './transition-order.ts';

export interface AgreedSale {
  book: { id: string; name: string; image: string };
  buyer: { id: string; name: string; email: string };
  /** The amount the two agreed, from the offer's row. */
  price: number;
  offerId: string;
}

/** An open order at the agreed price; the buyer's own open booking of the book is repriced instead. */
export async function bookAgreedOrder(trx: Db, sale: AgreedSale): Promise<string> {
  const now = nowIso();
  const existing = await findOpenOrder(trx, sale.book.id, sale.buyer.id);
  const id = existing?.id ?? newId();
  if (existing) {
    if (!(await repriceOpenOrder(trx, id, sale.price)))
      throw conflict('CHANGED_MEANWHILE', 'This booking changed meanwhile; try again');
  } else {
    await insertOrder(trx, {
      id,
      book_id: sale.book.id,
      buyer_id: sale.buyer.id,
      buyer_name: sale.buyer.name,
      email: sale.buyer.email,
      book_name: sale.book.name,
      price: sale.price,
      phone: '',
      location: '',
      photo: sale.book.image,
      status: 'open',
      created_at: now,
      updated_at: now,
    });
  }
  await insertOrderEvents(trx, [
    {
      bookingId: id,
      type: 'offer_accepted',
      from: existing ? 'open' : null,
      to: 'open',
      actorRole: 'system',
      actorId: null,
      data: { offerId: sale.offerId, amount: sale.price },
      at: now,
    },
  ]);
  return id;
}

/** The accepted offer's order was not paid in time: cancelled by the system. False when it is not open. */
export async function lapseAgreedOrder(trx: Db, orderId: string): Promise<boolean> {
  const order = await findOrderWithSeller(trx, orderId);
  if (order?.status !== 'open') return false;
  await transitionOrder(trx, order, 'lapse', { role: 'system', id: null });
  return true;
}
