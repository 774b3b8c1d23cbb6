// Adding and removing a payout method (decision 300). Adding needs the member's password; both email the
// member in the same transaction; a new method waits PAYOUT_METHOD_COOLDOWN before it can be paid to.
import type { NewPayoutMethod } from '@boibazar/shared/payouts';
import { normalisePhone } from '@boibazar/shared/phone';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { confirmPassword } from '../identity/index.ts';
import { queuePayoutMethodEmail } from './payout-method-email.ts';
import {
  chooseDefaultMethod,
  findOwnMethod,
  insertMethod,
  removeMethod,
  type MethodRow,
} from './payout-repository.ts';
import { clock } from '../../lib/clock.ts';

export async function addPayoutMethod(
  db: Db,
  userId: string,
  input: NewPayoutMethod,
  cooldownMs: number,
): Promise<MethodRow> {
  await confirmPassword(db, userId, input.password);
  const now = clock.nowMs();
  const row: MethodRow = {
    id: newId(),
    user_id: userId,
    kind: input.kind,
    account_number: input.kind === 'bkash' ? normalisePhone(input.wallet)! : input.accountNumber,
    account_name: input.kind === 'bank' ? input.accountName : null,
    bank_name: input.kind === 'bank' ? input.bankName : null,
    branch: input.kind === 'bank' ? input.branch : null,
    usable_from: new Date(now + cooldownMs).toISOString(),
    created_at: new Date(now).toISOString(),
    removed_at: null,
    is_default: 0,
  };
  await inTransaction(db, async (trx) => {
    await insertMethod(trx, row);
    await queuePayoutMethodEmail(trx, userId, 'added', row);
  });
  return row;
}

export async function removePayoutMethod(db: Db, userId: string, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const method = await findOwnMethod(trx, userId, id);
    if (!method || !(await removeMethod(trx, userId, id)))
      throw notFound('PAYOUT_METHOD_NOT_FOUND', 'Payout method');
    await queuePayoutMethodEmail(trx, userId, 'removed', { ...method, removed_at: nowIso() });
  });
}

/** The member's default method from now on (scheduled payouts use it while it is live and past its cool-down). */
export async function choosePayoutDefault(db: Db, userId: string, id: string): Promise<MethodRow> {
  return inTransaction(db, async (trx) => {
    if (!(await chooseDefaultMethod(trx, userId, id)))
      throw notFound('PAYOUT_METHOD_NOT_FOUND', 'Payout method');
    return (await findOwnMethod(trx, userId, id))!;
  });
}
