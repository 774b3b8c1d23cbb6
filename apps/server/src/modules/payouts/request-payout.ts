// A seller asks for their available money (decision 300): from PAYOUT_MIN_TAKA up to the available
// balance, to a method of theirs past its cool-down, one open payout at a time. The insert is the race's
// only judge (a partial unique index: of 50 concurrent requests one row goes in); the balance is read and
// the money moved to "in flight" in that same transaction, so a refusal leaves nothing behind. Without
// PAYOUTS_NEED_APPROVAL a bKash payout starts sending in that transaction too.
import type { NewPayout } from '@boibazar/shared/payouts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { availableBalance, postPayoutRequested } from '../ledger/index.ts';
import { findOwnMethod, insertOpenPayout } from './payout-repository.ts';
import { startSending } from './send-bkash-payout.ts';
import { clock } from '../../lib/clock.ts';

export async function requestPayout(
  db: Db,
  sellerId: string,
  input: NewPayout,
  settings: { minTaka: number; needApproval: boolean },
): Promise<string> {
  if (input.amount < settings.minTaka)
    throw new AppError('PAYOUT_BELOW_MINIMUM', `Payouts start at ${settings.minTaka} Taka`);
  const method = await findOwnMethod(db, sellerId, input.methodId);
  if (!method)
    throw new AppError('PAYOUT_METHOD_NOT_FOUND', 'This payout method is not yours or was removed');
  if (Date.parse(method.usable_from) > clock.nowMs())
    throw new AppError(
      'PAYOUT_METHOD_COOLING_DOWN',
      'A new payout method can be paid to only after its waiting time; try again later',
      { usableFrom: method.usable_from },
    );
  const id = newId();
  await inTransaction(db, async (trx) => {
    const won = await insertOpenPayout(trx, {
      id,
      seller_id: sellerId,
      method_id: method.id,
      amount: input.amount,
    });
    if (!won)
      throw new AppError(
        'PAYOUT_IN_PROGRESS',
        'You already have a payout in progress; wait until it is paid or returned',
      );
    if ((await availableBalance(trx, sellerId)) < input.amount)
      throw new AppError('INSUFFICIENT_BALANCE', 'This amount is more than your available balance');
    await postPayoutRequested(trx, { payoutId: id, sellerId, amount: input.amount });
    if (method.kind === 'bkash' && !settings.needApproval) await startSending(trx, id);
  });
  return id;
}
