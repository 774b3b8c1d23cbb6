import type { Kysely } from 'kysely';

// The daily reconciliation (decision 360): one row per run with what it compared and every mismatch it
// found (JSON), kept for the admin's ledger and System pages.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reconciliation_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    // 'schedule' (RECONCILE_SCHEDULE) or 'admin' (run now).
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull())
    .addColumn('mismatch_count', 'integer', (c) => c.notNull())
    // JSON array of {check, subject, expected, found, detail}.
    .addColumn('mismatches', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reconciliation_runs_started_idx')
    .on('reconciliation_runs')
    .columns(['started_at', 'id'])
    .execute();
}
