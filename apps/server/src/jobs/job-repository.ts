// All SQL of the jobs table (docs/decisions/050-jobs-runner.md).
import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database.ts';
import type { JobsTable } from '../db/schema.ts';
import { compiledOnce } from '../lib/compiled-once.ts';
import { newId, nowIso } from '../lib/ids.ts';
import { newestFirst, type Page } from '../lib/pagination.ts';

export type JobRow = JobsTable;

export interface NewJob {
  kind: string;
  key: string | null;
  payload: unknown;
  runAt: string;
  maxAttempts: number;
}

const newRow = (job: NewJob, now: string): JobRow => ({
  id: newId(),
  kind: job.kind,
  dedupe_key: job.key,
  payload: JSON.stringify(job.payload ?? null),
  status: 'pending',
  run_at: job.runAt,
  attempts: 0,
  max_attempts: job.maxAttempts,
  lease_token: null,
  locked_by: null,
  locked_until: null,
  last_error: null,
  created_at: now,
  updated_at: now,
  finished_at: null,
});

/** Inserts these jobs in one statement, each unless one with its (kind, key) exists (decision 503). */
export async function insertJobs(db: Db, jobs: NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('jobs')
    .values(jobs.map((job) => newRow(job, now)))
    .onConflict((oc) => oc.columns(['kind', 'dedupe_key']).doNothing())
    .execute();
}

/** Inserts the job unless one with the same (kind, key) exists; either way returns its id. */
export async function insertJob(db: Db, job: NewJob): Promise<{ id: string; created: boolean }> {
  const [inserted] = (await db.executeQuery<{ id: string }>(insertJobQuery(db, null, newRow(job, nowIso()))))
    .rows;
  if (inserted) return { id: inserted.id, created: true };
  const existing = await findJobByKey(db, job.kind, job.key!);
  return { id: existing!.id, created: false };
}

/** insertJob's statement, built once per database (lib/compiled-once.ts): every booking's outbox row runs it. */
const insertJobQuery = compiledOnce((db: Db, _shape: null, row: JobRow) =>
  db
    .insertInto('jobs')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'dedupe_key']).doNothing())
    .returning('id'),
);

export async function findJobByKey(db: Db, kind: string, key: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where('dedupe_key', '=', key)
    .executeTakeFirst();
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function cancelPendingJob(db: Db, where: { kind: string; key: string } | { id: string }) {
  const now = nowIso();
  let query = db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: now, updated_at: now })
    .where('status', '=', 'pending');
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where('kind', '=', where.kind).where('dedupe_key', '=', where.key);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Re-arms the keyed job (any state but running) to run at `runAt`; false when none is re-armable. */
export async function rearmJob(
  db: Db,
  job: { kind: string; key: string; runAt: string; payload?: unknown },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'pending',
      run_at: job.runAt,
      attempts: 0,
      last_error: null,
      lease_token: null,
      locked_by: null,
      locked_until: null,
      finished_at: null,
      updated_at: nowIso(),
      ...(job.payload === undefined ? {} : { payload: JSON.stringify(job.payload) }),
    })
    .where('kind', '=', job.kind)
    .where('dedupe_key', '=', job.key)
    .where('status', '!=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Claims the most overdue jobs of the given kinds (or, of those, the ones with these ids) that are pending
 * and due, or running with an expired lease, `limit` at most, all under one lease: one conditional UPDATE,
 * so two instances never claim the same job. PostgreSQL skips rows another instance is claiming (FOR
 * UPDATE SKIP LOCKED); SQLite has one writer at a time.
 */
export async function claimDueJobs(
  db: Db,
  dialect: Dialect,
  claim: {
    kinds: string[];
    now: string;
    leaseUntil: string;
    lease: string;
    owner: string;
    ids?: string[];
    limit: number;
  },
): Promise<JobRow[]> {
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where('status', 'in', ['pending', 'running'])
    .where('run_at', '<=', claim.now)
    .where('kind', 'in', claim.kinds)
    .orderBy('run_at')
    .limit(claim.limit);
  // Named jobs (runNow): claimed only if they are due and nobody holds them.
  if (claim.ids !== undefined) due = due.where('id', 'in', claim.ids);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      attempts: sql<number>`attempts + 1`,
      lease_token: claim.lease,
      locked_by: claim.owner,
      locked_until: claim.leaseUntil,
      run_at: claim.leaseUntil,
      updated_at: claim.now,
    })
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** Marks these jobs done if this lease still holds them; answers how many it marked. */
export async function completeJobs(db: Db, ids: string[], lease: string): Promise<number> {
  const now = nowIso();
  const result = await db
    .updateTable('jobs')
    .set({ status: 'done', lease_token: null, locked_until: null, finished_at: now, updated_at: now })
    .where('id', 'in', ids)
    .where('lease_token', '=', lease)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records a failed attempt: back to pending at `retryAt`, or failed for good when `retryAt` is null. */
export async function failJob(
  db: Db,
  id: string,
  lease: string,
  failure: { error: string; retryAt: string | null },
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('jobs')
    .set({
      status: failure.retryAt ? 'pending' : 'failed',
      run_at: failure.retryAt ?? now,
      last_error: failure.error.slice(0, 2000),
      lease_token: null,
      locked_until: null,
      finished_at: failure.retryAt ? null : now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('lease_token', '=', lease)
    .where('status', '=', 'running')
    .execute();
}

export interface JobStates {
  /** Pending and due: waiting for a runner. */
  waiting: number;
  /** Pending timers not due yet. */
  scheduled: number;
  running: number;
  failed: number;
  /** When the longest-waiting due job fell due; null when none waits. */
  oldestDueAt: string | null;
}

/** How many jobs are in each live state (the partial due index) and how many failed (metrics). */
export async function countJobStates(db: Db, now: string): Promise<JobStates> {
  const live = await db
    .selectFrom('jobs')
    .select([
      sql<number>`sum(case when status = 'pending' and run_at <= ${now} then 1 else 0 end)`.as('waiting'),
      sql<number>`sum(case when status = 'pending' and run_at > ${now} then 1 else 0 end)`.as('scheduled'),
      sql<number>`sum(case when status = 'running' then 1 else 0 end)`.as('running'),
      sql<string | null>`min(case when status = 'pending' and run_at <= ${now} then run_at end)`.as('oldest'),
    ])
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirstOrThrow();
  const failed = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  return {
    waiting: Number(live.waiting ?? 0),
    scheduled: Number(live.scheduled ?? 0),
    running: Number(live.running ?? 0),
    failed: Number(failed.n),
    oldestDueAt: live.oldest,
  };
}

/** A page of jobs in `status`, the most recently changed first (the admin's System page). */
export async function listJobsByStatus(
  db: Db,
  status: 'failed' | 'pending' | 'running',
  page: Page,
): Promise<JobRow[]> {
  return newestFirst(
    db.selectFrom('jobs').selectAll().where('status', '=', status),
    { key: 'updated_at', id: 'id' },
    page,
  ).execute();
}

/** A failed job runs again from its first attempt, now; false when it is not (or no longer) failed. */
export async function retryFailedJob(db: Db, id: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('jobs')
    .set({ status: 'pending', attempts: 0, run_at: now, finished_at: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A failed job is given up (cancelled, kept for the record); false when it is not (or no longer) failed. */
export async function dropFailedJob(db: Db, id: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
