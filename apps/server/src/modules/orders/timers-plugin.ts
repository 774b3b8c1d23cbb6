// Arms and fires the order's timers (docs/decisions/121-order-timers.md): each stage change schedules or
// cancels its jobs in the same transaction, so a rolled-back change leaves no timer behind; each job
// re-checks the stage when it fires.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cancelJob, scheduleJob } from '../../jobs/index.ts';
import { cancelBookingsOfBooksLeaving } from './cancel-open-bookings.ts';
import {
  autoCompleteOrder,
  expireOrder,
  remindSellerToCollectCash,
  remindSellerToHandOver,
} from './order-timers.ts';
import { clock } from '../../lib/clock.ts';

export const ORDER_JOBS = {
  handoverDue: 'orders.handover-due',
  handoverReminder: 'orders.handover-reminder',
  autoComplete: 'orders.auto-complete',
  cashReminder: 'orders.cash-reminder',
} as const;

const payloadSchema = z.object({ orderId: z.string(), handoverDue: z.string().optional() });

export async function orderTimersPlugin(app: FastifyInstance): Promise<void> {
  const { HANDOVER_WITHIN, AUTO_COMPLETE_AFTER } = app.config;

  // A book that leaves the market (sold, reserved for an exchange, withdrawn) can no longer be paid for:
  // its other open bookings go with it (decision 400).
  app.events.subscribe('book.left_market', (event, { db }) => cancelBookingsOfBooksLeaving(db, event));
  app.events.subscribe('order.paid', async ({ orderId }, { db }) => {
    const payload = { orderId };
    await scheduleJob(db, { kind: ORDER_JOBS.handoverDue, key: orderId, payload, delay: HANDOVER_WITHIN });
    await scheduleJob(db, {
      kind: ORDER_JOBS.handoverReminder,
      key: orderId,
      payload,
      delay: Math.floor(HANDOVER_WITHIN / 2),
    });
  });
  // Cash on delivery holds the book like a paid order, so the same handover deadline applies (decision 152).
  app.events.subscribe('order.cod_placed', async ({ orderId }, { db }) => {
    const handoverDue = clock.inIso(HANDOVER_WITHIN);
    await scheduleJob(db, {
      kind: ORDER_JOBS.handoverDue,
      key: orderId,
      payload: { orderId },
      delay: HANDOVER_WITHIN,
    });
    await scheduleJob(db, {
      kind: ORDER_JOBS.handoverReminder,
      key: orderId,
      payload: { orderId, handoverDue },
      delay: Math.floor(HANDOVER_WITHIN / 2),
    });
  });
  const stopHandoverTimers = async (orderId: string, db: Parameters<typeof cancelJob>[0]) => {
    await cancelJob(db, { kind: ORDER_JOBS.handoverDue, key: orderId });
    await cancelJob(db, { kind: ORDER_JOBS.handoverReminder, key: orderId });
  };
  app.events.subscribe('order.handed_over', async ({ orderId }, { db }) => {
    await stopHandoverTimers(orderId, db);
    await scheduleJob(db, {
      kind: ORDER_JOBS.autoComplete,
      key: orderId,
      payload: { orderId },
      delay: AUTO_COMPLETE_AFTER,
    });
  });
  // The courier collected a cash-on-delivery parcel's cash (decision 430): the buyer's window runs as after
  // a paid handover, and the seller has no cash step left to be reminded of.
  app.events.subscribe('order.courier_collected', async ({ orderId }, { db }) => {
    await cancelJob(db, { kind: ORDER_JOBS.cashReminder, key: orderId });
    await scheduleJob(db, {
      kind: ORDER_JOBS.autoComplete,
      key: orderId,
      payload: { orderId },
      delay: AUTO_COMPLETE_AFTER,
    });
  });
  app.events.subscribe('order.declined', async ({ orderId }, { db }) => stopHandoverTimers(orderId, db));
  // A cash-on-delivery order handed over waits for Cash collected or Buyer refused, never completing by
  // itself; at half of AUTO_COMPLETE_AFTER the seller is reminded to record which (decision 153).
  app.events.subscribe('order.cod_handed_over', async ({ orderId }, { db }) => {
    await stopHandoverTimers(orderId, db);
    await scheduleJob(db, {
      kind: ORDER_JOBS.cashReminder,
      key: orderId,
      payload: { orderId },
      delay: Math.floor(AUTO_COMPLETE_AFTER / 2),
    });
  });
  // Cancelled by the buyer, declined by the seller, refused at the door, or lapsed.
  app.events.subscribe('order.cancelled', async ({ orderId }, { db }) => {
    await stopHandoverTimers(orderId, db);
    await cancelJob(db, { kind: ORDER_JOBS.cashReminder, key: orderId });
  });
  // A cash-on-delivery parcel lost by the courier (decision 431): no cash to record, no reminder.
  app.events.subscribe('order.parcel_lost', async ({ orderId }, { db }) => {
    await cancelJob(db, { kind: ORDER_JOBS.cashReminder, key: orderId });
  });
  app.events.subscribe('order.disputed', async ({ orderId }, { db }) => {
    await cancelJob(db, { kind: ORDER_JOBS.autoComplete, key: orderId });
  });
  app.events.subscribe('order.completed', async ({ orderId }, { db }) => {
    await cancelJob(db, { kind: ORDER_JOBS.autoComplete, key: orderId });
    await cancelJob(db, { kind: ORDER_JOBS.cashReminder, key: orderId });
  });

  app.jobs.register(ORDER_JOBS.handoverDue, async ({ db, payload }) => {
    await expireOrder(db, payloadSchema.parse(payload).orderId);
  });
  app.jobs.register(ORDER_JOBS.handoverReminder, async ({ db, payload }) => {
    const { orderId, handoverDue } = payloadSchema.parse(payload);
    await remindSellerToHandOver(db, orderId, HANDOVER_WITHIN, handoverDue);
  });
  app.jobs.register(ORDER_JOBS.autoComplete, async ({ db, payload }) => {
    await autoCompleteOrder(db, payloadSchema.parse(payload).orderId);
  });
  app.jobs.register(ORDER_JOBS.cashReminder, async ({ db, payload }) => {
    await remindSellerToCollectCash(db, payloadSchema.parse(payload).orderId);
  });
}
