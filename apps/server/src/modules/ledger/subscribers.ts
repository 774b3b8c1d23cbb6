// The ledger listens to the modules where money moves and posts in the same transaction: a posting
// that fails throws, and the cause (the payment, the completion, the refund) rolls back with it.
import type { FastifyInstance } from 'fastify';
import type { Subscriber } from '../../events/index.ts';
import { LedgerError } from './post-transaction.ts';
import {
  chargeCashSale,
  creditCourierCompensation,
  holdCourierCash,
  holdPayment,
  nameHoldPayee,
  refundHold,
  releaseHold,
  topupFee,
} from './post-deal-money.ts';

/**
 * Every subscriber of the ledger, by event type: module-level functions, so the bench can tell them
 * apart from the other modules' subscribers of the same events (scripts/bench, decision 445).
 */
export const MONEY_SUBSCRIBERS: Array<[string, Subscriber]> = [];
const on = <T extends string>(type: T, subscriber: Subscriber<T>) =>
  MONEY_SUBSCRIBERS.push([type, subscriber as unknown as Subscriber]);

on('order.paid', async (e, { db }) => {
  if (e.platformFee === null) throw new LedgerError(`Order ${e.orderId} was paid without its fee`);
  await holdPayment(db, {
    kind: 'payment',
    dealKind: 'order',
    dealId: e.orderId,
    memo: e.bookName,
    provider: e.provider,
    amount: e.price,
    payeeId: e.sellerId,
    fee: e.platformFee,
    deliveryFee: e.deliveryFee,
  });
});
// Orders paid before the ledger existed have no fee and nothing held: their completion posts nothing.
on('order.completed', async (e, { db }) => {
  if (e.cause === 'cash_collected') return; // order.cash_collected posts the cash sale
  await releaseHold(db, {
    dealKind: 'order',
    dealId: e.orderId,
    memo: e.bookName,
    payeeId: e.sellerId,
    required: e.platformFee !== null,
  });
});
on('order.cash_collected', async (e, { db }) => {
  if (e.platformFee === null) throw new LedgerError(`The cash sale of order ${e.orderId} has no fee`);
  await chargeCashSale(db, {
    orderId: e.orderId,
    memo: e.bookName,
    sellerId: e.sellerId,
    price: e.price,
    fee: e.platformFee,
  });
});
// Cash on delivery by courier (decision 430): the courier collected book + delivery at the door.
on('order.courier_collected', async (e, { db }) => {
  if (e.platformFee === null) throw new LedgerError(`Order ${e.orderId} was collected without its fee`);
  await holdCourierCash(db, {
    orderId: e.orderId,
    memo: e.bookName,
    courier: e.courier,
    sellerId: e.sellerId,
    price: e.price,
    fee: e.platformFee,
    deliveryFee: e.deliveryFee,
  });
});
// A lost cash-on-delivery parcel: what the courier pays for the book goes to the seller (decision 431).
on('order.courier_compensated', async (e, { db }) => {
  await creditCourierCompensation(db, {
    orderId: e.orderId,
    memo: e.bookName,
    courier: e.courier,
    sellerId: e.sellerId,
    amount: e.amount,
  });
});
for (const type of ['order.declined', 'order.expired', 'order.refunded'] as const)
  on(type, async (e, { db }) => {
    // Declined or expired: the delivery fee (owed to the courier) goes back too (decision 310); a
    // dispute's refund, or a returned parcel's, is of the price only.
    const deliveryFee = type === 'order.refunded' ? 0 : Math.min(e.deliveryFee, e.refundAmount);
    await refundHold(db, {
      dealKind: 'order',
      dealId: e.orderId,
      memo: e.bookName,
      amount: e.refundAmount - deliveryFee,
      payeeId: e.sellerId,
      required: e.platformFee !== null,
      deliveryFee,
    });
  });

on('topup.paid', async (e, { db }) => {
  await holdPayment(db, {
    kind: 'topup',
    dealKind: 'exchange',
    dealId: e.exchangeId,
    memo: '',
    provider: e.provider,
    amount: e.amount,
    fee: topupFee(db, e.amount),
  });
});
on('exchange.topup_paid', async (e, { db }) => {
  if (e.topupPayeeId) await nameHoldPayee(db, 'exchange', e.exchangeId, e.topupPayeeId);
});
// An exchange without a paid top-up has nothing held: its completion or cancellation posts nothing.
on('exchange.completed', async (e, { db }) => {
  await releaseHold(db, {
    dealKind: 'exchange',
    dealId: e.exchangeId,
    memo: e.bookName,
    payeeId: e.topupPayeeId ?? undefined,
    required: false,
  });
});
on('exchange.cancelled', async (e, { db }) => {
  await refundHold(db, { dealKind: 'exchange', dealId: e.exchangeId, memo: e.bookName, required: false });
});

export function subscribeToMoneyEvents(app: FastifyInstance): void {
  for (const [type, subscriber] of MONEY_SUBSCRIBERS) app.events.subscribe(type, subscriber);
}
