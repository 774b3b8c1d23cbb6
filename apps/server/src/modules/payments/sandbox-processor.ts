// The built-in test processor (PAYMENTS=sandbox): Stripe's PaymentIntent life cycle and test cards,
// kept in the sandbox_intents table so the whole flow works offline. Never used in production.
import { randomBytes } from 'node:crypto';
import { cardDigits, cardProblem } from '@boibazar/shared/payments';
import type { Db } from '../../db/database.ts';
import type { SandboxIntentsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { CURRENCY, type PaymentProvider, type ProviderIntent } from './payment-provider.ts';
import {
  addSandboxRefund,
  findSandboxIntent,
  hasSandboxRefund,
  insertSandboxIntent,
  moveSandboxIntent,
  recordSandboxRefund,
} from './sandbox-repository.ts';

const toIntent = (row: SandboxIntentsTable): ProviderIntent => ({
  id: row.id,
  status: row.status,
  amount: Number(row.amount),
  currency: row.currency,
  bookingId: row.booking_id,
  clientSecret: row.client_secret,
});

/** Stripe's test cards (https://docs.stripe.com/testing); any other number is declined as a live card. */
const TEST_CARDS: Record<string, { decline?: string; message?: string }> = {
  '4242424242424242': {},
  '4000056655665556': {},
  '5555555555554444': {},
  '378282246310005': {},
  '4000000000000002': { decline: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { decline: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { decline: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { decline: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

/** What the processor does with this card: nothing thrown means the charge goes through. */
export function chargeCard(card: { cardNumber: string; expiry: string; cvc: string }): void {
  const problem = cardProblem(card);
  if (problem) throw new AppError('CARD_INVALID', problem, { decline_code: 'invalid_card' });
  const outcome = TEST_CARDS[cardDigits(card.cardNumber)];
  if (!outcome)
    throw new AppError(
      'PAYMENT_FAILED',
      'Your card was declined. The sandbox accepts only Stripe test cards such as 4242 4242 4242 4242.',
      { decline_code: 'live_card_in_test_mode' },
    );
  if (outcome.decline)
    throw new AppError('PAYMENT_FAILED', outcome.message ?? 'Your card was declined.', {
      decline_code: outcome.decline,
    });
}

export function createSandboxProvider(db: Db): PaymentProvider & { readonly name: 'sandbox' } {
  return {
    name: 'sandbox',
    publishableKey: null,

    async createIntent({ bookingId, bookId, amount }) {
      const id = `sbpi_${newId()}`;
      const now = nowIso();
      const row: SandboxIntentsTable = {
        id,
        client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amount,
        currency: CURRENCY,
        booking_id: bookingId,
        book_id: bookId,
        status: 'requires_payment_method',
        refunded: 0,
        refunded_amount: 0,
        last_error: null,
        created_at: now,
        updated_at: now,
      };
      await insertSandboxIntent(db, row);
      return toIntent(row);
    },

    async retrieveIntent(id) {
      const row = await findSandboxIntent(db, id);
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id) {
      await moveSandboxIntent(db, id, 'requires_payment_method', 'canceled');
    },

    async refund(id, opts = {}) {
      await db.transaction().execute(async (trx) => {
        const row = await findSandboxIntent(trx, id);
        if (row?.status !== 'succeeded') return;
        const key = opts.idempotencyKey;
        if (key && (await hasSandboxRefund(trx, key))) return;
        const amount = opts.amount ?? Number(row.amount) - Number(row.refunded_amount);
        if (!(await addSandboxRefund(trx, id, amount)))
          throw new AppError('REFUND_TOO_LARGE', 'The refund is more than what is left of this charge');
        if (key) await recordSandboxRefund(trx, key, id, amount);
      });
    },

    async refundedAmount(id) {
      const row = await findSandboxIntent(db, id);
      return row ? Number(row.refunded_amount) : null;
    },

    readWebhook() {
      throw new AppError('WEBHOOK_NOT_USED', 'Webhooks are only used with PAYMENTS=stripe');
    },
  };
}
