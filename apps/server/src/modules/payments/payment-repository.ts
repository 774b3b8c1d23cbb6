import type { Db } from '../../db/database.ts';
import type { PaymentIntentStatus, PaymentIntentsTable, PaymentsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';

export function findPaymentIntent(db: Db, id: string): Promise<PaymentIntentsTable | undefined> {
  return db.selectFrom('payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOpenIntentOfOrder(db: Db, bookingId: string) {
  return db
    .selectFrom('payment_intents')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export async function insertPaymentIntent(
  db: Db,
  row: Omit<PaymentIntentsTable, 'status' | 'created_at' | 'updated_at'>,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('payment_intents')
    .values({ ...row, status: 'open', created_at: now, updated_at: now })
    .execute();
}

/** Moves an intent on from `from`, conditionally; false when it was not in that state. */
export async function moveIntent(
  db: Db,
  id: string,
  from: PaymentIntentStatus,
  to: PaymentIntentStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_intents')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes the open intents of the given orders; returns their ids so the provider can cancel them too. */
export async function cancelOpenIntentsOf(trx: Db, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await trx
    .updateTable('payment_intents')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('booking_id', 'in', bookingIds)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function insertPayment(trx: Db, row: PaymentsTable): Promise<void> {
  await trx.insertInto('payments').values(row).execute();
}

export function findPaymentOfOrder(db: Db, bookingId: string) {
  return db
    .selectFrom('payments')
    .select(['price', 'provider', 'transaction_id', 'created_at'])
    .where('booking_id', '=', bookingId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export function findPaymentByTransaction(db: Db, transactionId: string) {
  return db.selectFrom('payments').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
}

export async function isEventProcessed(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('payment_events').select('id').where('id', '=', id).executeTakeFirst());
}

export async function recordEvent(db: Db, id: string, type: string): Promise<void> {
  await db.insertInto('payment_events').values({ id, type, created_at: nowIso() }).execute();
}
