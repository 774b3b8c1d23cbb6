// PAYOUT_SCHEDULE (decision 300): each run of the schedule requests a payout of every available balance of
// at least PAYOUT_MIN_TAKA to its member's default method, under the same rules as a member's own request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMethod, sellerWithMoney, usableMethod } from '../../../test/payouts.ts';
import { createTestApp, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { SCHEDULED_PAYOUTS_JOB } from './scheduled-payouts.ts';

describe('PAYOUT_SCHEDULE', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0', PAYOUT_SCHEDULE: 'daily', PAYOUT_MIN_TAKA: '200' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const payouts = async (user: TestUser) =>
    (await ctx.app.inject({ url: '/api/payouts', headers: user.auth })).json() as Array<{
      amount: number;
      methodId: string;
      status: string;
    }>;

  it('when the scheduled run comes, then every balance above the minimum is requested to its default method, and the next run is scheduled', async () => {
    const paid = await sellerWithMoney(ctx, 1000); // 950 available
    const first = await usableMethod(ctx, paid);
    await usableMethod(ctx, paid, { kind: 'bkash', wallet: '01812345678' });
    const cooling = await sellerWithMoney(ctx, 1000);
    await addMethod(ctx, cooling); // still in its cool-down: no default method yet
    const small = await sellerWithMoney(ctx, 200); // 190 available: below PAYOUT_MIN_TAKA
    await usableMethod(ctx, small);

    const scheduled = await ctx.db
      .selectFrom('jobs')
      .select(['run_at'])
      .where('kind', '=', SCHEDULED_PAYOUTS_JOB)
      .execute();
    expect(scheduled).toHaveLength(1);
    ctx.clock.set(new Date(Date.parse(scheduled[0]!.run_at) + 1000));
    await ctx.app.jobs.runDue();

    expect(await payouts(paid)).toEqual([
      expect.objectContaining({ amount: 950, methodId: first, status: 'requested' }),
    ]);
    expect(await payouts(cooling)).toEqual([]);
    expect(await payouts(small)).toEqual([]);
    const balance = (await ctx.app.inject({ url: '/api/me/balance', headers: paid.auth })).json();
    expect(balance).toMatchObject({ available: 0, inFlight: 950 });
    const next = await ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('kind', '=', SCHEDULED_PAYOUTS_JOB)
      .execute();
    expect(next.map((j) => j.run_at)).toContain(
      new Date(Date.parse(scheduled[0]!.run_at) + 86_400_000).toISOString(),
    );
  });

  it('when the seller chooses a default method, then the next scheduled run pays to it; someone else’s method or a removed one is 404', async () => {
    const seller = await sellerWithMoney(ctx, 1000); // 950 available
    const oldest = await usableMethod(ctx, seller);
    const chosen = await usableMethod(ctx, seller, { kind: 'bkash', wallet: '01812345678' });
    const choose = (user: TestUser, id: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/me/payout-methods/${id}/default`, headers: user.auth });
    const made = await choose(seller, chosen);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ _id: chosen, isDefault: true });
    const methods = (await ctx.app.inject({ url: '/api/me/payout-methods', headers: seller.auth })).json();
    expect(methods.map((m: { _id: string; isDefault: boolean }) => [m._id, m.isDefault]).sort()).toEqual(
      [
        [oldest, false],
        [chosen, true],
      ].sort(),
    );
    const other = await sellerWithMoney(ctx, 300);
    expect((await choose(other, chosen)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/me/payout-methods/${chosen}/default` })).statusCode,
    ).toBe(401);

    const [job] = await ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('kind', '=', SCHEDULED_PAYOUTS_JOB)
      .where('status', '=', 'pending')
      .execute();
    ctx.clock.set(new Date(Date.parse(job!.run_at) + 1000));
    await ctx.app.jobs.runDue();
    expect(await payouts(seller)).toEqual([
      expect.objectContaining({ amount: 950, methodId: chosen, status: 'requested' }),
    ]);

    // A removed default is no longer anyone's default, and cannot be chosen again.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/payout-methods/${chosen}`,
      headers: seller.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await choose(seller, chosen)).statusCode).toBe(404);
  });

  it('when PAYOUT_SCHEDULE is not off, daily or weekly, then the app refuses to start', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ PAYOUT_SCHEDULE: 'hourly' })).toThrow(/PAYOUT_SCHEDULE/);
    expect(() => loadConfig({ PAYOUTS_NEED_APPROVAL: 'yes' })).toThrow(/PAYOUTS_NEED_APPROVAL/);
    expect(() => loadConfig({ PAYOUT_MIN_TAKA: '10.5' })).toThrow(/PAYOUT_MIN_TAKA/);
    expect(() => loadConfig({ PAYOUT_METHOD_COOLDOWN: 'soon' })).toThrow(/PAYOUT_METHOD_COOLDOWN/);
    expect(loadConfig({ PAYOUT_METHOD_COOLDOWN: '30s' }).PAYOUT_METHOD_COOLDOWN).toBe(30_000);
    expect(loadConfig({}).PAYOUT_SCHEDULE).toBe('off');
  });
});
