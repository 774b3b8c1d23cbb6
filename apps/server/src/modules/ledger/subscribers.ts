// The ledger listens to the modules where money moves and posts in the same transaction: a posting
// that fails throws, and the cause (the payment, the completion, the refund) rolls back with it.
import type { FastifyInstance } from 'fastify';
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

export function subscribeToMoneyEvents(app: FastifyInstance): void {
  const { events } = app;

  events.subscribe('order.paid', async (e, { db }) => {
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
  events.subscribe('order.completed', async (e, { db }) => {
    if (e.cause === 'cash_collected') return; // order.cash_collected posts the cash sale
    await releaseHold(db, {
      dealKind: 'order',
      dealId: e.orderId,
      memo: e.bookName,
      payeeId: e.sellerId,
      required: e.platformFee !== null,
    });
  });
  events.subscribe('order.cash_collected', async (e, { db }) => {
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
  events.subscribe('order.courier_collected', async (e, { db }) => {
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
  events.subscribe('order.courier_compensated', async (e, { db }) => {
    await creditCourierCompensation(db, {
      orderId: e.orderId,
      memo: e.bookName,
      courier: e.courier,
      sellerId: e.sellerId,
      amount: e.amount,
    });
  });
  for (const type of ['order.declined', 'order.expired', 'order.refunded'] as const)
    events.subscribe(type, async (e, { db }) => {
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

  events.subscribe('topup.paid', async (e, { db }) => {
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
  events.subscribe('exchange.topup_paid', async (e, { db }) => {
    if (e.topupPayeeId) await nameHoldPayee(db, 'exchange', e.exchangeId, e.topupPayeeId);
  });
  // An exchange without a paid top-up has nothing held: its completion or cancellation posts nothing.
  events.subscribe('exchange.completed', async (e, { db }) => {
    await releaseHold(db, {
      dealKind: 'exchange',
      dealId: e.exchangeId,
      memo: e.bookName,
      payeeId: e.topupPayeeId ?? undefined,
      required: false,
    });
  });
  events.subscribe('exchange.cancelled', async (e, { db }) => {
    await refundHold(db, { dealKind: 'exchange', dealId: e.exchangeId, memo: e.bookName, required: false });
  });
}
