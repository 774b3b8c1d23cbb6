// The handover deadline of cash-on-delivery orders (docs/decisions/152-cod-handover-deadline.md), with
// short durations and the runner's clock: the seller is reminded at half-time, and an order not handed
// over by HANDOVER_WITHIN is cancelled once, the book back on sale, the buyer's slot free, nothing refunded;
// once handed over, the seller is reminded at half of AUTO_COMPLETE_AFTER to record the cash (decision 153).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codOrder,
  COURIER,
  isBookSold,
  orderEventTypes,
  orderStatus,
  orderStep,
} from '../../../test/checkout.ts';
import { createTestApp, notificationsOf, runLater, type TestContext } from '../../../test/test-app.ts';

describe('cash-on-delivery handover deadline', () => {
  let ctx: TestContext;
  const reminders: { orderId: string; cashOnDelivery?: boolean; handoverDue: string }[] = [];
  const cashReminders: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({
      JOBS_POLL_INTERVAL: '0',
      HANDOVER_WITHIN: '30s',
      AUTO_COMPLETE_AFTER: '40s',
    });
    ctx.app.events.subscribe('order.handover_reminder', ({ orderId, cashOnDelivery, handoverDue }) => {
      reminders.push({ orderId, cashOnDelivery, handoverDue });
    });
    ctx.app.events.subscribe('order.cash_reminder', ({ orderId }) => {
      cashReminders.push(orderId);
    });
  });
  afterAll(() => ctx.close());

  const remindersOf = (orderId: string) => reminders.filter((r) => r.orderId === orderId);
  const cashRemindersOf = (orderId: string) => cashReminders.filter((id) => id === orderId);

  it('when the seller does not hand a COD order over in time, then they are reminded once and the order is cancelled once, the book back on sale and nothing refunded', async () => {
    const placedAt = Date.now();
    const { buyer, bookId, orderId } = await codOrder(ctx, { resale: 250 });
    expect(await isBookSold(ctx, bookId)).toBe(true);
    await ctx.app.jobs.runDue();
    expect(remindersOf(orderId)).toHaveLength(0);

    await runLater(ctx, 16_000);
    await runLater(ctx, 1_000);
    expect(remindersOf(orderId)).toHaveLength(1);
    const [reminder] = remindersOf(orderId);
    expect(reminder!.cashOnDelivery).toBe(true);
    const due = new Date(reminder!.handoverDue).getTime();
    expect(due).toBeGreaterThanOrEqual(placedAt + 30_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(await orderStatus(ctx, orderId)).toBe('cod');

    await runLater(ctx, 14_000);
    await runLater(ctx, 1_000);
    await runLater(ctx, 28_000);
    expect(await orderStatus(ctx, orderId)).toBe('cancelled');
    expect(await isBookSold(ctx, bookId)).toBe(false);
    expect(await orderEventTypes(ctx, orderId)).toEqual(['booked', 'cod_placed', 'cod_expired']);
    expect(remindersOf(orderId)).toHaveLength(1);
    // No money moved, so nothing is owed back; and the lapse is the seller's, not a refusal of the buyer's.
    const refunds = await ctx.db
      .selectFrom('refunds')
      .select('id')
      .where('booking_id', '=', orderId)
      .execute();
    expect(refunds).toHaveLength(0);
    const standing = await ctx.db
      .selectFrom('cod_standing')
      .select('refusals')
      .where('user_id', '=', buyer.user._id)
      .executeTakeFirst();
    expect(Number(standing?.refusals ?? 0)).toBe(0);
    // The seller can no longer hand it over; the buyer's view says cancelled.
    expect((await orderStep(ctx, buyer, orderId, 'handover', COURIER)).statusCode).toBe(403);
    const view = await ctx.app.inject({ url: `/api/booked/${orderId}`, headers: buyer.auth });
    expect(view.json().status).toBe('cancelled');
  });

  it('when the seller hands a COD order over and records nothing, then at half of AUTO_COMPLETE_AFTER they are reminded once to record the cash, and nothing completes it', async () => {
    const { seller, orderId } = await codOrder(ctx);
    expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
    await runLater(ctx, 15_000);
    expect(cashRemindersOf(orderId)).toHaveLength(0);
    await runLater(ctx, 6_000);
    await runLater(ctx, 10_000);
    await runLater(ctx, 59_000);
    expect(cashRemindersOf(orderId)).toHaveLength(1);
    expect(await orderStatus(ctx, orderId)).toBe('cod_handed_over');
    expect(remindersOf(orderId)).toHaveLength(0);
    const notes = (await notificationsOf(ctx, seller)).filter((n) =>
      n.title.startsWith('Reminder: record the cash'),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toMatch(/mark Cash collected on the order page/);
    expect(notes[0]!.link).toBe(`/dashboard/orders/${orderId}`);
    const open = await ctx.db
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('dedupe_key', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
    expect(open).toEqual([]);
  });

  it('when the seller records the cash or a refusal before half-time, then no cash reminder comes', async () => {
    for (const step of ['cash-collected', 'cod-refused'] as const) {
      const { seller, orderId } = await codOrder(ctx);
      expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
      const done = await orderStep(
        ctx,
        seller,
        orderId,
        step,
        step === 'cod-refused' ? { reason: 'No' } : {},
      );
      expect(done.statusCode, done.body).toBe(200);
      const reminder = await ctx.db
        .selectFrom('jobs')
        .select('status')
        .where('dedupe_key', '=', orderId)
        .where('kind', '=', 'orders.cash-reminder')
        .executeTakeFirstOrThrow();
      expect(reminder.status).toBe('cancelled');
      await runLater(ctx, 60_000);
      expect(cashRemindersOf(orderId)).toHaveLength(0);
    }
  });

  it('when the buyer cancels a COD order before handover, then its timers are cancelled with it', async () => {
    const { buyer, orderId } = await codOrder(ctx);
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${orderId}/cancel`,
      headers: buyer.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const jobs = await ctx.db
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('dedupe_key', '=', orderId)
      .orderBy('kind')
      .execute();
    expect(jobs).toEqual([
      { kind: 'orders.handover-due', status: 'cancelled' },
      { kind: 'orders.handover-reminder', status: 'cancelled' },
    ]);
    await runLater(ctx, 60_000);
    expect(remindersOf(orderId)).toHaveLength(0);
    expect(await orderEventTypes(ctx, orderId)).toEqual(['booked', 'cod_placed', 'cancelled']);
  });
});
