import { sql, type Kysely } from 'kysely';

// What /metrics asks on every scrape (decision 280), answered from small partial indexes instead of
// reading every finished job and every sent email: the failed jobs, and each outbox's backlog.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('jobs_failed_idx')
    .on('jobs')
    .column('updated_at')
    .where(sql.ref('status'), '=', 'failed')
    .execute();
  for (const table of ['email_outbox', 'sms_outbox']) {
    await db.schema
      .createIndex(`${table}_backlog_idx`)
      .on(table)
      .column('created_at')
      .where(sql.ref('status'), 'in', sql`('queued', 'sending')`)
      .execute();
  }
}
