// GET /bkash/callback: bKash sends the buyer back here. The query string decides nothing but which payment
// to look at: we execute it (or, after an execute timeout, ask for its status) and believe only bKash's
// answer, then settle it like any payment (docs/decisions/150-bkash.md, 031-no-double-sale.md).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { poishaOf, succeeded, type BkashAnswer } from './bkash-client.ts';
import { type BkashProvider, toIntent } from './bkash-provider.ts';
import { findPaymentIntent } from './payment-repository.ts';
import { settleIntent } from './settle-payment.ts';
import { toMinorUnits } from './payment-provider.ts';
import { settleTopup } from './topup-payments.ts';
import { findTopup } from './topup-repository.ts';

export type BkashOutcome = (
  | { orderId: string | null; result: 'success'; trxID: string }
  | { orderId: string | null; result: 'failure' | 'cancel'; message: string }
) & {
  /** A top-up's payment (decision 420): the payer goes back to the exchange's page. */
  exchangeId?: string;
};

/** bKash codes meaning "this payment was executed already": read its status instead. */
const ALREADY_EXECUTED = new Set(['2117', '2062']);

export async function completeBkashPayment(
  db: Db,
  bkash: BkashProvider,
  input: { paymentID?: string; status?: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<BkashOutcome> {
  const paymentID = input.paymentID ?? '';
  const intent = paymentID ? await findPaymentIntent(db, paymentID) : undefined;
  if (!intent) {
    const topup = paymentID ? await findTopup(db, paymentID) : undefined;
    if (topup?.provider === 'bkash') return completeBkashTopup(db, bkash, topup, input.status, log);
  }
  if (!intent || intent.provider !== 'bkash')
    return {
      orderId: null,
      result: 'failure',
      message: 'This bKash payment is not one of ours; nothing was paid',
    };
  const orderId = intent.booking_id;
  const failure = (message: string, result: 'failure' | 'cancel' = 'failure'): BkashOutcome => ({
    orderId,
    result,
    message,
  });

  if (intent.status === 'succeeded') {
    // A replayed callback: the payment was settled before; say so without touching bKash's money again.
    const status = await bkash.query(paymentID);
    return { orderId, result: 'success', trxID: typeof status.trxID === 'string' ? status.trxID : '' };
  }
  if (intent.status !== 'open')
    return failure('This bKash payment was replaced or cancelled; nothing was paid. Please try again.');
  if (input.status === 'cancel')
    return failure('You cancelled the bKash payment; nothing was paid.', 'cancel');

  let { answer } = await bkash.execute(paymentID);
  if (!succeeded(answer) && ALREADY_EXECUTED.has(answer.statusCode ?? ''))
    answer = await bkash.query(paymentID);
  if (!succeeded(answer)) return failure(answer.statusMessage ?? 'bKash could not complete this payment');
  if (answer.transactionStatus !== 'Completed')
    return failure('bKash has not completed this payment; nothing was paid');
  if (poishaOf(answer.amount) !== Number(intent.amount) || answer.merchantInvoiceNumber !== orderId) {
    log.warn({ paymentID, orderId }, 'bKash completed a payment that does not match its order');
    return failure('This bKash payment does not match this order; nothing was paid');
  }

  try {
    // What bKash has just answered is the verified payment: settling does not ask bKash again.
    await settleIntent(db, bkash, paymentID, toIntent(paymentID, answer));
  } catch (error) {
    if (error instanceof AppError) return failure(error.message);
    throw error;
  }
  return { orderId, result: 'success', trxID: typeof answer.trxID === 'string' ? answer.trxID : '' };
}

/**
 * The callback of an exchange top-up's bKash payment (decision 420): executed (or queried) here, checked
 * against the top-up's amount and exchange, then settled like the card's, where the provider is asked
 * again and the exchange moves on in the same transaction (or the payment is refunded when it moved on).
 */
async function completeBkashTopup(
  db: Db,
  bkash: BkashProvider,
  topup: { id: string; exchange_id: string; amount: number | string; status: string },
  status: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<BkashOutcome> {
  const exchangeId = topup.exchange_id;
  const failure = (message: string, result: 'failure' | 'cancel' = 'failure'): BkashOutcome => ({
    orderId: null,
    exchangeId,
    result,
    message,
  });
  const trxOf = (answer: BkashAnswer) => (typeof answer.trxID === 'string' ? answer.trxID : '');
  if (topup.status === 'succeeded')
    return { orderId: null, exchangeId, result: 'success', trxID: trxOf(await bkash.query(topup.id)) };
  if (topup.status !== 'open')
    return failure('This bKash payment was replaced or cancelled; nothing was paid. Please try again.');
  if (status === 'cancel') return failure('You cancelled the bKash payment; nothing was paid.', 'cancel');

  let { answer } = await bkash.execute(topup.id);
  if (!succeeded(answer) && ALREADY_EXECUTED.has(answer.statusCode ?? ''))
    answer = await bkash.query(topup.id);
  if (!succeeded(answer)) return failure(answer.statusMessage ?? 'bKash could not complete this payment');
  if (answer.transactionStatus !== 'Completed')
    return failure('bKash has not completed this payment; nothing was paid');
  if (
    poishaOf(answer.amount) !== toMinorUnits(Number(topup.amount)) ||
    answer.merchantInvoiceNumber !== exchangeId
  ) {
    log.warn(
      { paymentID: topup.id, exchangeId },
      'bKash completed a top-up that does not match its exchange',
    );
    return failure('This bKash payment does not match this exchange; nothing was paid');
  }
  try {
    await settleTopup(db, bkash, topup.id, exchangeId, log);
  } catch (error) {
    if (error instanceof AppError) return failure(error.message);
    throw error;
  }
  return { orderId: null, exchangeId, result: 'success', trxID: trxOf(answer) };
}

/** Where the buyer lands after the callback: the order's payment page with the outcome in its query. */
export function outcomeLocation(outcome: BkashOutcome): string {
  const params = new URLSearchParams({ bkash: outcome.result });
  if (outcome.result === 'success') params.set('trxID', outcome.trxID);
  else params.set('message', outcome.message);
  const page = outcome.exchangeId
    ? `/dashboard/exchanges/${encodeURIComponent(outcome.exchangeId)}`
    : outcome.orderId
      ? `/dashboard/payment/${encodeURIComponent(outcome.orderId)}`
      : '/dashboard';
  return `${page}?${params.toString()}`;
}
