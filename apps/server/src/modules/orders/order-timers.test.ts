// The order's timers with short durations: each fires once, re-checks the stage, and survives a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIER, orderStep, paidOrder } from '../../../test/checkout.ts';
import { createTestApp, startAnotherInstance, type TestContext } from '../../../test/test-app.ts';

describe('order timers', () => {
  let ctx: TestContext;
  const reminders: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({
      JOBS_POLL_INTERVAL: '0',
      HANDOVER_WITHIN: '30s',
      AUTO_COMPLETE_AFTER: '40s',
    });
    ctx.app.events.subscribe('order.handover_reminder', ({ orderId }) => {
      reminders.push(orderId);
    });
  });
  afterAll(() => ctx.close());
  /** Moves the server's clock on by `ms` and runs the jobs due by then. */
  const runDueIn = async (ms: number) => {
    ctx.clock.advance(ms);
    await ctx.app.jobs.runDue();
  };

  const eventsOf = async (orderId: string) =>
    (
      await ctx.db
        .selectFrom('order_events')
        .select('type')
        .where('booking_id', '=', orderId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((e) => e.type);
  const statusOf = async (orderId: string) =>
    (await ctx.db.selectFrom('bookings').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
      .status;
  const isSold = async (bookId: string) =>
    Number(
      (await ctx.db.selectFrom('books').select('is_sold').where('id', '=', bookId).executeTakeFirstOrThrow())
        .is_sold,
    ) === 1;
  const refundedPoisha = async (intentId: string) =>
    Number(
      (
        await ctx.db
          .selectFrom('sandbox_intents')
          .select('refunded_amount')
          .where('id', '=', intentId)
          .executeTakeFirstOrThrow()
      ).refunded_amount,
    );

  it('when the seller does not hand over in time, then the seller is reminded at half-time once, and the order expires once, is refunded and the book is back on sale', async () => {
    const { orderId, bookId, intentId } = await paidOrder(ctx, { resale: 250 });
    await ctx.app.jobs.runDue();
    expect(reminders.filter((id) => id === orderId)).toHaveLength(0);

    await runDueIn(16_000);
    await runDueIn(1_000);
    expect(reminders.filter((id) => id === orderId)).toHaveLength(1);
    expect(await statusOf(orderId)).toBe('paid');

    await runDueIn(14_000);
    await runDueIn(1_000);
    await runDueIn(28_000);
    expect(await statusOf(orderId)).toBe('expired');
    expect(await isSold(bookId)).toBe(false);
    expect(await eventsOf(orderId)).toEqual(['booked', 'paid', 'expired', 'refund_sent']);
    expect(await refundedPoisha(intentId)).toBe(25_000);
    expect(reminders.filter((id) => id === orderId)).toHaveLength(1);
  });

  it('when the book is handed over, then the handover timers do nothing and the order completes by itself after AUTO_COMPLETE_AFTER, once', async () => {
    const { seller, orderId } = await paidOrder(ctx);
    expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
    await runDueIn(31_000);
    expect(await statusOf(orderId)).toBe('handed_over');
    expect(reminders).not.toContain(orderId);

    await runDueIn(10_000);
    await runDueIn(49_000);
    expect(await statusOf(orderId)).toBe('completed');
    expect(await eventsOf(orderId)).toEqual(['booked', 'paid', 'handed_over', 'auto_completed']);
  });

  it('when the buyer disputes or confirms first, then the automatic completion does nothing', async () => {
    const disputed = await paidOrder(ctx);
    await orderStep(ctx, disputed.seller, disputed.orderId, 'handover', COURIER);
    await orderStep(ctx, disputed.buyer, disputed.orderId, 'dispute', {
      reason: 'Not the book in the photo',
    });
    const confirmed = await paidOrder(ctx);
    await orderStep(ctx, confirmed.seller, confirmed.orderId, 'handover', COURIER);
    await orderStep(ctx, confirmed.buyer, confirmed.orderId, 'received');

    await runDueIn(90_000);
    expect(await statusOf(disputed.orderId)).toBe('disputed');
    expect(await eventsOf(confirmed.orderId)).toEqual(['booked', 'paid', 'handed_over', 'received']);
  });

  it('when the server restarts while a timer is pending, then another instance on the same database fires it once', async () => {
    const short = await createTestApp({ JOBS_POLL_INTERVAL: '0', HANDOVER_WITHIN: '1s' });
    try {
      const { orderId, intentId } = await paidOrder(short);
      // The first instance never polls (as if it had stopped); two fresh instances take over.
      const [a, b] = await Promise.all([
        startAnotherInstance(short, { JOBS_POLL_INTERVAL: '50ms' }),
        startAnotherInstance(short, { JOBS_POLL_INTERVAL: '50ms' }),
      ]);
      try {
        await expect
          .poll(
            async () =>
              (
                await short.db
                  .selectFrom('refunds')
                  .select('status')
                  .where('booking_id', '=', orderId)
                  .executeTakeFirst()
              )?.status,
            { timeout: 15_000, interval: 100 },
          )
          .toBe('succeeded');
      } finally {
        await a.close();
        await b.close();
      }
      const events = await short.db
        .selectFrom('order_events')
        .select('type')
        .where('booking_id', '=', orderId)
        .execute();
      expect(events.map((e) => e.type).sort()).toEqual(['booked', 'expired', 'paid', 'refund_sent']);
      const refunded = await short.db
        .selectFrom('sandbox_intents')
        .select('refunded_amount')
        .where('id', '=', intentId)
        .executeTakeFirstOrThrow();
      expect(Number(refunded.refunded_amount)).toBe(30_000);
    } finally {
      await short.close();
    }
  });
});
