// POST /orders/cash-on-delivery: "Order, pay on delivery" on the book page (issue 30, decision 420): the
// booking and the cash-on-delivery step in one request, under today's rules (decision 151). The rules that
// need no order (the seller's choice, the price against COD_MAX_TAKA, the buyer's refusals and orders
// waiting) are asked first, so a refused buyer is left with no booking; the placing step asks them all again
// with the book's row held, as for any order.
import type { NewBooking } from '@boibazar/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../lib/errors.ts';
import { findListing } from '../catalogue/index.ts';
import type { CourierProvider } from '../delivery/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { bookOrder } from '../orders/index.ts';
import { whyNoCashOnDelivery } from './payment-methods.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { placeCodOrder } from './place-cod-order.ts';

export async function orderCashOnDelivery(
  db: Db,
  providers: PaymentProvider[],
  courier: CourierProvider | null,
  buyer: AuthUser,
  input: Pick<NewBooking, 'productId' | 'phone' | 'location' | 'delivery' | 'addressId'>,
  codMaxTaka: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string> {
  const book = await findListing(db, input.productId);
  if (book) {
    const before = await whyNoCashOnDelivery(db, buyer, { bookId: book.id, total: book.price }, codMaxTaka);
    if (before) throw forbidden('COD_NOT_ALLOWED', before);
  }
  const orderId = await bookOrder(db, buyer, input, courier);
  await placeCodOrder(db, providers, buyer, orderId, codMaxTaka, log);
  return orderId;
}
