// The `topup_payments` table: one row per card payment of an exchange's top-up (decision 141).
import type { Db } from '../../db/database.ts';
import type { TopupPaymentsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';

export const findTopup = (db: Db, id: string) =>
  db.selectFrom('topup_payments').selectAll().where('id', '=', id).executeTakeFirst();

export const findOpenTopup = (db: Db, exchangeId: string) =>
  db
    .selectFrom('topup_payments')
    .selectAll()
    .where('exchange_id', '=', exchangeId)
    .where('status', '=', 'open')
    .executeTakeFirst();

/** The exchange's paid (or refunded) top-up, if any: what the exchange's answers show. */
export function findPaidTopup(db: Db, exchangeId: string) {
  return db
    .selectFrom('topup_payments')
    .selectAll()
    .where('exchange_id', '=', exchangeId)
    .where('status', 'in', ['succeeded', 'refunded'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The paid top-up whose refund is owed (refund_status 'pending'). */
export function findOwedTopup(db: Db, exchangeId: string) {
  return db
    .selectFrom('topup_payments')
    .selectAll()
    .where('exchange_id', '=', exchangeId)
    .where('status', '=', 'succeeded')
    .where('refund_status', '=', 'pending')
    .executeTakeFirst();
}

export async function insertTopup(
  db: Db,
  topup: { id: string; exchangeId: string; payerId: string; provider: string; amount: number },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('topup_payments')
    .values({
      id: topup.id,
      exchange_id: topup.exchangeId,
      payer_id: topup.payerId,
      provider: topup.provider,
      amount: topup.amount,
      status: 'open',
      refund_status: null,
      refund_last_error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** A conditional move between states; false when the row was not in `from`. */
export async function moveTopup(
  db: Db,
  id: string,
  from: TopupPaymentsTable['status'],
  to: TopupPaymentsTable['status'],
): Promise<boolean> {
  const result = await db
    .updateTable('topup_payments')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A no-op conditional update that takes an open top-up's row lock; false when it is no longer open. */
export async function holdOpenTopup(trx: Db, id: string): Promise<boolean> {
  const held = await trx
    .updateTable('topup_payments')
    .set({ status: 'open' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(held.numUpdatedRows) === 1;
}

/** Closes the exchange's open top-ups; answers their ids. */
export async function cancelOpenTopups(
  trx: Db,
  exchangeId: string,
): Promise<{ id: string; provider: string }[]> {
  const closed = await trx
    .updateTable('topup_payments')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('exchange_id', '=', exchangeId)
    .where('status', '=', 'open')
    .returning(['id', 'provider'])
    .execute();
  return closed;
}

/** Marks the exchange's paid top-up as owed back; answers whether there was one. */
export async function markTopupRefundOwed(trx: Db, exchangeId: string): Promise<boolean> {
  const owed = await trx
    .updateTable('topup_payments')
    .set({ refund_status: 'pending', updated_at: nowIso() })
    .where('exchange_id', '=', exchangeId)
    .where('status', '=', 'succeeded')
    .where('refund_status', 'is', null)
    .returning('id')
    .execute();
  return owed.length > 0;
}

export async function recordTopupRefundFailure(db: Db, id: string, message: string): Promise<void> {
  await db
    .updateTable('topup_payments')
    .set((eb) => ({
      refund_attempts: eb('refund_attempts', '+', 1),
      refund_last_error: message.slice(0, 500),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .execute();
}

/** The owed refund was sent; false when another run recorded it first. */
export async function markTopupRefunded(trx: Db, id: string): Promise<boolean> {
  const done = await trx
    .updateTable('topup_payments')
    .set({ refund_status: 'succeeded', refund_last_error: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('refund_status', '=', 'pending')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}
