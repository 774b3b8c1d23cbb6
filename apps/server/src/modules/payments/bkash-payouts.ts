// bKash's disbursement (B2C payout) calls (docs/decisions/300-payouts.md) through the same client as
// checkout: `payment/b2cPayment` {amount, currency, merchantInvoiceNumber, receiverMSISDN} answers with
// trxID and transactionStatus 'Completed', or bKash's error code; `payment/b2cPayment/status`
// {merchantInvoiceNumber} answers the same shape for a payout made, an error for one bKash never made.
// The merchant invoice number is the payout's own id: bKash refuses a second payout with it.
import type { Db } from '../../db/database.ts';
import {
  bkashAmount,
  BkashTimeout,
  createBkashClient,
  succeeded,
  type BkashAnswer,
  type BkashCredentials,
} from './bkash-client.ts';

export const BKASH_PAYOUT_CALLS = {
  send: 'payment/b2cPayment',
  status: 'payment/b2cPayment/status',
} as const;

/** The duplicate-invoice refusal: bKash already has a payout with this invoice number. */
const DUPLICATE_INVOICE = '2068';

export type PayoutOutcome =
  | { outcome: 'paid'; trxId: string }
  | { outcome: 'failed'; reason: string }
  /** No answer (a timeout, bKash unreachable) or no record yet: ask again later, never send again. */
  | { outcome: 'unknown'; reason: string };

export interface BkashPayouts {
  /** Sends the payout once. A timeout or a duplicate-invoice refusal comes back 'unknown'. */
  send(payout: { invoice: string; amountTaka: number; wallet: string }): Promise<PayoutOutcome>;
  /** bKash's record of the payout with this invoice number. */
  status(invoice: string): Promise<PayoutOutcome>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function completed(answer: BkashAnswer): PayoutOutcome | null {
  return succeeded(answer) && str(answer.transactionStatus) === 'Completed' && str(answer.trxID)
    ? { outcome: 'paid', trxId: str(answer.trxID) }
    : null;
}

const refusal = (answer: BkashAnswer) =>
  `bKash ${answer.statusCode ?? '?'}: ${answer.statusMessage ?? 'no message'}`;

export function createBkashPayouts(
  db: Db,
  credentials: () => BkashCredentials,
  timeoutMs: number,
): BkashPayouts {
  const client = createBkashClient(db, credentials, timeoutMs);
  async function ask(call: string, body: Record<string, unknown>): Promise<BkashAnswer | PayoutOutcome> {
    try {
      return await client.call(call, body);
    } catch (error) {
      if (error instanceof BkashTimeout)
        return { outcome: 'unknown', reason: 'bKash did not answer in time' };
      if (error instanceof Error) return { outcome: 'unknown', reason: error.message };
      throw error;
    }
  }
  const isOutcome = (a: BkashAnswer | PayoutOutcome): a is PayoutOutcome => 'outcome' in a;

  return {
    async send({ invoice, amountTaka, wallet }) {
      const answer = await ask(BKASH_PAYOUT_CALLS.send, {
        amount: bkashAmount(amountTaka * 100),
        currency: 'BDT',
        merchantInvoiceNumber: invoice,
        receiverMSISDN: wallet,
      });
      if (isOutcome(answer)) return answer;
      if (answer.statusCode === DUPLICATE_INVOICE) return { outcome: 'unknown', reason: refusal(answer) };
      return completed(answer) ?? { outcome: 'failed', reason: refusal(answer) };
    },
    async status(invoice) {
      const answer = await ask(BKASH_PAYOUT_CALLS.status, { merchantInvoiceNumber: invoice });
      if (isOutcome(answer)) return answer;
      // No payout with this invoice (yet): unknown, since a payout still on its way may arrive later.
      return completed(answer) ?? { outcome: 'unknown', reason: refusal(answer) };
    },
  };
}
