// Which ways of paying this buyer may use for this order, and why not the others (GET /payment-methods).
import { paymentMethodSchema, type PaymentMethod, type PaymentMethods } from '@boibazar/shared/payments';
import type { Db } from '../../db/database.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { bookAllowsCashOnDelivery, notForSale as refuseSale, whyNotForSale } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { countOpenCodOrders, getOrderRecordOfBuyer, type OrderRecord } from '../orders/index.ts';
import { COD_OPEN_LIMIT, COD_REFUSALS_LIMIT, codRefusalsOf } from './cod-repository.ts';

export const formatTaka = (taka: number) => taka.toLocaleString('en-US');

/** Why this buyer cannot pay this order in cash on delivery, or null when they can. */
export async function whyNoCashOnDelivery(
  db: Db,
  buyer: AuthUser,
  order: Pick<OrderRecord, 'bookId' | 'total'>,
  codMaxTaka: number,
): Promise<string | null> {
  if (!(await bookAllowsCashOnDelivery(db, order.bookId)))
    return 'The seller does not accept cash on delivery for this book';
  if (order.total > codMaxTaka)
    return `Cash on delivery is only for orders up to ${formatTaka(codMaxTaka)} Taka`;
  if ((await codRefusalsOf(db, buyer._id)) >= COD_REFUSALS_LIMIT)
    return 'Cash on delivery is not available to you after two refused deliveries; please pay online';
  if ((await countOpenCodOrders(db, buyer._id)) >= COD_OPEN_LIMIT)
    return `You already have ${COD_OPEN_LIMIT} cash-on-delivery orders waiting; pay online or wait until they arrive`;
  return null;
}

/** Why this order cannot be paid now (paid, placed for cash on delivery, cancelled, book gone), or null. */
async function whyNotPayable(db: Db, order: OrderRecord): Promise<AppError | null> {
  if (order.paid) return conflict('ALREADY_PAID', 'This order is already paid');
  if (order.status === 'cod' || order.status === 'cod_handed_over')
    return conflict('WRONG_STAGE', 'This order is already placed for cash on delivery', {
      stage: order.status,
      step: 'pay',
    });
  const notForSale = await whyNotForSale(db, order.bookId, order.id);
  if (order.status !== 'open')
    return notForSale
      ? refuseSale(notForSale, `${notForSale}; this booking was cancelled`)
      : conflict('ALREADY_CANCELLED', 'This order was cancelled; book the book again');
  return notForSale ? refuseSale(notForSale) : null;
}

/** An order that can still be paid: the buyer's own, open, and its book still for sale. */
export async function payableOrder(db: Db, buyer: AuthUser, orderId: string): Promise<OrderRecord> {
  const order = await getOrderRecordOfBuyer(db, buyer, orderId);
  const why = await whyNotPayable(db, order);
  if (why) throw why;
  return order;
}

export async function listPaymentMethods(
  db: Db,
  buyer: AuthUser,
  orderId: string,
  opts: { bkash: boolean; codMaxTaka: number },
): Promise<PaymentMethods> {
  const order = await getOrderRecordOfBuyer(db, buyer, orderId);
  // A settled order is answered, not refused: the payment page asks again after paying (issue 30).
  const notPayable = await whyNotPayable(db, order);
  if (notPayable)
    return {
      booking: order.id,
      methods: [],
      unavailable: paymentMethodSchema.options.map((method) => ({ method, reason: notPayable.message })),
      codMaxTaka: opts.codMaxTaka,
    };
  const methods: PaymentMethod[] = ['card'];
  const unavailable: PaymentMethods['unavailable'] = [];
  if (opts.bkash) methods.push('bkash');
  else unavailable.push({ method: 'bkash', reason: 'bKash is not available right now' });
  const noCod = await whyNoCashOnDelivery(db, buyer, order, opts.codMaxTaka);
  if (noCod) unavailable.push({ method: 'cash_on_delivery', reason: noCod });
  else methods.push('cash_on_delivery');
  return { booking: order.id, methods, unavailable, codMaxTaka: opts.codMaxTaka };
}
