// One poller per app instance: claims due jobs one at a time under a lease, runs their handler, and
// records the outcome (docs/decisions/050-jobs-runner.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/database.ts';
import { inTransaction } from '../events/index.ts';
import { claimDueJobs, completeJobs, failJob, type JobRow } from './job-repository.ts';
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

/**
 * Several jobs of one kind in one transaction (`db`), which also marks them all done: one claim, one
 * completion and one COMMIT for the lot instead of one each (decision 498). In the order they were asked.
 */
export type BatchJobHandler = (db: Db, jobs: JobContext[]) => Promise<void>;

export interface HandlerOptions {
  /**
   * 'transaction' (default): the handler's writes and the job's completion commit together, so its
   * database effects happen exactly once. 'external': no transaction, for handlers that call the outside
   * world (SMTP, a payment provider) and guard their own side effect.
   */
  mode?: 'transaction' | 'external';
  /**
   * 'transaction' mode only: how to run several of these jobs at once, when runNow is asked for them
   * together (outbox rows committed by concurrent requests). Should the batch fail, its transaction rolls
   * back and each job runs alone with the handler, so a failure is one job's and is retried as any is.
   */
  batch?: BatchJobHandler;
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
  /**
   * Waits for the jobs runNow has in hand, then claims and runs every job due by the clock's now (tests move
   * it); returns how many it ran. For tests.
   */
  runDue(): Promise<number>;
  /**
   * Runs this one job now if it is due and nobody holds it (an outbox row just committed: its effect
   * should follow at once). A failure is recorded as any run's is and the poller retries it. False when
   * it was not claimed. Jobs asked for while a run of them is in hand are claimed together when it ends,
   * in one statement, and those of a kind with a batch handler run in one transaction (decision 498).
   */
  runNow(jobId: string): Promise<boolean>;
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
  readonly instanceId: string;
}

class LeaseLost extends Error {}

/**
 * The most jobs runNow claims and runs together. Each batch size is its own SQL text (`IN` lists, multi-row
 * inserts) in SQLite's statement cache (500 texts): 16 keeps the shapes few and short, and already pays a
 * batch's fixed statements once for up to 16 jobs (decision 498).
 */
const NOW_BATCH = 16;

export function backoffDelay(attempt: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), max);
}

export function createJobRunner(settings: JobRunnerSettings): JobRunner {
  const { db, dialect, log } = settings;
  const handlers = new Map<
    string,
    { handler: JobHandler; mode: 'transaction' | 'external'; batch?: BatchJobHandler }
  >();
  const instanceId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<unknown> = Promise.resolve();
  /** Jobs run by runNow, which stop() waits for too. */
  const runningNow = new Set<Promise<unknown>>();
  /** Jobs runNow was asked for and has not claimed yet, in the order asked, each with its callers. */
  const asked = new Map<
    string,
    Array<{ resolve: (claimed: boolean) => void; reject: (e: unknown) => void }>
  >();
  /** The run of asked jobs in hand, if any; jobs asked for meanwhile wait for the next. */
  let runningAsked: Promise<void> | undefined;
  /** Set inside that run: a job's own after-commit runNow cannot wait for the run it is part of. */
  const insideAskedRun = new AsyncLocalStorage<true>();

  async function claim(now: Date, ids?: string[], limit = 1): Promise<JobRow[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    return claimDueJobs(db, dialect, {
      kinds,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + settings.lease).toISOString(),
      lease: randomBytes(12).toString('hex'),
      owner: instanceId,
      ids,
      limit,
    });
  }

  const jobInfo = (row: JobRow): JobInfo => ({
    id: row.id,
    kind: row.kind,
    key: row.dedupe_key,
    attempts: row.attempts,
  });
  const jobLogOf = (row: JobRow) => log.child({ job: row.id, kind: row.kind, attempt: row.attempts });
  const contextOf = (row: JobRow, handlerDb: Db, jobLog = jobLogOf(row)): JobContext => ({
    db: handlerDb,
    payload: JSON.parse(row.payload) as unknown,
    job: jobInfo(row),
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    log: jobLog,
  });

  async function execute(row: JobRow): Promise<void> {
    const entry = handlers.get(row.kind)!;
    const lease = row.lease_token!;
    const jobLog = jobLogOf(row);
    const run = async () => {
      if (entry.mode === 'transaction') {
        await inTransaction(db, async (trx) => {
          // Done first, in the handler's own transaction: both commit or neither does, and a handler that
          // re-arms its own key (rescheduleJob) is not overwritten afterwards.
          if ((await completeJobs(trx, [row.id], lease)) !== 1) throw new LeaseLost();
          await entry.handler(contextOf(row, trx, jobLog));
        });
      } else {
        await entry.handler(contextOf(row, db, jobLog));
        if ((await completeJobs(db, [row.id], lease)) !== 1) throw new LeaseLost();
      }
    };
    try {
      await (settings.trace ? settings.trace(jobInfo(row), run) : run());
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

  /**
   * Several claimed jobs of one kind with a batch handler, in one transaction that also marks them all
   * done. False when the batch failed (rolled back: the jobs are still claimed, for execute to run alone).
   */
  async function executeBatch(rows: JobRow[], batch: BatchJobHandler): Promise<boolean> {
    const lease = rows[0]!.lease_token!;
    const run = () =>
      inTransaction(db, async (trx) => {
        const ids = rows.map((row) => row.id);
        if ((await completeJobs(trx, ids, lease)) !== ids.length) throw new LeaseLost();
        await batch(
          trx,
          rows.map((row) => contextOf(row, trx)),
        );
      });
    // One span for the batch: its jobs' ids, and the most attempts among them.
    const info: JobInfo = {
      id: rows.map((row) => row.id).join(','),
      kind: rows[0]!.kind,
      key: null,
      attempts: Math.max(...rows.map((row) => row.attempts)),
    };
    try {
      await (settings.trace ? settings.trace(info, run) : run());
      return true;
    } catch (error) {
      log.warn({ err: error, kind: info.kind, jobs: rows.length }, 'job batch failed; running each alone');
      return false;
    }
  }

  /** Claimed jobs, in the order given: a kind's jobs together when it has a batch handler. */
  async function executeAll(rows: JobRow[]): Promise<void> {
    const byKind = new Map<string, JobRow[]>();
    for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
    for (const [kind, group] of byKind) {
      const { batch, mode } = handlers.get(kind)!;
      if (batch && mode === 'transaction' && group.length > 1 && (await executeBatch(group, batch))) continue;
      for (const row of group) await execute(row);
    }
  }

  /** Claims the asked jobs, NOW_BATCH at a time in one statement each, and runs them. */
  async function runAsked(): Promise<void> {
    while (asked.size > 0) {
      const taken = [...asked].slice(0, NOW_BATCH);
      for (const [id] of taken) asked.delete(id);
      const ids = taken.map(([id]) => id);
      let rows: JobRow[];
      try {
        rows = await claim(clock.now(), ids, ids.length);
      } catch (error) {
        for (const [, callers] of taken) for (const caller of callers) caller.reject(error);
        continue;
      }
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      try {
        await executeAll(rows);
      } finally {
        const claimed = new Set(rows.map((row) => row.id));
        // The job ran for the first caller; another asking for the same job at once ran nothing.
        for (const [id, callers] of taken)
          callers.forEach((caller, i) => caller.resolve(i === 0 && claimed.has(id)));
      }
    }
  }

  /** Starts a run of the asked jobs unless one is in hand (it takes them when done with its own). */
  function startAsked(): void {
    // After this turn of the event loop, so that the outbox rows other requests commit in it join.
    runningAsked ??= new Promise((resolve) => setImmediate(resolve))
      .then(() => insideAskedRun.run(true, runAsked))
      .finally(() => {
        runningAsked = undefined;
        // Asked for between the run's last look and now.
        if (asked.size > 0) startAsked();
      });
  }

  /** `untilDone`: keep on after stop() (a test's runDue); the poller stops with the runner. */
  async function drain(untilDone = false): Promise<number> {
    let ran = 0;
    // A safety bound: a handler that keeps scheduling immediate jobs cannot hold the poller forever.
    while (ran < 1000) {
      if (stopped && !untilDone) break;
      const [row] = await claim(clock.now());
      if (!row) break;
      await execute(row);
      ran += 1;
    }
    return ran;
  }

  function schedulePoll(): void {
    if (stopped || settings.pollInterval <= 0) return;
    timer = setTimeout(() => {
      // After any drain in hand (a test's runDue): two drains at once would let runDue find nothing left
      // to claim and return while the poller still runs the job it claimed.
      current = current
        .then(() => drain())
        .catch((error: unknown) => log.error({ err: error }, 'jobs poller failed; trying again'))
        .finally(schedulePoll);
    }, settings.pollInterval);
  }

  return {
    instanceId,
    register(kind, handler, options = {}) {
      if (handlers.has(kind)) throw new Error(`A handler for job kind ${kind} is already registered`);
      if (options.batch && options.mode === 'external')
        throw new Error(`Job kind ${kind}: a batch handler runs in a transaction, not 'external'`);
      handlers.set(kind, { handler, mode: options.mode ?? 'transaction', batch: options.batch });
    },
    async runDue() {
      // A job runNow holds is leased, not due: the poller's drain would skip it and return before its
      // effect is written. So wait for those in hand, drain, and again while a drained job's after-commit
      // runNow started more (bounded, as drain is).
      let ran = 0;
      for (let round = 0; round < 100; round += 1) {
        await Promise.allSettled([...runningNow, runningAsked]);
        const run = current.then(() => drain(true));
        current = run.catch(() => undefined);
        ran += await run;
        if (runningNow.size === 0 && runningAsked === undefined) break;
      }
      return ran;
    },
    async runNow(jobId) {
      let run: Promise<boolean>;
      if (insideAskedRun.getStore()) {
        // Asked by a job of the run in hand (its handler committed an outbox row): run it alone, now.
        run = claim(clock.now(), [jobId]).then(async ([row]) => {
          if (row) await execute(row);
          return row !== undefined;
        });
      } else {
        run = new Promise<boolean>((resolve, reject) => {
          asked.set(jobId, [...(asked.get(jobId) ?? []), { resolve, reject }]);
        });
        startAsked();
      }
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
      await Promise.allSettled([...runningNow, runningAsked]);
    },
  };
}
