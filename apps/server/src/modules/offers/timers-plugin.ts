// Arms and fires the offer's timers (decisions 250 and 486), as orders and exchanges do theirs: each step's
// event schedules or cancels its jobs in the step's transaction, so a rolled-back step leaves no timer
// behind; each job re-checks the offer when it fires (offer-timers.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cancelJob, rescheduleJob, scheduleJob } from '../../jobs/index.ts';
import { expireOffer, lapseOfferOfCancelledOrder, lapseUnpaidOffer } from './offer-timers.ts';
import { OFFER_JOBS } from './offer-settings.ts';

const payloadSchema = z.object({ offerId: z.string() });

/** The events of the steps that leave `open` (offer-states.ts): the offer's expiry stops. */
const LEAVING_OPEN = ['offer.accepted', 'offer.declined', 'offer.withdrawn', 'offer.expired'] as const;

export function offerTimersPlugin(app: FastifyInstance): void {
  // An open offer waits OFFER_EXPIRES for an answer, counted again from each counter; an accepted one
  // waits OFFER_PAY_WITHIN for its order's payment. The due times are the offer's own (`expires_at`,
  // `pay_by`), carried by the event, so the page and the timer agree.
  app.events.subscribe('offer.made', async ({ offerId, expiresAt }, { db }) => {
    await scheduleJob(db, { kind: OFFER_JOBS.expire, key: offerId, runAt: expiresAt, payload: { offerId } });
  });
  app.events.subscribe('offer.countered', async ({ offerId, expiresAt }, { db }) => {
    await rescheduleJob(db, {
      kind: OFFER_JOBS.expire,
      key: offerId,
      runAt: expiresAt,
      payload: { offerId },
    });
  });
  for (const type of LEAVING_OPEN)
    app.events.subscribe(type, async ({ offerId }, { db }) => {
      await cancelJob(db, { kind: OFFER_JOBS.expire, key: offerId });
    });
  app.events.subscribe('offer.accepted', async ({ offerId, payBy }, { db }) => {
    await scheduleJob(db, { kind: OFFER_JOBS.paymentDue, key: offerId, runAt: payBy, payload: { offerId } });
  });
  app.events.subscribe('order.cancelled', async ({ orderId, cause }, { db }) => {
    // The lapse itself cancels the order; it has done the rest already.
    if (cause === 'offer_lapsed') return;
    const offerId = await lapseOfferOfCancelledOrder(db, orderId);
    if (offerId) await cancelJob(db, { kind: OFFER_JOBS.paymentDue, key: offerId });
  });

  app.jobs.register(OFFER_JOBS.expire, async ({ db, payload }) => {
    await expireOffer(db, payloadSchema.parse(payload).offerId);
  });
  app.jobs.register(OFFER_JOBS.paymentDue, async ({ db, payload }) => {
    await lapseUnpaidOffer(db, payloadSchema.parse(payload).offerId);
  });
}
