// The checkout's last step, shared by POST /payments and the Stripe webhook: ask the provider whether
// the intent succeeded for this order and amount, then in ONE transaction sell the book, mark the order
// paid and record the payment; the book's other orders close on catalogue's `book.left_market`
// (docs/decisions/031-no-double-sale.md, 400-one-publisher-for-a-book-leaving.md).
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { notForSale, sellBook, SOLD_ELSEWHERE, whyTheSaleWasLost } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { inTransaction } from '../../events/index.ts';
import { findOrderRecord, getOrderRecordOfBuyer, markOrderPaid } from '../orders/index.ts';
import { CURRENCY, toMinorUnits, type PaymentProvider, type ProviderIntent } from './payment-provider.ts';
import {
  findPaymentByTransaction,
  findPaymentIntent,
  insertPayment,
  moveIntent,
} from './payment-repository.ts';

/** POST /payments: the buyer reports a confirmed intent for their order. */
export async function completePayment(
  db: Db,
  provider: PaymentProvider,
  buyer: AuthUser,
  input: { transactionId: string; booking: string; productId?: string },
): Promise<void> {
  const order = await getOrderRecordOfBuyer(db, buyer, input.booking);
  if (input.productId && input.productId !== order.bookId)
    throw badRequest('PAYMENT_MISMATCH', 'productId does not match this order');
  if (order.paid) throw conflict('ALREADY_PAID', 'This order is already paid');
  const intent = await findPaymentIntent(db, input.transactionId);
  if (!intent || intent.booking_id !== order.id)
    throw badRequest('PAYMENT_MISMATCH', 'This transaction does not belong to this order');
  if (intent.status === 'succeeded')
    throw conflict('TRANSACTION_USED', 'This transaction has already been used');
  const settled = await settleIntent(db, provider, intent.id);
  if (settled === 'already') throw conflict('ALREADY_PAID', 'This order is already paid');
}

/**
 * Turns a succeeded provider intent into a sale, exactly once. 'already' when this intent was settled
 * before (a replayed webhook or a second POST). Throws 409 and refunds when the book went to someone else.
 * `executed`: the provider's answer the caller has just had (bKash's callback executes the payment and
 * verifies it), so the provider is not asked again (decision 400).
 */
export async function settleIntent(
  db: Db,
  provider: PaymentProvider,
  intentId: string,
  executed?: ProviderIntent,
): Promise<'settled' | 'already'> {
  const intent = await findPaymentIntent(db, intentId);
  if (!intent) throw notFound('PAYMENT_NOT_FOUND', 'Payment');
  if (intent.status === 'succeeded' || (await findPaymentByTransaction(db, intentId))) return 'already';
  if (intent.status === 'refunded')
    throw conflict('PAYMENT_REFUNDED', `${SOLD_ELSEWHERE}; your payment has been refunded`);
  const order = await findOrderRecord(db, intent.booking_id);
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order');

  const remote = executed ?? (await provider.retrieveIntent(intentId));
  if (!remote || remote.status !== 'succeeded')
    throw new AppError('PAYMENT_FAILED', 'This payment has not succeeded');
  if (intent.status === 'cancelled') {
    // The book was sold to someone else while this card was being confirmed.
    await refundOnce(db, provider, intentId, 'cancelled');
    throw conflict('PAYMENT_REFUNDED', `${SOLD_ELSEWHERE}; your payment has been refunded`);
  }
  const amount = toMinorUnits(order.total);
  if (
    remote.amount !== amount ||
    intent.amount !== amount ||
    remote.currency !== CURRENCY ||
    remote.bookingId !== order.id
  )
    throw badRequest('PAYMENT_MISMATCH', 'This payment does not match this order');

  try {
    await inTransaction(db, async (trx) => {
      // The book's row first: every sale and booking of one book queues here, so they cannot interleave.
      // Selling it announces `book.left_market`: orders cancels the book's other open orders and payments
      // releases their intents after commit (release-closed-intents.ts, decision 400).
      if (!(await sellBook(trx, order.bookId, order.id)))
        throw notForSale(await whyTheSaleWasLost(trx, order.bookId));
      if (!(await markOrderPaid(trx, order.id, provider.name)))
        throw conflict('NO_LONGER_PAYABLE', 'This order is no longer open');
      if (!(await moveIntent(trx, intentId, 'open', 'succeeded')))
        throw conflict('TRANSACTION_USED', 'This transaction has already been used');
      await insertPayment(trx, {
        id: newId(),
        booking_id: order.id,
        book_id: order.bookId,
        user_id: order.buyerId,
        price: order.total,
        transaction_id: intentId,
        provider: provider.name,
        created_at: nowIso(),
      });
    });
  } catch (error) {
    const lost = error instanceof AppError || isUniqueViolation(error);
    if (!lost) throw error;
    if (await findPaymentByTransaction(db, intentId)) return 'already';
    // The money moved but the sale went elsewhere (or the order was cancelled): give it back.
    await refundOnce(db, provider, intentId, 'open');
    const reason = error instanceof AppError ? error.message : SOLD_ELSEWHERE;
    throw conflict('PAYMENT_REFUNDED', `${reason}; your payment has been refunded`);
  }
  return 'settled';
}

/** Claims the refund in the database first, so concurrent callers refund at most once. */
async function refundOnce(db: Db, provider: PaymentProvider, intentId: string, from: 'open' | 'cancelled') {
  if (!(await moveIntent(db, intentId, from, 'refunded'))) return;
  try {
    await provider.refund(intentId);
  } catch (error) {
    await moveIntent(db, intentId, 'refunded', from);
    throw error;
  }
}

/** The intent of an order closed by someone else's sale: cancel it, or refund it if it already succeeded. */
export async function releaseIntent(db: Db, provider: PaymentProvider, intentId: string) {
  let remote = await provider.retrieveIntent(intentId);
  if (remote && remote.status !== 'succeeded' && remote.status !== 'canceled') {
    try {
      await provider.cancelIntent(intentId);
      return;
    } catch {
      // It may have succeeded in the meantime; look again below.
      remote = await provider.retrieveIntent(intentId);
    }
  }
  if (remote?.status === 'succeeded') await refundOnce(db, provider, intentId, 'cancelled');
}
