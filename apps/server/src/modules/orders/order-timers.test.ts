// The order's timers with short durations: each fires once, re-checks the stage, and survives a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURIER,
  isBookSold,
  orderEventTypes,
  orderStatus,
  orderStep,
  paidOrder,
  refundedPoisha,
} from '../../../test/checkout.ts';
import { createTestApp, runLater, startAnotherInstance, type TestContext } from '../../../test/test-app.ts';

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

  it('when the seller does not hand over in time, then the seller is reminded at half-time once, and the order expires once, is refunded and the book is back on sale', async () => {
    const { orderId, bookId, intentId } = await paidOrder(ctx, { resale: 250 });
    await ctx.app.jobs.runDue();
    expect(reminders.filter((id) => id === orderId)).toHaveLength(0);

    await runLater(ctx, 16_000);
    await runLater(ctx, 1_000);
    expect(reminders.filter((id) => id === orderId)).toHaveLength(1);
    expect(await orderStatus(ctx, orderId)).toBe('paid');

    await runLater(ctx, 14_000);
    await runLater(ctx, 1_000);
    await runLater(ctx, 28_000);
    expect(await orderStatus(ctx, orderId)).toBe('expired');
    expect(await isBookSold(ctx, bookId)).toBe(false);
    expect(await orderEventTypes(ctx, orderId)).toEqual(['booked', 'paid', 'expired', 'refund_sent']);
    expect(await refundedPoisha(ctx, intentId)).toBe(25_000);
    expect(reminders.filter((id) => id === orderId)).toHaveLength(1);
  });

  it('when the book is handed over, then the handover timers do nothing and the order completes by itself after AUTO_COMPLETE_AFTER, once', async () => {
    const { seller, orderId } = await paidOrder(ctx);
    expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
    await runLater(ctx, 31_000);
    expect(await orderStatus(ctx, orderId)).toBe('handed_over');
    expect(reminders).not.toContain(orderId);

    await runLater(ctx, 10_000);
    await runLater(ctx, 49_000);
    expect(await orderStatus(ctx, orderId)).toBe('completed');
    expect(await orderEventTypes(ctx, orderId)).toEqual(['booked', 'paid', 'handed_over', 'auto_completed']);
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

    await runLater(ctx, 90_000);
    expect(await orderStatus(ctx, disputed.orderId)).toBe('disputed');
    expect(await orderEventTypes(ctx, confirmed.orderId)).toEqual([
      'booked',
      'paid',
      'handed_over',
      'received',
    ]);
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
