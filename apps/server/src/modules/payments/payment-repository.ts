import type { Db } from '../../db/database.ts';
import { rowsCreatedPerDay } from '../../db/rows-per-day.ts';
import type {
  PaymentIntentStatus,
  PaymentIntentsTable,
  PaymentsTable,
  RefundsTable,
} from '../../db/schema.ts';
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

export function findPaymentByTransaction(db: Db, transactionId: string) {
  return db.selectFrom('payments').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
}

export async function isEventProcessed(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('payment_events').select('id').where('id', '=', id).executeTakeFirst());
}

export async function recordEvent(db: Db, id: string, type: string): Promise<void> {
  await db.insertInto('payment_events').values({ id, type, created_at: nowIso() }).execute();
}

/** The order's payment (an order is paid at most once; the newest if ever more). */
export function findPaymentOfOrder(db: Db, bookingId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function insertRefund(
  trx: Db,
  row: Omit<RefundsTable, 'attempts' | 'last_error'>,
): Promise<void> {
  await trx
    .insertInto('refunds')
    .values({ ...row, attempts: 0, last_error: null })
    .execute();
}

export function findRefundOfOrder(db: Db, bookingId: string): Promise<RefundsTable | undefined> {
  return db.selectFrom('refunds').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
}

/** pending → succeeded, once; false when another run marked it first. */
export async function markRefundSucceeded(trx: Db, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('refunds')
    .set({ status: 'succeeded', last_error: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function noteRefundFailure(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('refunds')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .execute();
}

// Payment figures for the admin's overview; amounts are whole Taka.

export async function paidRevenue(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<string | number | null>('price').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** Payments recorded per UTC day since `sinceIso`; each payment is one paid order. */
export async function paidOrdersPerDay(db: Db, sinceIso: string): Promise<Map<string, number>> {
  return rowsCreatedPerDay(db, 'payments', sinceIso);
}

export interface OutcomeCount {
  kind: 'order' | 'topup' | 'refund';
  provider: string;
  status: string;
  n: number;
}

/** Payments (of orders and of exchange top-ups) and refunds by provider and outcome (metrics). */
export async function countPaymentOutcomes(db: Db): Promise<OutcomeCount[]> {
  const [orders, topups, refunds] = await Promise.all(
    (['payment_intents', 'topup_payments', 'refunds'] as const).map((table) =>
      db
        .selectFrom(table)
        .select(['provider', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['provider', 'status'])
        .execute(),
    ),
  );
  const counted = (kind: OutcomeCount['kind'], rows: typeof orders) =>
    rows.map((row) => ({ kind, provider: row.provider, status: String(row.status), n: Number(row.n) }));
  return [...counted('order', orders!), ...counted('topup', topups!), ...counted('refund', refunds!)];
}
