// Readiness after PostgreSQL comes back (issue 31: the drill saw /api/ready stay 503 ~7 s after PostgreSQL
// accepted connections again). The pool is made to fail (the database refuses connections and its sessions
// are ended) while requests keep arriving, then recovers; /api/ready must follow at once.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestContext } from '../../test/test-app.ts';

describe.skipIf(testDialect !== 'postgres')('readiness when PostgreSQL returns', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when PostgreSQL accepts connections again under load, then /api/ready is 200 within a second', async () => {
    const url = new URL(String(ctx.config.DATABASE_URL));
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    let loading = true;
    const statuses: number[] = [];
    const load = Array.from({ length: 300 }, async () => {
      while (loading) {
        const res = await ctx.app.inject({ url: '/api/categories' });
        statuses.push(res.statusCode);
      }
    });
    const ready = async () => (await ctx.app.inject({ url: '/api/ready' })).statusCode;
    try {
      expect(await ready()).toBe(200);
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await ready()).toBe(503);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    const back = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - back < 15_000) {
      status = await ready();
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - back) / 1000;
    loading = false;
    await Promise.all(load);
    console.log(
      `ready again after ${seconds.toFixed(2)} s; ${statuses.filter((s) => s === 503).length} answers 503 under load`,
    );
    expect(status).toBe(200);
    expect(seconds).toBeLessThan(1);
  }, 30_000);
});
