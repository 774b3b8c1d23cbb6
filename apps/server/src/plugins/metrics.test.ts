// /metrics (decision 280): off unless configured, refused without its token, and after some traffic it
// names every series an operator needs, with figures that follow what happened.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleJob } from '../jobs/index.ts';
import { newId, nowIso } from '../lib/ids.ts';
import { createTestApp, createUser, type TestContext } from '../../test/test-app.ts';

const TOKEN = randomBytes(24).toString('hex');

/** The value of one sample: `name{labels} value`, labels given as they print. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const printed = /\{([^}]*)\}/.exec(line)?.[1] ?? '';
    if (Object.entries(labels).every(([key, value]) => printed.includes(`${key}="${value}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics behind a token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN, INSTANCE_NAME: 'shelf-m' });
  });
  afterAll(() => ctx.close());

  const scrape = (authorization?: string) =>
    ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('when /metrics is asked without the token or with a wrong one, then it is refused with 401 and nothing shows', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer ${TOKEN}x`,
      TOKEN,
      'Basic abc',
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
      expect(res.body).not.toContain('boibazar_');
    }
  });

  it('when requests, a due job and a queued email happened, then the scrape names every series with figures that follow them', async () => {
    const member = await createUser(ctx);
    for (let i = 0; i < 3; i += 1) await ctx.app.inject({ url: '/api/health' });
    await ctx.app.inject({ url: '/api/auth/me', headers: member.auth });
    await ctx.app.inject({ url: `/api/books/${newId()}` });
    await ctx.app.inject({ url: '/api/no-such-thing' });
    // A job of a kind nobody runs, due a minute ago: it waits, and its age shows.
    await scheduleJob(ctx.db, { kind: 'metrics.test-nobody-runs', payload: {} });
    ctx.clock.advance('1m');
    await ctx.db
      .insertInto('email_outbox')
      .values({
        id: newId(),
        dedupe_key: null,
        to_address: member.user.email,
        subject: 'Waiting',
        text_body: 'Waiting',
        html_body: null,
        status: 'queued',
        attempts: 0,
        language: 'en',
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();

    // Two payouts to a bKash wallet, one paid and one waiting.
    const methodId = newId();
    await ctx.db
      .insertInto('payout_methods')
      .values({
        id: methodId,
        user_id: member.user._id,
        kind: 'bkash',
        account_number: '01770618575',
        account_name: null,
        bank_name: null,
        branch: null,
        usable_from: nowIso(),
        created_at: nowIso(),
        removed_at: null,
      })
      .execute();
    for (const [amount, status] of [
      [700, 'paid'],
      [300, 'requested'],
    ] as const)
      await ctx.db
        .insertInto('payouts')
        .values({
          id: newId(),
          seller_id: member.user._id,
          method_id: methodId,
          amount,
          status,
          reason: null,
          reference: null,
          sent_at: null,
          decided_by: null,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute();

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const health = { route: '/api/health', method: 'GET', status: '200', instance_name: 'shelf-m' };
    expect(sample(text, 'boibazar_http_request_duration_seconds_count', health)).toBe(3);
    // Route patterns, never URLs: the unknown book is counted under /api/books/:id.
    expect(text).toContain('route="/api/books/:id"');
    expect(text).not.toMatch(/route="\/api\/books\/[0-9a-f]{8,}/);
    expect(
      sample(text, 'boibazar_http_request_duration_seconds_count', { status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'boibazar_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(sample(text, 'boibazar_jobs', { state: 'waiting' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'boibazar_jobs', { state: 'failed' })).toBe(0);
    expect(sample(text, 'boibazar_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(59);
    expect(sample(text, 'boibazar_email_outbox_backlog', { status: 'queued' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE boibazar_sms_outbox_backlog gauge');
    expect(text).toContain('# TYPE boibazar_payments gauge');
    expect(sample(text, 'boibazar_payouts', { method: 'bkash', status: 'paid' })).toBe(1);
    expect(sample(text, 'boibazar_payouts_taka', { method: 'bkash', status: 'paid' })).toBe(700);
    expect(sample(text, 'boibazar_payouts_taka', { method: 'bkash', status: 'requested' })).toBe(300);
    expect(sample(text, 'boibazar_live_connections')).toBe(0);
    expect(text).toContain('# TYPE boibazar_read_cache_reads_total counter');
    expect(sample(text, 'boibazar_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});

describe('metrics on their own port', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_PORT: '0' });
  });
  afterAll(() => ctx.close());

  it('when METRICS_PORT is set, then the metrics answer there and not on the site', async () => {
    const { port } = ctx.app.metricsServer!.address() as AddressInfo;
    const there = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(there.status).toBe(200);
    expect(await there.text()).toContain('# TYPE boibazar_http_request_duration_seconds histogram');
    expect((await fetch(`http://127.0.0.1:${port}/anything-else`)).status).toBe(404);
    const onSite = await ctx.app.inject({ url: '/metrics' });
    expect(onSite.body).not.toContain('boibazar_http_request_duration_seconds');
  });
});

describe('metrics unset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when neither METRICS_PORT nor METRICS_TOKEN is set, then nothing serves metrics, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await ctx.app.inject({ url: '/metrics', headers });
      expect(res.body).not.toContain('boibazar_');
    }
    expect(ctx.app.metricsServer).toBeUndefined();
    expect(ctx.app.metrics.enabled).toBe(false);
  });
});
