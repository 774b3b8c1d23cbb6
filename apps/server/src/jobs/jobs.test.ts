import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, runLater, startAnotherInstance, type TestContext } from '../../test/test-app.ts';
import { afterCommit, inTransaction } from '../events/index.ts';
import { claimDueJobs, findJob } from './job-repository.ts';
import { cancelJob, rescheduleJob, scheduleJob } from './index.ts';

const contexts: Array<{ close(): Promise<void> }> = [];
async function app(env: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0', ...env });
  contexts.push(ctx);
  return ctx;
}
afterEach(async () => {
  while (contexts.length) await contexts.pop()!.close();
});

describe('jobs and timers', () => {
  it('when a job is due, then the poller runs it once and marks it done', async () => {
    const ctx = await app({ JOBS_POLL_INTERVAL: '20ms' });
    const seen: unknown[] = [];
    ctx.app.jobs.register('test.tick', async ({ payload }) => {
      seen.push(payload);
    });
    const { id } = await scheduleJob(ctx.db, { kind: 'test.tick', payload: { n: 1 }, delay: 100 });
    await vi.waitFor(async () => expect((await findJob(ctx.db, id))?.status).toBe('done'), {
      timeout: 5000,
      interval: 20,
    });
    // Several more polls find nothing left to run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([{ n: 1 }]);
    const row = await findJob(ctx.db, id);
    expect(row).toMatchObject({ attempts: 1, lease_token: null, last_error: null });
    expect(row?.finished_at).toBeTruthy();
  });

  it('when a job is not yet due, then it does not run until its time', async () => {
    const ctx = await app();
    const seen: string[] = [];
    ctx.app.jobs.register('test.later', async ({ job }) => {
      seen.push(job.id);
    });
    const { id } = await scheduleJob(ctx.db, { kind: 'test.later', delay: 5 * 86_400_000 });
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(await runLater(ctx, 5 * 86_400_000 + 1000)).toBe(1);
    expect(seen).toEqual([id]);
  });

  it('when runNow names a due job, then that job alone runs, once; a job not due is left for its time', async () => {
    const ctx = await app();
    const seen: string[] = [];
    ctx.app.jobs.register('test.now', async ({ job }) => {
      seen.push(job.id);
    });
    const first = await scheduleJob(ctx.db, { kind: 'test.now' });
    const other = await scheduleJob(ctx.db, { kind: 'test.now' });
    const notDue = await scheduleJob(ctx.db, { kind: 'test.now', delay: 86_400_000 });
    expect(await ctx.app.jobs.runNow(first.id)).toBe(true);
    expect(await ctx.app.jobs.runNow(first.id)).toBe(false);
    expect(await ctx.app.jobs.runNow(notDue.id)).toBe(false);
    expect(seen).toEqual([first.id]);
    expect((await findJob(ctx.db, other.id))?.status).toBe('pending');
    expect((await findJob(ctx.db, first.id))?.status).toBe('done');
  });

  it('when runNow has a job in hand, then runDue returns only after that job is done, and after the job it asked for in turn', async () => {
    const ctx = await app();
    const seen: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // 'external': no transaction holds the connection while the job waits.
    let started = false;
    ctx.app.jobs.register(
      'test.slow',
      async ({ job }) => {
        started = true;
        await held;
        const child = await scheduleJob(ctx.db, { kind: 'test.child' });
        // Not awaited: the run of the child is in hand when this job is done.
        void ctx.app.jobs.runNow(child.id);
        seen.push(job.id);
      },
      { mode: 'external' },
    );
    ctx.app.jobs.register('test.child', async ({ job }) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      seen.push(`child ${job.id}`);
    });
    const slow = await scheduleJob(ctx.db, { kind: 'test.slow' });
    const inHand = ctx.app.jobs.runNow(slow.id);
    // The job is claimed (leased, so not due) before runDue is asked.
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 5000, interval: 5 });
    const due = ctx.app.jobs.runDue();
    setTimeout(release, 50);
    await due;
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(slow.id);
    expect(seen[1]).toMatch(/^child /);
    expect(await inHand).toBe(true);
  });

  it('when the poller falls due while runDue is running a job, then runDue returns only after every due job is done', async () => {
    // The poller every 5 ms and jobs of 40 ms: while runDue runs its first job the poller's timer fires
    // several times; were its drain to run beside runDue's, it would claim the second job and runDue would
    // find nothing left and return with that job still running.
    const ctx = await app({ JOBS_POLL_INTERVAL: '5ms' });
    ctx.app.jobs.register(
      'test.steady',
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 40));
      },
      { mode: 'external' },
    );
    for (let round = 0; round < 3; round += 1) {
      const jobs = [
        await scheduleJob(ctx.db, { kind: 'test.steady' }),
        await scheduleJob(ctx.db, { kind: 'test.steady' }),
      ];
      await ctx.app.jobs.runDue();
      const statuses = await Promise.all(jobs.map(async ({ id }) => (await findJob(ctx.db, id))?.status));
      expect(statuses, `round ${round}`).toEqual(['done', 'done']);
    }
  });

  it('when jobs with a batch handler are asked to run at once, then one claim and one transaction run them; a failing batch runs each alone and only the failing job is retried', async () => {
    const ctx = await app();
    const instance = await startAnotherInstance(ctx, { JOBS_POLL_INTERVAL: '0', JOBS_RETRY_BASE: '1s' });
    contexts.push(instance);
    let broken = 0;
    const batches: number[][] = [];
    const alone: number[] = [];
    const n = (payload: unknown) => (payload as { n: number }).n;
    instance.app.jobs.register(
      'test.batched',
      async ({ payload }) => {
        alone.push(n(payload));
        if (n(payload) === broken) throw new Error(`${broken} broke`);
      },
      {
        batch: async (_db, jobs) => {
          batches.push(jobs.map((job) => n(job.payload)));
          if (jobs.some((job) => n(job.payload) === broken)) throw new Error(`${broken} broke`);
        },
      },
    );
    const schedule = (numbers: number[]) =>
      Promise.all(
        numbers.map(
          async (number) => (await scheduleJob(ctx.db, { kind: 'test.batched', payload: { n: number } })).id,
        ),
      );
    const statuses = async (ids: string[]) =>
      Promise.all(ids.map(async (id) => (await findJob(ctx.db, id))!.status));

    const ids = await schedule([1, 2, 3]);
    let jobStatements = 0;
    const stopCounting = instance.handle.observeQueries((_ms, _failed, statement) => {
      if (statement().table === 'jobs') jobStatements += 1;
    });
    // Asked in this order, at once: claimed in one statement, done in one, run as one batch in that order.
    expect(await Promise.all([ids[1]!, ids[0]!, ids[2]!].map((id) => instance.app.jobs.runNow(id)))).toEqual([
      true,
      true,
      true,
    ]);
    stopCounting();
    expect(batches).toEqual([[2, 1, 3]]);
    expect(alone).toEqual([]);
    expect(jobStatements).toBe(2);
    expect(await statuses(ids)).toEqual(['done', 'done', 'done']);

    // One of the batch breaks: the batch rolls back, each runs alone, only the broken one waits for a retry.
    broken = 5;
    batches.length = 0;
    const more = await schedule([4, 5, 6]);
    expect(await Promise.all(more.map((id) => instance.app.jobs.runNow(id)))).toEqual([true, true, true]);
    expect(batches).toEqual([[4, 5, 6]]);
    expect(alone).toEqual([4, 5, 6]);
    expect(await statuses(more)).toEqual(['done', 'pending', 'done']);
    expect(await findJob(ctx.db, more[1]!)).toMatchObject({ attempts: 1, last_error: '5 broke' });
    broken = 0;
    ctx.clock.advance(60_000);
    expect(await instance.app.jobs.runDue()).toBe(1);
    expect(alone).toEqual([4, 5, 6, 5]);
    expect(await statuses(more)).toEqual(['done', 'done', 'done']);
  });

  it('when a job run now commits a job of its own and asks for it at once, then both run (the second alone, at once)', async () => {
    const ctx = await app();
    const ran: string[] = [];
    ctx.app.jobs.register('test.child', async () => {
      ran.push('child');
    });
    ctx.app.jobs.register('test.parent', async ({ db }) => {
      ran.push('parent');
      const { id } = await scheduleJob(db, { kind: 'test.child' });
      // As a notification's subscriber does: the job's own outbox row, asked for after its COMMIT.
      afterCommit(db, () => ctx.app.jobs.runNow(id));
    });
    const parent = await scheduleJob(ctx.db, { kind: 'test.parent' });
    expect(await ctx.app.jobs.runNow(parent.id)).toBe(true);
    expect(ran).toEqual(['parent', 'child']);
    const children = await ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'test.child')
      .execute();
    expect(children).toEqual([{ status: 'done' }]);
  });

  it('when the scheduling transaction rolls back, then no job is left', async () => {
    const ctx = await app();
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await scheduleJob(trx, { kind: 'test.rollback', key: 'k1' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    const rows = await ctx.db.selectFrom('jobs').selectAll().where('kind', '=', 'test.rollback').execute();
    expect(rows).toEqual([]);
  });

  it('when the same timer is scheduled twice with one key, then there is one job', async () => {
    const ctx = await app();
    const first = await scheduleJob(ctx.db, { kind: 'test.dedupe', key: 'order:1', delay: 1000 });
    const second = await scheduleJob(ctx.db, { kind: 'test.dedupe', key: 'order:1', delay: 9000 });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const other = await scheduleJob(ctx.db, { kind: 'test.dedupe', key: 'order:2' });
    expect(other.id).not.toBe(first.id);
  });

  it('when a timer is cancelled, then it never runs; when re-scheduled, it runs at the new time', async () => {
    const ctx = await app();
    const seen: string[] = [];
    ctx.app.jobs.register('test.cancel', async ({ job }) => {
      seen.push(job.key!);
    });
    await scheduleJob(ctx.db, { kind: 'test.cancel', key: 'a' });
    await scheduleJob(ctx.db, { kind: 'test.cancel', key: 'b' });
    expect(await cancelJob(ctx.db, { kind: 'test.cancel', key: 'a' })).toBe(true);
    expect(await cancelJob(ctx.db, { kind: 'test.cancel', key: 'a' })).toBe(false);
    expect(await rescheduleJob(ctx.db, { kind: 'test.cancel', key: 'b', delay: 3_600_000 })).toBe(true);
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(await runLater(ctx, 3_600_000 + 1000)).toBe(1);
    expect(seen).toEqual(['b']);
    // A cancelled timer can be armed again.
    expect(await rescheduleJob(ctx.db, { kind: 'test.cancel', key: 'a', delay: 0 })).toBe(true);
    await ctx.app.jobs.runDue();
    expect(seen).toEqual(['b', 'a']);
  });

  it('when a handler fails, then it is retried with exponential backoff and finally marked failed', async () => {
    const ctx = await app({ JOBS_RETRY_BASE: '10s', JOBS_RETRY_MAX: '25s' });
    let calls = 0;
    ctx.app.jobs.register('test.flaky', async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    const { id } = await scheduleJob(ctx.db, { kind: 'test.flaky', maxAttempts: 4 });

    const before = ctx.clock.now().getTime();
    await ctx.app.jobs.runDue();
    let row = (await findJob(ctx.db, id))!;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'boom 1' });
    const firstDelay = Date.parse(row.run_at) - before;
    expect(firstDelay).toBeGreaterThanOrEqual(10_000);
    expect(firstDelay).toBeLessThan(15_000);
    // Not yet due again.
    expect(await runLater(ctx, 5_000)).toBe(0);

    await runLater(ctx, 6_000);
    row = (await findJob(ctx.db, id))!;
    expect(row).toMatchObject({ status: 'pending', attempts: 2, last_error: 'boom 2' });
    const secondDelay = Date.parse(row.run_at) - ctx.clock.now().getTime();
    expect(secondDelay).toBeGreaterThan(15_000); // 20 s: doubled
    expect(secondDelay).toBeLessThanOrEqual(20_000);

    await runLater(ctx, 21_000);
    row = (await findJob(ctx.db, id))!;
    expect(Date.parse(row.run_at) - ctx.clock.now().getTime()).toBeLessThanOrEqual(25_000); // capped by JOBS_RETRY_MAX
    await runLater(ctx, 26_000);
    row = (await findJob(ctx.db, id))!;
    expect(row).toMatchObject({ status: 'failed', attempts: 4, last_error: 'boom 4' });
    expect(calls).toBe(4);
    expect(await runLater(ctx, '1h')).toBe(0);
  });

  it('when a transactional handler fails, then its writes are rolled back with the attempt', async () => {
    const ctx = await app({ JOBS_RETRY_BASE: '1s' });
    let calls = 0;
    ctx.app.jobs.register('test.writes', async ({ db, job }) => {
      calls += 1;
      await db
        .insertInto('meta')
        .values({ key: `written-by-${job.id}`, value: String(calls) })
        .execute();
      if (calls === 1) throw new Error('after writing');
    });
    const { id } = await scheduleJob(ctx.db, { kind: 'test.writes' });
    await ctx.app.jobs.runDue();
    expect(
      await ctx.db.selectFrom('meta').selectAll().where('key', '=', `written-by-${id}`).execute(),
    ).toEqual([]);
    await runLater(ctx, 5_000);
    expect(
      await ctx.db.selectFrom('meta').select('value').where('key', '=', `written-by-${id}`).execute(),
    ).toEqual([{ value: '2' }]);
  });

  it('when the instance running a job dies, then the job runs again once its lease has expired', async () => {
    const ctx = await app({ JOBS_LEASE: '1m' });
    const seen: number[] = [];
    ctx.app.jobs.register('test.crash', async ({ attempt }) => {
      seen.push(attempt);
    });
    const { id } = await scheduleJob(ctx.db, { kind: 'test.crash' });
    // Another instance claims it and then dies without finishing.
    const now = ctx.clock.now();
    const claimed = await claimDueJobs(ctx.db, ctx.app.dialect, {
      kinds: ['test.crash'],
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + 60_000).toISOString(),
      lease: 'dead-instance-lease',
      owner: 'dead-instance',
      limit: 1,
    });
    expect(claimed.map((row) => row.id)).toEqual([id]);
    expect(await ctx.app.jobs.runDue()).toBe(0); // still leased
    expect(await runLater(ctx, 61_000)).toBe(1);
    expect(seen).toEqual([2]);
    expect(await findJob(ctx.db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('when a job was scheduled before a restart, then it fires after the restart, once', async () => {
    const ctx = await app();
    const before: string[] = [];
    ctx.app.jobs.register('test.restart', async ({ job }) => {
      before.push(job.id);
    });
    const { id } = await scheduleJob(ctx.db, { kind: 'test.restart', delay: 300 });
    await ctx.app.close(); // the first server stops before the timer is due

    const restarted = await startAnotherInstance(ctx, { JOBS_POLL_INTERVAL: '20ms' });
    contexts.push(restarted);
    const after: string[] = [];
    restarted.app.jobs.register('test.restart', async ({ job }) => {
      after.push(job.id);
    });
    await vi.waitFor(async () => expect((await findJob(restarted.db, id))?.status).toBe('done'), {
      timeout: 5000,
      interval: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(before).toEqual([]);
    expect(after).toEqual([id]);
  });

  it('when two instances poll one database, then every job runs exactly once', async () => {
    const ctx = await app({ JOBS_POLL_INTERVAL: '5ms' });
    const other = await startAnotherInstance(ctx, { JOBS_POLL_INTERVAL: '5ms' });
    contexts.push(other);
    const runs: Array<{ instance: string; id: string }> = [];
    for (const [name, instance] of [
      ['a', ctx.app],
      ['b', other.app],
    ] as const) {
      instance.jobs.register('test.shared', async ({ job, db }) => {
        runs.push({ instance: name, id: job.id });
        // A little database work inside the job's transaction, as real handlers do.
        await db
          .insertInto('meta')
          .values({ key: `shared-${job.id}`, value: name })
          .execute();
      });
    }
    // An 'external' handler runs before the job is marked done, so only the claim keeps it single.
    const externalRuns: string[] = [];
    for (const instance of [ctx.app, other.app]) {
      instance.jobs.register(
        'test.shared-external',
        async ({ job }) => {
          externalRuns.push(job.id);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
        { mode: 'external' },
      );
    }
    const ids: string[] = [];
    const externalIds: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      ids.push((await scheduleJob(ctx.db, { kind: 'test.shared', payload: i })).id);
      externalIds.push((await scheduleJob(ctx.db, { kind: 'test.shared-external', payload: i })).id);
    }
    await vi.waitFor(
      async () => {
        const done = await ctx.db
          .selectFrom('jobs')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('kind', 'in', ['test.shared', 'test.shared-external'])
          .where('status', '=', 'done')
          .executeTakeFirstOrThrow();
        expect(Number(done.n)).toBe(80);
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(runs.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect([...externalRuns].sort()).toEqual([...externalIds].sort());
    const written = await ctx.db.selectFrom('meta').selectAll().where('key', 'like', 'shared-%').execute();
    expect(written).toHaveLength(40);
  });
});
