// All SQL of the System page (decision 283): heartbeats, figures per minute, and the outboxes' backlogs
// (read from the mail and SMS modules' tables).
import type { Db } from '../../db/database.ts';
import type { InstanceSamplesTable, InstancesTable } from '../../db/schema.ts';

export type InstanceRow = InstancesTable;
export type SampleRow = InstanceSamplesTable;

export async function saveHeartbeat(db: Db, row: InstanceRow): Promise<void> {
  await db
    .insertInto('instances')
    .values(row)
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        version: row.version,
        started_at: row.started_at,
        last_seen_at: row.last_seen_at,
        ready: row.ready,
      }),
    )
    .execute();
}

/** Writes each minute's figures (a minute still running is written again, with its figures so far). */
export async function saveSamples(db: Db, rows: SampleRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('instance_samples')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['instance', 'minute']).doUpdateSet({
          requests: row.requests,
          server_errors: row.server_errors,
          p95_ms: row.p95_ms,
          rss_mb: row.rss_mb,
        }),
      )
      .execute();
  }
}

export async function deleteSamplesBefore(db: Db, minute: string): Promise<void> {
  await db.deleteFrom('instance_samples').where('minute', '<', minute).execute();
}

/** Instances heard from since `since`, newest heartbeat first. */
export async function listInstances(db: Db, since: string): Promise<InstanceRow[]> {
  return db
    .selectFrom('instances')
    .selectAll()
    .where('last_seen_at', '>=', since)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

export async function listSamples(db: Db, since: string): Promise<SampleRow[]> {
  return db
    .selectFrom('instance_samples')
    .selectAll()
    .where('minute', '>=', since)
    .orderBy('minute')
    .orderBy('instance')
    .execute();
}

/** Each outbox's waiting (queued or being handed over) and failed messages, each from its partial index. */
export async function countOutboxes(db: Db) {
  const count = async (table: 'email_outbox' | 'sms_outbox') => {
    const [waiting, failed] = await Promise.all([
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', ['queued', 'sending'])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'failed')
        .executeTakeFirstOrThrow(),
    ]);
    return { waiting: Number(waiting.n), failed: Number(failed.n) };
  };
  const [email, sms] = await Promise.all([count('email_outbox'), count('sms_outbox')]);
  return { email, sms };
}
