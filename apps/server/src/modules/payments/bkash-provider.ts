// bKash behind the payments interface (docs/decisions/150-bkash.md). An intent is a bKash payment
// (its id is bKash's paymentID); "succeeded" only when bKash's own status query says Completed.
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import {
  bkashAmount,
  BkashTimeout,
  createBkashClient,
  poishaOf,
  succeeded,
  type BkashAnswer,
  type BkashCredentials,
} from './bkash-client.ts';
import { hasBkashRefund, recordBkashRefund } from './bkash-repository.ts';
import { CURRENCY, type PaymentProvider, type ProviderIntent } from './payment-provider.ts';

export interface BkashProvider extends PaymentProvider {
  readonly name: 'bkash';
  /**
   * Executes an authorised payment. On a timeout it asks for the payment's status instead of executing
   * again, so a payment bKash completed is seen once. Returns bKash's answer either way.
   */
  execute(paymentID: string): Promise<{ answer: BkashAnswer; viaStatusQuery: boolean }>;
  /** bKash's status answer for the payment (transactionStatus, amount, merchantInvoiceNumber, trxID). */
  query(paymentID: string): Promise<BkashAnswer>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** bKash's answer as the payments workflow reads intents; only a Completed payment is 'succeeded'. */
/** bKash's answer about a payment, as the provider-neutral intent (also the callback's executed answer). */
export function toIntent(paymentID: string, answer: BkashAnswer): ProviderIntent {
  const status = str(answer.transactionStatus);
  return {
    id: paymentID,
    status: status === 'Completed' ? 'succeeded' : status === 'Cancelled' ? 'canceled' : status.toLowerCase(),
    amount: poishaOf(answer.amount),
    currency: str(answer.currency).toLowerCase(),
    bookingId: str(answer.merchantInvoiceNumber) || null,
    clientSecret: null,
  };
}

/** A refund status answer naming a completed refund of `amount` poisha. */
const isCompletedRefund = (answer: BkashAnswer, amount: number) =>
  succeeded(answer) &&
  answer.transactionStatus === 'Completed' &&
  Boolean(str(answer.refundTrxID)) &&
  poishaOf(answer.amount) === amount;

const bkashError = (answer: BkashAnswer) =>
  new AppError('PAYMENT_FAILED', answer.statusMessage ?? 'bKash could not complete this payment', {
    bkashStatusCode: answer.statusCode ?? null,
  });

export function createBkashProvider(
  db: Db,
  credentials: () => BkashCredentials,
  timeoutMs: number,
): BkashProvider {
  const client = createBkashClient(db, credentials, timeoutMs);
  const query = (paymentID: string) => client.call('payment/status', { paymentID });

  return {
    name: 'bkash',
    publishableKey: null,

    async createIntent({ bookingId, amount, callbackUrl }) {
      if (!callbackUrl) throw new Error('A bKash payment needs a callback URL');
      const answer = await client.call('create', {
        mode: '0011',
        payerReference: bookingId,
        callbackURL: callbackUrl,
        amount: bkashAmount(amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: bookingId,
      });
      const paymentID = str(answer.paymentID);
      const redirectUrl = str(answer.bkashURL);
      if (!succeeded(answer) || !paymentID || !redirectUrl) throw bkashError(answer);
      return {
        id: paymentID,
        status: 'requires_payment_method',
        amount: poishaOf(answer.amount),
        currency: CURRENCY,
        bookingId: str(answer.merchantInvoiceNumber) || null,
        clientSecret: null,
        redirectUrl,
      };
    },

    async retrieveIntent(id) {
      const answer = await query(id);
      return succeeded(answer) ? toIntent(id, answer) : null;
    },

    async cancelIntent() {
      // bKash has no cancel call: an unexecuted payment simply lapses (its page stops accepting the buyer).
    },

    async refund(id, opts = {}) {
      const key = opts.idempotencyKey;
      if (key && (await hasBkashRefund(db, key))) return;
      const status = await query(id);
      if (!succeeded(status) || status.transactionStatus !== 'Completed')
        throw new AppError('NOTHING_TO_REFUND', 'This bKash payment is not completed; nothing to refund');
      const paid = poishaOf(status.amount);
      const amount = opts.amount ?? paid;
      const trxID = str(status.trxID);
      const record = (answer: BkashAnswer) =>
        recordBkashRefund(db, {
          idempotency_key: key ?? `refund-${id}-${str(answer.refundTrxID)}`,
          payment_id: id,
          refund_trx_id: str(answer.refundTrxID),
          amount,
          created_at: nowIso(),
        });
      // bKash does not de-duplicate refunds: a refund whose answer timed out (or was lost before our write)
      // may have gone through. Its refund status says so; then it is recorded, never sent again. We send at
      // most one refund per payment, so a completed refund of the same amount is ours.
      const before = await client.call('payment/refund', { paymentID: id, trxID });
      if (isCompletedRefund(before, amount)) {
        await record(before);
        return;
      }
      const answer = await client.call('payment/refund', {
        paymentID: id,
        trxID,
        amount: bkashAmount(amount),
        sku: key ?? `refund-${id}`,
        reason: 'BoiBazar refund',
      });
      if (!succeeded(answer) || answer.transactionStatus !== 'Completed') {
        if (answer.statusCode === '2071')
          throw new AppError('REFUND_TOO_LARGE', 'The refund is more than what is left of this charge');
        throw bkashError(answer);
      }
      await record(answer);
    },

    async refundedAmount(id) {
      // bKash's refund status (the refund call with only paymentID and trxID) names the payment's latest
      // refund; BoiBazar sends at most one per payment (refund above), so it is the whole refunded amount.
      const status = await query(id);
      if (!succeeded(status)) return null;
      if (status.transactionStatus !== 'Completed') return 0;
      const answer = await client.call('payment/refund', { paymentID: id, trxID: str(status.trxID) });
      return succeeded(answer) && answer.transactionStatus === 'Completed' ? poishaOf(answer.amount) : 0;
    },

    readWebhook() {
      throw new AppError(
        'WEBHOOK_NOT_USED',
        'bKash payments are confirmed through the callback, not a webhook',
      );
    },

    async execute(paymentID) {
      try {
        return { answer: await client.call('execute', { paymentID }), viaStatusQuery: false };
      } catch (error) {
        if (!(error instanceof BkashTimeout)) throw error;
        // NOTE: never execute twice; bKash's status tells whether the first execute went through.
        return { answer: await query(paymentID), viaStatusQuery: true };
      }
    },

    query,
  };
}
