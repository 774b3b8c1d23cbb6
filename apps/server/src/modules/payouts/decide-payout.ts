// The admin's decisions on a requested payout (decision 300): approve a bKash payout (it is sent by the
// jobs runner, send-bkash-payout.ts), mark it paid with the bank's reference (in
// flight → paid out), or reject it with a reason (in flight → back to available). Each is one conditional
// update plus its ledger posting in one transaction: of two racing decisions one wins, the other is a 409.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { postPayoutPaid, postPayoutReturned } from '../ledger/index.ts';
import { findPayout, transitionPayout } from './payout-repository.ts';
import { startSending } from './send-bkash-payout.ts';

const notWaiting = () => new AppError('PAYOUT_DECIDED', 'This payout is no longer waiting for a decision');

export async function markPayoutPaid(db: Db, adminId: string, id: string, reference: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const payout = await findPayout(trx, id);
    if (!payout) throw notFound('PAYOUT_NOT_FOUND', 'Payout');
    if (!(await transitionPayout(trx, id, ['requested'], 'paid', { reference, decidedBy: adminId })))
      throw notWaiting();
    await postPayoutPaid(trx, { payoutId: id, sellerId: payout.seller_id, amount: payout.amount });
  });
}

export async function rejectPayout(db: Db, adminId: string, id: string, reason: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const payout = await findPayout(trx, id);
    if (!payout) throw notFound('PAYOUT_NOT_FOUND', 'Payout');
    if (!(await transitionPayout(trx, id, ['requested'], 'rejected', { reason, decidedBy: adminId })))
      throw notWaiting();
    await postPayoutReturned(trx, {
      payoutId: id,
      sellerId: payout.seller_id,
      amount: payout.amount,
      reason,
    });
  });
}

export async function approvePayout(db: Db, adminId: string, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const payout = await findPayout(trx, id);
    if (!payout) throw notFound('PAYOUT_NOT_FOUND', 'Payout');
    if (payout.method_kind !== 'bkash')
      throw new AppError(
        'PAYOUT_BY_HAND',
        'A bank payout is paid outside BoiBazar: mark it paid or reject it',
      );
    if (!(await startSending(trx, id, adminId))) throw notWaiting();
  });
}
