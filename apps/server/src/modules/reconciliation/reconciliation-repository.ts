// The reconciliation's queries (decision 360): BoiBazar's own records of money (payments, refunds,
// top-ups, payouts: read here, owned by payments and payouts) and the runs this module stores.
import type { Db } from '../../db/database.ts';
import type { ReconciliationRunsTable } from '../../db/schema.ts';
import { newestFirst, type Page } from '../../lib/pagination.ts';

/** Payments of orders paid through the ledger (their fee is set), cash on delivery aside. */
export async function ledgerOrderPayments(db: Db) {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .select([
      'payments.booking_id',
      'payments.price',
      'payments.provider',
      'payments.transaction_id',
      'payments.created_at',
    ])
    .where('bookings.platform_fee', 'is not', null)
    .where('payments.provider', '<>', 'cod')
    .execute();
  return rows.map((r) => ({
    orderId: r.booking_id,
    amount: Number(r.price),
    provider: r.provider,
    intentId: r.transaction_id,
    at: r.created_at,
  }));
}

/** Every order id with a payment row (any provider), to tell a posting without its payment. */
export async function paidOrderIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('payments').select('booking_id').execute();
  return new Set(rows.map((r) => r.booking_id));
}

/** Refunds owed on orders paid through the ledger. */
export async function ledgerOrderRefunds(db: Db) {
  const rows = await db
    .selectFrom('refunds')
    .innerJoin('bookings', 'bookings.id', 'refunds.booking_id')
    .select(['refunds.booking_id', 'refunds.amount'])
    .where('bookings.platform_fee', 'is not', null)
    .execute();
  return rows.map((r) => ({ orderId: r.booking_id, amount: Number(r.amount) }));
}

/**
 * Refunds of orders sent to their provider (succeeded) since `since`, one line per payment: what BoiBazar
 * gave back of it, to ask the provider about (decision 441).
 */
export async function sentRefunds(db: Db, since: string) {
  const rows = await db
    .selectFrom('refunds')
    .select((eb) => [
      'booking_id',
      'intent_id',
      'provider',
      eb.fn.sum<number | string>('amount').as('amount'),
      eb.fn.max('updated_at').as('at'),
    ])
    .where('status', '=', 'succeeded')
    .where('provider', '<>', 'cod')
    .groupBy(['booking_id', 'intent_id', 'provider'])
    .having((eb) => eb.fn.max('updated_at'), '>=', since)
    .execute();
  return rows.map((r) => ({
    orderId: r.booking_id,
    intentId: r.intent_id,
    provider: r.provider,
    amount: Number(r.amount),
  }));
}

/**
 * Top-ups given back through their provider since `since` (decision 445): a cancelled exchange's paid
 * top-up refunded by the job (`refund_status = 'succeeded'`), or a charge that lost its exchange and was
 * refunded whole (`status = 'refunded'`). Each is the whole top-up, on its own intent.
 */
export async function sentTopupRefunds(db: Db, since: string) {
  const rows = await db
    .selectFrom('topup_payments')
    .select(['id', 'exchange_id', 'provider', 'amount'])
    .where((eb) => eb.or([eb('refund_status', '=', 'succeeded'), eb('status', '=', 'refunded')]))
    .where('updated_at', '>=', since)
    .execute();
  return rows.map((r) => ({
    subject: `exchange:${r.exchange_id}`,
    intentId: r.id,
    provider: r.provider,
    amount: Number(r.amount),
  }));
}

/** Top-ups that were paid (and perhaps refunded since), created at or after `since`. */
export async function paidTopups(db: Db, since: string) {
  const rows = await db
    .selectFrom('topup_payments')
    .select(['exchange_id', 'amount'])
    // A paid top-up stays `succeeded` when refunded later; `refunded` is a charge that lost the race (the
    // exchange had moved on), refunded whole at once and never posted, like an order's lost charge.
    .where('status', '=', 'succeeded')
    .where('created_at', '>=', since)
    .execute();
  return rows.map((r) => ({ exchangeId: r.exchange_id, amount: Number(r.amount) }));
}

/** Every payout with its method's kind. */
export async function allPayouts(db: Db) {
  const rows = await db
    .selectFrom('payouts')
    .innerJoin('payout_methods', 'payout_methods.id', 'payouts.method_id')
    .select([
      'payouts.id',
      'payouts.amount',
      'payouts.status',
      'payouts.reference',
      'payouts.created_at',
      'payout_methods.kind',
    ])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    amount: Number(r.amount),
    status: r.status,
    reference: r.reference,
    at: r.created_at,
    methodKind: r.kind,
  }));
}

export async function adminIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'Admin')
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

export async function insertRun(db: Db, row: ReconciliationRunsTable): Promise<void> {
  await db.insertInto('reconciliation_runs').values(row).execute();
}

export function listRuns(db: Db, page: Page): Promise<ReconciliationRunsTable[]> {
  return newestFirst(
    db.selectFrom('reconciliation_runs').selectAll(),
    { key: 'started_at', id: 'id' },
    page,
  ).execute();
}

export function lastRun(db: Db): Promise<ReconciliationRunsTable | undefined> {
  return db
    .selectFrom('reconciliation_runs')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
