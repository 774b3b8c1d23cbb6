// What the offer's timers do when they fire, and its reaction to its order's end (decision 250); armed and
// stopped in timers-plugin.ts. Handlers run in the job's (or the event's) transaction and re-check the
// offer, so a job that finds the offer moved on does nothing.
import type { Db } from '../../db/database.ts';
import { releaseBookHold } from '../catalogue/index.ts';
import { lapseAgreedOrder } from '../orders/index.ts';
import { publishOfferEvent } from './offer-events.ts';
import { findAcceptedOfferOfOrder, findOffer, moveOffer } from './offer-repository.ts';

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

/**
 * The buyer cancelled the order an accepted offer became (or the system closed it): the book is free again
 * and the offer lapses. The offer's id, for its timer to stop, or undefined when the order was no offer's.
 */
export async function lapseOfferOfCancelledOrder(trx: Db, orderId: string): Promise<string | undefined> {
  const offer = await findAcceptedOfferOfOrder(trx, orderId);
  if (!offer) return undefined;
  await releaseBookHold(trx, offer.book_id, orderId);
  await moveOffer(trx, { id: offer.id, status: 'accepted' }, { status: 'lapsed' });
  return offer.id;
}
