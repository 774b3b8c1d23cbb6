import { sql, type Kysely } from 'kysely';

// The admin's System page (decision 283): each instance writes a heartbeat (who it is, when it started,
// whether it is ready) and one row of figures per minute (requests, server errors, p95 latency, memory),
// kept for a day.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instances')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('ready', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('instance_samples')
    .addColumn('instance', 'text', (c) => c.notNull())
    // The minute's start, ISO (2026-11-26T15:04:00.000Z).
    .addColumn('minute', 'text', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addColumn('server_errors', 'integer', (c) => c.notNull())
    .addColumn('p95_ms', 'integer', (c) => c.notNull())
    .addColumn('rss_mb', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('instance_samples_pk', ['instance', 'minute'])
    .execute();
  await db.schema
    .createIndex('instance_samples_minute_idx')
    .on('instance_samples')
    .column('minute')
    .execute();
  // The outboxes' failed messages, counted on the page (their backlog has its index since migration 290).
  for (const table of ['email_outbox', 'sms_outbox']) {
    await db.schema
      .createIndex(`${table}_failed_idx`)
      .on(table)
      .column('created_at')
      .where(sql.ref('status'), '=', 'failed')
      .execute();
  }
}
