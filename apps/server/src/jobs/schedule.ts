// Scheduling, cancelling and re-arming jobs: plain writes on the caller's database or transaction, so a
// rolled-back cause leaves no timer behind.
import type { Db } from '../db/database.ts';
import { cancelPendingJob, insertJob, insertJobs, rearmJob } from './job-repository.ts';
import { clock } from '../lib/clock.ts';

/** Set by the app from JOBS_MAX_ATTEMPTS; a job can still name its own. */
let defaultMaxAttempts = 10;
export function setDefaultMaxAttempts(value: number): void {
  defaultMaxAttempts = value;
}

export type When = { runAt: Date | string; delay?: never } | { delay: number; runAt?: never } | object;

function runAtOf(when: { runAt?: Date | string; delay?: number }): string {
  if (when.runAt !== undefined) {
    const at = new Date(when.runAt);
    if (Number.isNaN(at.getTime())) throw new Error(`runAt is not a time: ${String(when.runAt)}`);
    return at.toISOString();
  }
  return clock.inIso(when.delay ?? 0);
}

export interface JobSpec {
  kind: string;
  payload?: unknown;
  /** When to run: a time, or `delay` milliseconds from now; neither means now. */
  runAt?: Date | string;
  delay?: number;
  /** Dedupe key: one job per (kind, key); scheduling it again returns the existing one. */
  key?: string;
  maxAttempts?: number;
}

export async function scheduleJob(db: Db, spec: JobSpec): Promise<{ id: string; created: boolean }> {
  if (!spec.kind) throw new Error('scheduleJob needs a kind');
  return insertJob(db, {
    kind: spec.kind,
    key: spec.key ?? null,
    payload: spec.payload ?? null,
    runAt: runAtOf(spec),
    maxAttempts: spec.maxAttempts ?? defaultMaxAttempts,
  });
}

/** Schedules several jobs in one statement; those whose (kind, key) exists already are left as they are. */
export async function scheduleJobs(db: Db, specs: JobSpec[]): Promise<void> {
  await insertJobs(
    db,
    specs.map((spec) => {
      if (!spec.kind) throw new Error('scheduleJob needs a kind');
      return {
        kind: spec.kind,
        key: spec.key ?? null,
        payload: spec.payload ?? null,
        runAt: runAtOf(spec),
        maxAttempts: spec.maxAttempts ?? defaultMaxAttempts,
      };
    }),
  );
}

/** Cancels a pending job; false when there is none (already run, running, cancelled or unknown). */
export async function cancelJob(
  db: Db,
  job: { kind: string; key: string } | { id: string },
): Promise<boolean> {
  return cancelPendingJob(db, job);
}

/**
 * Moves the keyed job to a new time, re-arming it when it is done, failed or cancelled, and creating it
 * when it does not exist. False only when it is running on some instance at this moment.
 */
export async function rescheduleJob(
  db: Db,
  spec: { kind: string; key: string; runAt?: Date | string; delay?: number; payload?: unknown },
): Promise<boolean> {
  const runAt = runAtOf(spec);
  if (await rearmJob(db, { kind: spec.kind, key: spec.key, runAt, payload: spec.payload })) return true;
  const { created } = await scheduleJob(db, { ...spec, runAt });
  return created;
}
