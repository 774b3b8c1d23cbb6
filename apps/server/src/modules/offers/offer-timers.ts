// The offer's timers on the shared jobs runner, and its reaction to its order's end (decision 250).
// Handlers run in the job's (or the event's) transaction and re-check the offer, so a job that finds the
// offer moved on does nothing.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { cancelJob } from '../../jobs/index.ts';
import { releaseBookHold } from '../catalogue/index.ts';
import { lapseAgreedOrder } from '../orders/index.ts';
import { publishOfferEvent } from './offer-events.ts';
import { findAcceptedOfferOfOrder, findOffer, moveOffer } from './offer-repository.ts';
import { OFFER_JOBS } from './offer-settings.ts';

const payloadSchema = z.object({ offerId: z.string() });

/** OFFER_EXPIRES passed without an answer. */
export async function expireOffer(trx: Db, id: string): Promise<void> {
  const offer = await findOffer(trx, id);
  if (offer?.status !== 'open') return;
  if (!(await moveOffer(trx, { id, status: 'open' }, { status: 'expired' }))) return;
  await publishOfferEvent(trx, 'offer.expired', offer, 'system');
}

/**
 * OFFER_PAY_WITHIN passed: if the order is still unpaid, the hold ends (the book's row first; a payment
 * that got there before has already ended it, and then nothing happens), the order is cancelled and the
 * offer lapses.
 */
export async function lapseUnpaidOffer(trx: Db, id: string): Promise<void> {
  const offer = await findOffer(trx, id);
  if (offer?.status !== 'accepted' || !offer.order_id) return;
  if (!(await releaseBookHold(trx, offer.book_id, offer.order_id))) return;
  await lapseAgreedOrder(trx, offer.order_id);
  if (!(await moveOffer(trx, { id, status: 'accepted' }, { status: 'lapsed' }))) return;
  await publishOfferEvent(trx, 'offer.lapsed', offer, 'system');
}

/** The buyer cancelled the order an accepted offer became (or the system closed it): the book is free again. */
async function onOrderCancelled(trx: Db, orderId: string): Promise<void> {
  const offer = await findAcceptedOfferOfOrder(trx, orderId);
  if (!offer) return;
  await releaseBookHold(trx, offer.book_id, orderId);
  await moveOffer(trx, { id: offer.id, status: 'accepted' }, { status: 'lapsed' });
  await cancelJob(trx, { kind: OFFER_JOBS.paymentDue, key: offer.id });
}

export function offerTimersPlugin(app: FastifyInstance): void {
  app.jobs.register(OFFER_JOBS.expire, async ({ db, payload }) => {
    await expireOffer(db, payloadSchema.parse(payload).offerId);
  });
  app.jobs.register(OFFER_JOBS.paymentDue, async ({ db, payload }) => {
    await lapseUnpaidOffer(db, payloadSchema.parse(payload).offerId);
  });
  app.events.subscribe('order.cancelled', async ({ orderId, cause }, { db }) => {
    // The lapse itself cancels the order; it has done the rest already.
    if (cause !== 'offer_lapsed') await onOrderCancelled(db, orderId);
  });
}
