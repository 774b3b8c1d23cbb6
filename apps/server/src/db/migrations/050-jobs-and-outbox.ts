import { sql, type Kysely } from 'kysely';

// The durable jobs/timers table (docs/decisions/050-jobs-runner.md) and the email outbox
// (docs/decisions/052-email-outbox.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'running', 'done', 'failed', 'cancelled')`),
    )
    // When a pending job is due; while running, when its lease ends (so one condition finds both).
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_token', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // Scheduling the same timer twice is harmless: one row per (kind, key); rows without a key never clash.
  await db.schema
    .createIndex('jobs_kind_key_unique')
    .on('jobs')
    .columns(['kind', 'dedupe_key'])
    .unique()
    .execute();
  // The poller's question: which pending or lease-expired jobs are due?
  await db.schema
    .createIndex('jobs_due_idx')
    .on('jobs')
    .columns(['run_at'])
    .where(sql.ref('status'), 'in', sql`('pending', 'running')`)
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_outbox_created_idx')
    .on('email_outbox')
    .columns(['created_at', 'id'])
    .execute();
}
