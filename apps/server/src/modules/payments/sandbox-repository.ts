// The sandbox processor's tables (PAYMENTS=sandbox): its PaymentIntents and refunds, so the whole payment
// flow works offline. Never used in production.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SandboxIntentsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';

export function findSandboxIntent(db: Db, id: string) {
  return db.selectFrom('sandbox_intents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSandboxIntent(db: Db, row: SandboxIntentsTable): Promise<void> {
  await db.insertInto('sandbox_intents').values(row).execute();
}

/** Moves an intent on from `from`; false when it was no longer there (someone else moved it first). */
export async function moveSandboxIntent(
  db: Db,
  id: string,
  from: SandboxIntentsTable['status'],
  to: SandboxIntentsTable['status'],
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_intents')
    .set({ status: to, updated_at: nowIso(), ...(to === 'succeeded' && { last_error: null }) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function noteSandboxDecline(db: Db, id: string, message: string): Promise<void> {
  await db
    .updateTable('sandbox_intents')
    .set({ last_error: message, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function hasSandboxRefund(db: Db, idempotencyKey: string): Promise<boolean> {
  const seen = await db
    .selectFrom('sandbox_refunds')
    .select('idempotency_key')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return Boolean(seen);
}

/** Adds `amount` to a succeeded intent's refunds; false when that would refund more than was charged. */
export async function addSandboxRefund(trx: Db, id: string, amount: number): Promise<boolean> {
  const result = await trx
    .updateTable('sandbox_intents')
    .set({ refunded: 1, refunded_amount: sql`refunded_amount + ${amount}`, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'succeeded')
    .where(sql<boolean>`refunded_amount + ${amount} <= amount`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordSandboxRefund(trx: Db, idempotencyKey: string, intentId: string, amount: number) {
  await trx
    .insertInto('sandbox_refunds')
    .values({ idempotency_key: idempotencyKey, intent_id: intentId, amount, created_at: nowIso() })
    .execute();
}
