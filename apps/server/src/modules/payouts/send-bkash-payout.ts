// Sending a bKash payout (decision 300), a job of the jobs runner: the call is made at most once. Before
// it, `sent_at` is set and committed; a run that finds it set (the call timed out, or the process died
// between the call and its answer) asks bKash for the payout's status by its invoice number (the payout's
// id) instead. An answer settles the payout: paid (in flight → paid out) or failed (back to available,
// with bKash's reason). No answer leaves it sending and the job retries, asking again.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { postPayoutPaid, postPayoutReturned } from '../ledger/index.ts';
import type { BkashPayouts, PayoutOutcome } from '../payments/index.ts';
import { findPayout, markSent, transitionPayout, type PayoutRow } from './payout-repository.ts';

export const SEND_BKASH_PAYOUT_JOB = 'payouts.send-bkash';

/** Moves a requested bKash payout to sending and schedules its job, in the caller's transaction. */
export async function startSending(trx: Db, payoutId: string, decidedBy?: string): Promise<boolean> {
  if (!(await transitionPayout(trx, payoutId, ['requested'], 'sending', { decidedBy }))) return false;
  await scheduleJob(trx, { kind: SEND_BKASH_PAYOUT_JOB, key: payoutId, payload: { payoutId } });
  return true;
}

async function settle(db: Db, payout: PayoutRow, outcome: Exclude<PayoutOutcome, { outcome: 'unknown' }>) {
  const money = { payoutId: payout.id, sellerId: payout.seller_id, amount: payout.amount };
  await inTransaction(db, async (trx) => {
    if (outcome.outcome === 'paid') {
      if (await transitionPayout(trx, payout.id, ['sending'], 'paid', { reference: outcome.trxId }))
        await postPayoutPaid(trx, money);
    } else if (await transitionPayout(trx, payout.id, ['sending'], 'failed', { reason: outcome.reason })) {
      await postPayoutReturned(trx, { ...money, reason: outcome.reason });
    }
  });
}

export async function sendBkashPayout(db: Db, bkash: BkashPayouts | null, payoutId: string): Promise<void> {
  const payout = await findPayout(db, payoutId);
  if (!payout || payout.status !== 'sending') return;
  if (!bkash) throw new Error(`bKash is off: payout ${payoutId} waits until it is configured`);
  const outcome = (await markSent(db, payoutId))
    ? await bkash.send({
        invoice: payout.id,
        amountTaka: payout.amount,
        wallet: payout.method_account_number,
      })
    : await bkash.status(payout.id);
  if (outcome.outcome === 'unknown')
    throw new Error(
      `bKash payout ${payoutId} is not settled yet (${outcome.reason}); its status will be asked`,
    );
  await settle(db, payout, outcome);
}
