// The exchange's top-up (issue 14) goes through the order's payment flow: the amount comes from the
// exchange, the provider says whether it succeeded, and a cancelled exchange gets it back by a job
// (docs/decisions/141-exchange-top-up.md). The exchange reacts to `topup.paid` in the same transaction.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { afterCommit, inTransaction, publish } from '../../events/index.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { openCardIntent } from './open-card-intent.ts';
import { CURRENCY, toMinorUnits, type PaymentProvider } from './payment-provider.ts';
import {
  cancelOpenTopups,
  findOpenTopup,
  findOwedTopup,
  findTopup,
  holdOpenTopup,
  insertTopup,
  markTopupRefunded,
  markTopupRefundOwed,
  moveTopup,
  recordTopupRefundFailure,
} from './topup-repository.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** The top-up of an exchange was paid (the exchange moves on in the same transaction). */
    'topup.paid': { exchangeId: string; payerId: string; amount: number; intentId: string; provider: string };
    /** The top-up of a cancelled exchange was given back by the provider. */
    'topup.refunded': { exchangeId: string; amount: number };
  }
}

export const SEND_TOPUP_REFUND_JOB = 'payments.send-topup-refund';
const NOT_WAITING = 'This exchange is no longer waiting for its top-up';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Opens (or reuses) the card payment of a top-up; `amount` is the exchange's, in whole Taka. */
export async function openTopupIntent(
  db: Db,
  provider: PaymentProvider,
  input: { exchangeId: string; payerId: string; email: string; amount: number },
): Promise<string> {
  const amount = toMinorUnits(input.amount);
  return openCardIntent(
    provider,
    { bookingId: input.exchangeId, bookId: input.exchangeId, amount, email: input.email },
    {
      findOpen: () => findOpenTopup(db, input.exchangeId),
      dropStored: (id) => moveTopup(db, id, 'open', 'cancelled'),
      store: (id) =>
        insertTopup(db, {
          id,
          exchangeId: input.exchangeId,
          payerId: input.payerId,
          provider: provider.name,
          amount: input.amount,
        }),
    },
  );
}

/**
 * Opens a bKash payment for a top-up (decision 420): the amount is the exchange's, bKash sends the payer
 * back to the one callback, which settles it like the card's (`settleTopup`). An earlier open attempt (a
 * card form or another bKash page) is closed first.
 */
export async function openBkashTopup(
  db: Db,
  bkash: PaymentProvider,
  card: PaymentProvider,
  input: { exchangeId: string; payerId: string; email: string; amount: number; callbackUrl: string },
): Promise<{ paymentID: string; bkashURL: string }> {
  const existing = await findOpenTopup(db, input.exchangeId);
  if (existing && (await moveTopup(db, existing.id, 'open', 'cancelled')) && existing.provider === card.name)
    await card.cancelIntent(existing.id);
  const amount = toMinorUnits(input.amount);
  const created = await bkash.createIntent({
    bookingId: input.exchangeId,
    bookId: input.exchangeId,
    amount,
    email: input.email,
    callbackUrl: input.callbackUrl,
  });
  if (!created.redirectUrl || created.amount !== amount || created.bookingId !== input.exchangeId)
    throw conflict('PAYMENT_NOT_OPENED', 'bKash did not open the payment for this top-up; try again');
  try {
    await insertTopup(db, {
      id: created.id,
      exchangeId: input.exchangeId,
      payerId: input.payerId,
      provider: bkash.name,
      amount: input.amount,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(
      'CHANGED_MEANWHILE',
      'A payment for this top-up was just opened in another tab; try again',
    );
  }
  return { paymentID: created.id, bkashURL: created.redirectUrl };
}

/** For the sandbox's confirm step: is this intent a top-up, and may its card still be charged? */
export async function topupChargeable(trx: Db, intentId: string): Promise<'not-a-topup' | 'yes' | 'no'> {
  const row = await findTopup(trx, intentId);
  if (!row) return 'not-a-topup';
  // A no-op conditional update takes the row's lock, so a cancellation waits for this confirm (or wins).
  return (await holdOpenTopup(trx, intentId)) ? 'yes' : 'no';
}

/**
 * Turns a succeeded top-up intent into a paid top-up, exactly once: provider-verified, the amount checked,
 * and the exchange moved on (by its `topup.paid` subscriber) in the same transaction. When the exchange no
 * longer waits for it, the charge is refunded and the caller gets 409.
 */
export async function settleTopup(
  db: Db,
  provider: PaymentProvider,
  intentId: string,
  exchangeId: string | null,
  log: Log,
): Promise<'settled' | 'already'> {
  const row = await findTopup(db, intentId);
  if (!row || (exchangeId !== null && row.exchange_id !== exchangeId))
    throw badRequest('PAYMENT_MISMATCH', 'This transaction does not belong to this exchange');
  if (row.status === 'succeeded') return 'already';
  if (row.status === 'refunded')
    throw conflict('PAYMENT_REFUNDED', `${NOT_WAITING}; your payment has been refunded`);
  const remote = await provider.retrieveIntent(intentId);
  if (!remote || remote.status !== 'succeeded')
    throw new AppError('PAYMENT_FAILED', 'This payment has not succeeded');
  if (
    remote.amount !== toMinorUnits(Number(row.amount)) ||
    remote.currency !== CURRENCY ||
    remote.bookingId !== row.exchange_id
  )
    throw badRequest('PAYMENT_MISMATCH', 'This payment does not match this exchange');
  if (row.status === 'cancelled') {
    await refundWhole(db, provider, intentId, 'cancelled');
    throw conflict('PAYMENT_REFUNDED', `${NOT_WAITING}; your payment has been refunded`);
  }
  try {
    await inTransaction(db, async (trx) => {
      if (!(await moveTopup(trx, intentId, 'open', 'succeeded')))
        throw conflict('TRANSACTION_USED', 'This transaction has already been used');
      await publish(trx, {
        type: 'topup.paid',
        exchangeId: row.exchange_id,
        payerId: row.payer_id,
        amount: Number(row.amount),
        intentId,
        provider: row.provider,
      });
    });
  } catch (error) {
    if (!(error instanceof AppError || isUniqueViolation(error))) throw error;
    if ((await findTopup(db, intentId))?.status === 'succeeded') return 'already';
    await refundWhole(db, provider, intentId, 'open');
    log.warn({ intentId }, 'top-up paid for an exchange that moved on; refunded');
    throw conflict('PAYMENT_REFUNDED', `${NOT_WAITING}; your payment has been refunded`);
  }
  return 'settled';
}

/** A charge that lost: claimed in the database first, so it is refunded at most once. */
async function refundWhole(db: Db, provider: PaymentProvider, intentId: string, from: 'open' | 'cancelled') {
  if (!(await moveTopup(db, intentId, from, 'refunded'))) return;
  try {
    await provider.refund(intentId, { idempotencyKey: `topup-lost-${intentId}` });
  } catch (error) {
    await moveTopup(db, intentId, 'refunded', from);
    throw error;
  }
}

/**
 * The exchange was cancelled (in `trx`): its open top-up intents are closed (and cancelled at the
 * provider after commit), and a paid top-up is owed back by a job.
 */
export async function releaseTopup(trx: Db, provider: PaymentProvider, exchangeId: string): Promise<void> {
  // Only the card's intents can be cancelled at the provider; an unexecuted bKash payment simply lapses.
  for (const { id, provider: by } of await cancelOpenTopups(trx, exchangeId))
    if (by === provider.name) afterCommit(trx, () => provider.cancelIntent(id));
  if (await markTopupRefundOwed(trx, exchangeId))
    await scheduleJob(trx, { kind: SEND_TOPUP_REFUND_JOB, key: exchangeId, payload: { exchangeId } });
}

/** The job: sends the owed top-up refund through the provider it was paid with, idempotent by key, then records it. */
export async function sendTopupRefund(
  db: Db,
  providers: PaymentProvider[],
  exchangeId: string,
): Promise<void> {
  const row = await findOwedTopup(db, exchangeId);
  if (!row) return;
  const provider = providers.find((p) => p.name === row.provider);
  if (!provider)
    throw new Error(`No payment provider '${row.provider}' to refund the top-up of ${exchangeId}`);
  try {
    await provider.refund(row.id, {
      amount: toMinorUnits(Number(row.amount)),
      idempotencyKey: `topup-refund-${row.id}`,
    });
  } catch (error) {
    await recordTopupRefundFailure(db, row.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await inTransaction(db, async (trx) => {
    if (await markTopupRefunded(trx, row.id))
      await publish(trx, { type: 'topup.refunded', exchangeId, amount: Number(row.amount) });
  });
}

/** Whether this provider intent is a top-up (the webhook settles those here). */
export async function isTopupIntent(db: Db, intentId: string): Promise<boolean> {
  return Boolean(await findTopup(db, intentId));
}
