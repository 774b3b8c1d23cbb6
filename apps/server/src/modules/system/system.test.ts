// The admin's System page (decision 283): each instance's heartbeat and figures, the jobs by state with
// the failed ones retried or dropped (one winner, audited), and the outboxes' backlogs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleJob } from '../../jobs/index.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app.ts';

interface SystemAnswer {
  instances: { name: string; version: string; ready: boolean; live: boolean; startedAt: string }[];
  jobs: { waiting: number; scheduled: number; running: number; failed: number; oldestDueAt: string | null };
  outbox: { email: { waiting: number; failed: number }; sms: { waiting: number; failed: number } };
  samples: {
    instance: string;
    minute: string;
    requests: number;
    serverErrors: number;
    p95Ms: number;
    rssMb: number;
  }[];
}

describe('the System page', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ INSTANCE_NAME: 'system-a', APP_VERSION: '7.1.0', SYSTEM_HEARTBEAT: '300ms' });
    admin = await createUser(ctx, { role: 'Admin' });
    buyer = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const system = async () => {
    const res = await ctx.app.inject({ url: '/api/admin/system', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as SystemAnswer;
  };

  /** A job that has failed for good with `error`. */
  async function failedJob(error = 'the provider answered 500') {
    const { id } = await scheduleJob(ctx.db, { kind: `test.system.${newId().slice(0, 6)}`, payload: {} });
    await ctx.db
      .updateTable('jobs')
      .set({ status: 'failed', attempts: 5, last_error: error, finished_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    return id;
  }

  it('when a visitor or a buyer asks, then they are refused', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/system' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/admin/system', headers: buyer.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/jobs', headers: buyer.auth })).statusCode).toBe(403);
    const id = await failedJob();
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: buyer.auth,
    });
    expect(retry.statusCode).toBe(403);
    const row = await ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it('when the instance serves requests, then its heartbeat shows it live and ready with its version, and the minute counts the requests', async () => {
    for (let i = 0; i < 12; i += 1) await ctx.app.inject({ url: '/api/health' });
    await ctx.app.inject({ url: '/api/no-such-thing' });
    const counted = async () =>
      (await system()).samples
        .filter((sample) => sample.instance === 'system-a')
        .reduce((sum, sample) => sum + sample.requests, 0);
    // The 13 requests above (and this test's own calls to the page), written by a later beat.
    await expect.poll(counted, { timeout: 5000, interval: 200 }).toBeGreaterThanOrEqual(13);
    const answer = await system();
    expect(answer.instances.find((instance) => instance.name === 'system-a')).toMatchObject({
      version: '7.1.0',
      ready: true,
      live: true,
    });
    const mine = answer.samples.filter((sample) => sample.instance === 'system-a');
    expect(mine.every((sample) => sample.serverErrors === 0 && sample.rssMb > 0)).toBe(true);
  });

  it('when an instance has not been heard from for two minutes, then it shows as not live; after ten, it is gone', async () => {
    const seen = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await ctx.db
      .insertInto('instances')
      .values([
        { name: 'quiet-b', version: '7.0.9', started_at: seen(90), last_seen_at: seen(2), ready: 1 },
        { name: 'gone-c', version: '7.0.8', started_at: seen(90), last_seen_at: seen(11), ready: 1 },
      ])
      .execute();
    const { instances } = await system();
    expect(instances.find((instance) => instance.name === 'quiet-b')).toMatchObject({ live: false });
    expect(instances.some((instance) => instance.name === 'gone-c')).toBe(false);
  });

  it('when a job has failed, then the admin sees it with its error, retries it once (one winner of ten) and the trail records it', async () => {
    const before = (await system()).jobs.failed;
    const id = await failedJob('bKash answered 503 five times');
    expect((await system()).jobs.failed).toBe(before + 1);
    const list = await ctx.app.inject({ url: '/api/admin/jobs?status=failed', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        _id: id,
        status: 'failed',
        attempts: 5,
        lastError: 'bKash answered 503 five times',
      }),
    );

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: admin.auth }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 204)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(9);
    const row = await ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, finished_at: null });
    expect((await system()).jobs.failed).toBe(before);

    const trail = await ctx.app.inject({
      url: `/api/admin/audit?action=${encodeURIComponent('POST /api/admin/jobs/:id/retry')}`,
      headers: admin.auth,
    });
    const entries = trail.json() as { target: Record<string, string>; status: number }[];
    expect(entries.filter((entry) => entry.target.id === id && entry.status === 204)).toHaveLength(1);
  });

  it('when the admin drops a failed job, then it is kept as cancelled; a job that has not failed, or none, is refused', async () => {
    const id = await failedJob();
    const drop = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${id}`,
      headers: admin.auth,
    });
    expect(drop.statusCode).toBe(204);
    const row = await ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'JOB_NOT_FAILED' } });

    const { id: waiting } = await scheduleJob(ctx.db, { kind: 'test.system.waiting', payload: {} });
    const early = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${waiting}/retry`,
      headers: admin.auth,
    });
    expect(early.statusCode).toBe(409);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/nope/retry',
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
    const badState = await ctx.app.inject({ url: '/api/admin/jobs?status=done', headers: admin.auth });
    expect(badState.statusCode).toBe(400);
  });

  it('when emails wait or fail, then the outbox counts them', async () => {
    const before = (await system()).outbox.email;
    // Rows as the mail module leaves them, without delivery jobs, so nothing moves them meanwhile.
    const email = (status: 'queued' | 'failed') => ({
      id: newId(),
      dedupe_key: null,
      to_address: `someone-${newId().slice(0, 6)}@example.test`,
      subject: 'Hello',
      text_body: 'Hello',
      html_body: null,
      status,
      attempts: status === 'failed' ? 5 : 0,
      last_error: null,
      message_id: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      sent_at: null,
      language: 'en',
    });
    await ctx.db
      .insertInto('email_outbox')
      .values([email('queued'), email('queued'), email('failed')])
      .execute();
    const after = (await system()).outbox.email;
    expect(after).toEqual({ waiting: before.waiting + 2, failed: before.failed + 1 });
  });
});
