// After the accept: the top-up, both handovers, both receipts and completion, disputes and the admin's
// resolution. Cancelling releases the books and gives a paid top-up back (payments' job).
import type { Handover } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import type { ExchangeSide, ExchangesTable } from '../../db/schema.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { markBooksExchanged, releaseExchangeBooks } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { openBkashTopup, openTopupIntent, releaseTopup, settleTopup } from '../payments/index.ts';
import { bookIdsOf, bookNameOf, loadExchangeFor, loadPartyExchange } from './exchange-access.ts';
import type { ExchangeDeps } from './exchange-deps.ts';
import { findExchange, insertExchangeEvent, stampSide } from './exchange-repository.ts';
import { checkStep, checkTaker, payerIdOf, wrongStage } from './exchange-states.ts';
import { fieldsOf, transitionExchange } from './transition-exchange.ts';

const other = (side: ExchangeSide): ExchangeSide => (side === 'proposer' ? 'owner' : 'proposer');

/** POST /exchanges/:id/topup-intent: the payer's card payment, for the amount the exchange says. */
export async function startTopup(
  db: Db,
  deps: ExchangeDeps,
  user: AuthUser,
  id: string,
): Promise<{ clientSecret: string; amount: number }> {
  const { exchange: x, side } = await loadPartyExchange(db, user, id, 'Only the payer can pay the top-up');
  checkStep(x, 'topupPaid', { side, userId: user._id });
  const amount = Number(x.topup_amount);
  const clientSecret = await openTopupIntent(db, deps.provider, {
    exchangeId: x.id,
    payerId: user._id,
    email: user.email,
    amount,
  });
  return { clientSecret, amount };
}

/** POST /exchanges/:id/topup: the confirmed intent, verified with the provider, settles the top-up. */
export async function completeTopup(
  db: Db,
  deps: ExchangeDeps,
  user: AuthUser,
  id: string,
  transactionId: string,
  log: Parameters<typeof settleTopup>[4],
): Promise<void> {
  const { exchange: x, side } = await loadPartyExchange(db, user, id, 'Only the payer can pay the top-up');
  checkTaker(x, 'topupPaid', { side, userId: user._id });
  // Settled even when the exchange moved on: a charge that lost its exchange is refunded there (409).
  const outcome = await settleTopup(db, deps.provider, transactionId, x.id, log);
  if (outcome === 'already') throw conflict('ALREADY_PAID', 'This top-up is already paid');
}

/** POST /exchanges/:id/topup-bkash: the payer's bKash payment, for the amount the exchange says (decision 420). */
export async function startBkashTopup(
  db: Db,
  deps: ExchangeDeps,
  user: AuthUser,
  id: string,
): Promise<{ paymentID: string; bkashURL: string }> {
  if (!deps.bkash) throw new AppError('BKASH_UNAVAILABLE', 'bKash is not available right now');
  const { exchange: x, side } = await loadPartyExchange(db, user, id, 'Only the payer can pay the top-up');
  checkStep(x, 'topupPaid', { side, userId: user._id });
  return openBkashTopup(db, deps.bkash, deps.provider, {
    exchangeId: x.id,
    payerId: user._id,
    email: user.email,
    amount: Number(x.topup_amount),
    callbackUrl: deps.bkashCallbackUrl(),
  });
}

/**
 * POST /exchanges/:id/topup-cash: the payer settles the top-up in cash at the handover (decision 420). The
 * exchange goes on at once; nothing is paid online, so the ledger posts nothing and there is nothing to
 * refund if it is cancelled. An open card or bKash attempt is closed.
 */
export async function settleTopupInCash(
  db: Db,
  deps: ExchangeDeps,
  user: AuthUser,
  id: string,
): Promise<void> {
  const { exchange: x, side } = await loadPartyExchange(db, user, id, 'Only the payer can pay the top-up');
  checkStep(x, 'topupInCash', { side, userId: user._id });
  await inTransaction(db, async (trx) => {
    await transitionExchange(
      trx,
      x,
      'topupInCash',
      { role: payerIdOf(x) === x.owner_id ? 'owner' : 'proposer', id: user._id },
      { bookName: await bookNameOf(trx, x), set: { topup_method: 'cash' } },
    );
    await releaseTopup(trx, deps.provider, x.id);
  });
}

/** payments' `topup.paid`, in its transaction: the exchange moves on, or the payment is refused (and refunded). */
export async function onTopupPaid(trx: Db, exchangeId: string, payerId: string): Promise<void> {
  const x = await findExchange(trx, exchangeId);
  if (!x) throw notFound('EXCHANGE_NOT_FOUND', 'Exchange');
  await transitionExchange(
    trx,
    x,
    'topupPaid',
    { role: payerId === x.owner_id ? 'owner' : 'proposer', id: payerId },
    {
      bookName: await bookNameOf(trx, x),
      set: { topup_paid_at: nowIso() },
    },
  );
}

/** The top-up timer: an exchange still waiting for it is cancelled and its books released. */
export async function lapseTopup(trx: Db, deps: ExchangeDeps, exchangeId: string): Promise<void> {
  const x = await findExchange(trx, exchangeId);
  if (x?.status !== 'awaiting_topup') return;
  await cancelExchange(
    trx,
    deps,
    x,
    'topupLapsed',
    { role: 'system', id: null },
    'The top-up was not paid in time',
  );
}

async function cancelExchange(
  trx: Db,
  deps: ExchangeDeps,
  x: ExchangesTable,
  transition: 'topupLapsed' | 'resolveCancel',
  actor: { role: 'system' | 'admin'; id: string | null },
  reason: string,
): Promise<void> {
  const bookIds = (await bookIdsOf(trx, x.id)).sort();
  // The books' rows first (decision 031's lock order), then the exchange.
  await releaseExchangeBooks(trx, bookIds);
  await transitionExchange(trx, x, transition, actor, { bookName: await bookNameOf(trx, x), reason });
  await releaseTopup(trx, deps.provider, x.id);
}

async function completeExchange(
  trx: Db,
  x: ExchangesTable,
  transition: 'complete' | 'resolveComplete',
  actor: { role: 'system' | 'admin'; id: string | null },
): Promise<void> {
  const bookIds = (await bookIdsOf(trx, x.id)).sort();
  await markBooksExchanged(trx, bookIds);
  const done = await transitionExchange(trx, x, transition, actor, { bookName: await bookNameOf(trx, x) });
  if (done.topup_paid_at !== null)
    await insertExchangeEvent(trx, {
      exchangeId: x.id,
      type: 'topup_settled',
      from: 'completed',
      to: 'completed',
      actorRole: 'system',
      actorId: null,
      data: { amount: Number(x.topup_amount) },
    });
}

/** POST /exchanges/:id/handover: this side's books are on their way (courier with tracking, or meet-up). */
export async function handOverSide(db: Db, user: AuthUser, id: string, handover: Handover): Promise<void> {
  const { exchange: x, side } = await loadPartyExchange(db, user, id, 'Only the two parties hand books over');
  if (x.status !== 'accepted')
    throw conflict('WRONG_STAGE', wrongStage(x.status, 'handed over'), { stage: x.status, step: 'handOver' });
  if (x[`${side}_handed_over_at`] !== null)
    throw conflict('ALREADY_HANDED_OVER', 'You have already marked your books handed over');
  await inTransaction(db, async (trx) => {
    if (
      !(await stampSide(trx, x.id, `${side}_handed_over_at`, 'accepted', {
        handover: { side, json: JSON.stringify(handover) },
      }))
    ) {
      const now = await findExchange(trx, x.id);
      throw now?.status === 'accepted'
        ? conflict('ALREADY_HANDED_OVER', 'You have already marked your books handed over')
        : conflict('WRONG_STAGE', wrongStage(now!.status, 'handed over'), {
            stage: now!.status,
            step: 'handOver',
          });
    }
    await insertExchangeEvent(trx, {
      exchangeId: x.id,
      type: 'handed_over',
      from: 'accepted',
      to: 'accepted',
      actorRole: side,
      actorId: user._id,
      data: { handover },
    });
    await publish(trx, {
      type: 'exchange.handed_over',
      ...fieldsOf(x, await bookNameOf(trx, x), { role: side, id: user._id }),
    });
  });
}

/** POST /exchanges/:id/received: this side has the other's books; when both have, the exchange completes. */
export async function confirmSideReceived(db: Db, user: AuthUser, id: string): Promise<void> {
  const { exchange: x, side } = await loadPartyExchange(db, user, id, 'Only the two parties confirm receipt');
  if (x.status !== 'accepted')
    throw conflict('WRONG_STAGE', wrongStage(x.status, 'confirmed as received'), {
      stage: x.status,
      step: 'received',
    });
  if (x[`${other(side)}_handed_over_at`] === null)
    throw conflict('NOT_HANDED_OVER', 'The other side has not handed their books over yet');
  if (x[`${side}_received_at`] !== null)
    throw conflict('ALREADY_RECEIVED', 'You have already confirmed receipt');
  await inTransaction(db, async (trx) => {
    if (
      !(await stampSide(trx, x.id, `${side}_received_at`, 'accepted', { requireHandedOver: other(side) }))
    ) {
      const now = await findExchange(trx, x.id);
      throw now?.status === 'accepted'
        ? conflict('ALREADY_RECEIVED', 'You have already confirmed receipt')
        : conflict('WRONG_STAGE', wrongStage(now!.status, 'confirmed as received'), {
            stage: now!.status,
            step: 'received',
          });
    }
    await insertExchangeEvent(trx, {
      exchangeId: x.id,
      type: 'received',
      from: 'accepted',
      to: 'accepted',
      actorRole: side,
      actorId: user._id,
    });
    const now = (await findExchange(trx, x.id))!;
    if (now.proposer_received_at !== null && now.owner_received_at !== null)
      await completeExchange(trx, now, 'complete', { role: 'system', id: null });
  });
}

/** POST /exchanges/:id/dispute: either side, after the accept and before completion, with a reason. */
export async function disputeExchange(db: Db, user: AuthUser, id: string, reason: string): Promise<void> {
  const { exchange: x, side } = await loadPartyExchange(
    db,
    user,
    id,
    'Only the two parties can open a dispute',
  );
  checkStep(x, 'dispute', { side, userId: user._id });
  await inTransaction(db, async (trx) =>
    transitionExchange(
      trx,
      x,
      'dispute',
      { role: side, id: user._id },
      { bookName: await bookNameOf(trx, x), reason },
    ),
  );
}

/** POST /admin/exchanges/:id/resolve: the admin completes or cancels a disputed exchange. */
export async function resolveExchange(
  db: Db,
  deps: ExchangeDeps,
  admin: AuthUser,
  id: string,
  outcome: 'complete' | 'cancel',
): Promise<void> {
  const { exchange: x, viewer } = await loadExchangeFor(db, admin, id);
  checkStep(x, 'resolveComplete', { side: viewer, userId: admin._id }, 'resolved');
  await inTransaction(db, async (trx) => {
    const actor = { role: 'admin' as const, id: admin._id };
    if (outcome === 'complete') await completeExchange(trx, x, 'resolveComplete', actor);
    else await cancelExchange(trx, deps, x, 'resolveCancel', actor, 'Cancelled by the admin after a dispute');
  });
}
