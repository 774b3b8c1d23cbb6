// Forgot password answers 204 whether or not an account uses the email (decision 205), and how long it
// takes must not tell either: both do the same single write (the job that looks the account up later).
// Relative only (the two medians of interleaved tries), never an absolute time; like signup-timing.test.ts.
import { randomBytes } from 'node:crypto';
import { accountRoutes } from '@boibazar/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('forgot-password timing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The poller on, as in production, so the emails are being made while the requests come.
    ctx = await createTestApp({ RATE_LIMIT_AUTH: '1000', JOBS_POLL_INTERVAL: '50ms' });
  });
  afterAll(() => ctx.close());

  const ask = async (email: string) => {
    const started = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${accountRoutes.forgotPassword.path}`,
      remoteAddress: `10.13.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      payload: { email },
    });
    return { status: res.statusCode, body: res.body, ms: performance.now() - started };
  };

  it('when the email has an account, then the 204 takes about as long as for an unknown one (within 3x, medians of 15)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const { user } = await createUser(ctx);
      const a = await ask(user.email);
      const b = await ask(`nobody.${randomBytes(6).toString('hex')}@example.test`);
      expect([a.status, b.status]).toEqual([204, 204]);
      expect(a.body).toBe(b.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const [knownMedian, unknownMedian] = [median(known), median(unknown)];
    const said = `known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms`;
    expect(knownMedian * 3, said).toBeGreaterThanOrEqual(unknownMedian);
    expect(unknownMedian * 3, said).toBeGreaterThanOrEqual(knownMedian);
    // And the known accounts did get their emails, off the request path (runDue waits for the jobs the
    // runner is already running after their requests' commits).
    await ctx.app.jobs.runDue();
    const sent = await ctx.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('subject', '=', 'Reset your BoiBazar password')
      .execute();
    expect(sent).toHaveLength(15);
  });
});
