// One poller per app instance: claims due jobs one at a time under a lease, runs their handler, and
// records the outcome (docs/decisions/050-jobs-runner.md).
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/database.ts';
import { inTransaction } from '../events/index.ts';
import { claimDueJob, completeJob, failJob, type JobRow } from './job-repository.ts';
import { clock } from '../lib/clock.ts';

export interface JobInfo {
  id: string;
  kind: string;
  key: string | null;
  attempts: number;
}

export interface JobContext {
  /** 'transaction' mode: the transaction that also marks the job done. 'external': the database. */
  db: Db;
  payload: unknown;
  job: JobInfo;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
}

export type JobHandler = (ctx: JobContext) => Promise<void>;

export interface HandlerOptions {
  /**
   * 'transaction' (default): the handler's writes and the job's completion commit together, so its
   * database effects happen exactly once. 'external': no transaction, for handlers that call the outside
   * world (SMTP, a payment provider) and guard their own side effect.
   */
  mode?: 'transaction' | 'external';
}

/** Runs one job's run inside whatever a tracer makes of it (a span, decision 481); errors pass through. */
export type JobTracer = (job: JobInfo, run: () => Promise<void>) => Promise<void>;

export interface JobRunnerSettings {
  db: Db;
  dialect: Dialect;
  log: FastifyBaseLogger;
  pollInterval: number;
  lease: number;
  retryBase: number;
  retryMax: number;
  /** With traces on: each run of a job is a span (plugins/tracing.ts). */
  trace?: JobTracer;
}

export interface JobRunner {
  register(kind: string, handler: JobHandler, options?: HandlerOptions): void;
  /** Claims and runs every job due by the clock's now (tests move it); returns how many ran. For tests. */
  runDue(): Promise<number>;
  /**
   * Runs this one job now if it is due and nobody holds it (an outbox row just committed: its effect
   * should follow at once). A failure is recorded as any run's is and the poller retries it. False when
   * it was not claimed.
   */
  runNow(jobId: string): Promise<boolean>;
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
  readonly instanceId: string;
}

class LeaseLost extends Error {}

export function backoffDelay(attempt: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), max);
}

export function createJobRunner(settings: JobRunnerSettings): JobRunner {
  const { db, dialect, log } = settings;
  const handlers = new Map<string, { handler: JobHandler; mode: 'transaction' | 'external' }>();
  const instanceId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<unknown> = Promise.resolve();
  /** Jobs run by runNow, which stop() waits for too. */
  const runningNow = new Set<Promise<unknown>>();

  async function claim(now: Date, id?: string): Promise<JobRow | undefined> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return undefined;
    return claimDueJob(db, dialect, {
      kinds,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + settings.lease).toISOString(),
      lease: randomBytes(12).toString('hex'),
      owner: instanceId,
      id,
    });
  }

  async function execute(row: JobRow): Promise<void> {
    const entry = handlers.get(row.kind)!;
    const lease = row.lease_token!;
    const jobLog = log.child({ job: row.id, kind: row.kind, attempt: row.attempts });
    const context = (handlerDb: Db): JobContext => ({
      db: handlerDb,
      payload: JSON.parse(row.payload) as unknown,
      job: { id: row.id, kind: row.kind, key: row.dedupe_key, attempts: row.attempts },
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      log: jobLog,
    });
    const run = async () => {
      if (entry.mode === 'transaction') {
        await inTransaction(db, async (trx) => {
          // Done first, in the handler's own transaction: both commit or neither does, and a handler that
          // re-arms its own key (rescheduleJob) is not overwritten afterwards.
          if (!(await completeJob(trx, row.id, lease))) throw new LeaseLost();
          await entry.handler(context(trx));
        });
      } else {
        await entry.handler(context(db));
        if (!(await completeJob(db, row.id, lease))) throw new LeaseLost();
      }
    };
    try {
      const job = { id: row.id, kind: row.kind, key: row.dedupe_key, attempts: row.attempts };
      await (settings.trace ? settings.trace(job, run) : run());
    } catch (error) {
      if (error instanceof LeaseLost) {
        jobLog.warn('job lease was lost to another instance; its outcome is theirs');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const retry = row.attempts < row.max_attempts;
      const retryAt = retry
        ? new Date(
            clock.nowMs() + backoffDelay(row.attempts, settings.retryBase, settings.retryMax),
          ).toISOString()
        : null;
      jobLog.warn({ err: error, retryAt }, retry ? 'job failed; will retry' : 'job failed for good');
      await failJob(db, row.id, lease, { error: message, retryAt });
    }
  }

  /** `untilDone`: keep on after stop() (a test's runDue); the poller stops with the runner. */
  async function drain(untilDone = false): Promise<number> {
    let ran = 0;
    // A safety bound: a handler that keeps scheduling immediate jobs cannot hold the poller forever.
    while (ran < 1000) {
      if (stopped && !untilDone) break;
      const row = await claim(clock.now());
      if (!row) break;
      await execute(row);
      ran += 1;
    }
    return ran;
  }

  function schedulePoll(): void {
    if (stopped || settings.pollInterval <= 0) return;
    timer = setTimeout(() => {
      current = drain()
        .catch((error: unknown) => log.error({ err: error }, 'jobs poller failed; trying again'))
        .finally(schedulePoll);
    }, settings.pollInterval);
  }

  return {
    instanceId,
    register(kind, handler, options = {}) {
      if (handlers.has(kind)) throw new Error(`A handler for job kind ${kind} is already registered`);
      handlers.set(kind, { handler, mode: options.mode ?? 'transaction' });
    },
    async runDue() {
      const run = current.then(() => drain(true));
      current = run.catch(() => undefined);
      return run;
    },
    async runNow(jobId) {
      const run = claim(clock.now(), jobId).then(async (row) => {
        if (row) await execute(row);
        return row !== undefined;
      });
      runningNow.add(run);
      try {
        return await run;
      } finally {
        runningNow.delete(run);
      }
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedulePoll();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      await Promise.allSettled([...runningNow]);
    },
  };
}
