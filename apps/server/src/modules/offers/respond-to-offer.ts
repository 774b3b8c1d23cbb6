// The two sides answer each other (decision 250): the side whose turn it is accepts, declines or counters
// (at most OFFER_ROUNDS_MAX rounds in all); the buyer may withdraw while the offer is open. Every step is
// one conditional update of the offer, so of two answers at once exactly one lands; an accept also takes
// the book's hold for the order it becomes, so of two accepts on one book exactly one wins.
import { OFFER_ROUNDS_MAX, offerMinimum, type OfferSide } from '@boibazar/shared/offers';
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { HELD, holdBookForOrder, holdBookForSale, notForSale, whyNotForSale } from '../catalogue/index.ts';
import { findLiveUserById, type AuthUser } from '../identity/index.ts';
import { bookAgreedOrder } from '../orders/index.ts';
import { offerEventFields, postCard, publishOfferEvent } from './offer-events.ts';
import { findOffer, moveOffer, type StoredOffer } from './offer-repository.ts';
import type { OfferSettings } from './offer-settings.ts';
import { otherSide } from './offer-states.ts';
import { clock } from '../../lib/clock.ts';

type Step = 'accept' | 'decline' | 'counter' | 'withdraw';

const WHY_CLOSED: Record<StoredOffer['status'], string> = {
  open: '',
  accepted: 'This offer has already been accepted',
  declined: 'This offer has been declined',
  withdrawn: 'This offer has been withdrawn',
  expired: 'This offer has expired',
  lapsed: 'This offer lapsed: its order was not paid in time',
};

/** The offer and the caller's side in it; 404 when there is no such offer, 403 when it is not theirs. */
async function loadOfferOf(db: Db, user: AuthUser, id: string) {
  const offer = await findOffer(db, id);
  if (!offer) throw notFound('OFFER_NOT_FOUND', 'Offer');
  const side: OfferSide | null =
    offer.buyer_id === user._id ? 'buyer' : offer.seller_id === user._id ? 'seller' : null;
  if (!side) throw forbidden('NOT_A_PARTY', 'This offer is not yours');
  return { offer, side };
}

/** Why `side` cannot take `step` on the offer now (409), or undefined. */
function whyNot(offer: StoredOffer, side: OfferSide, step: Step, now: string): string | undefined {
  if (offer.status !== 'open') return WHY_CLOSED[offer.status];
  if (offer.expires_at <= now) return WHY_CLOSED.expired;
  if (step === 'withdraw') return side === 'buyer' ? undefined : 'Only the buyer can withdraw an offer';
  if (offer.turn !== side)
    return side === 'buyer'
      ? 'The seller has not answered yet'
      : 'The buyer has not answered your counter yet';
  if (step === 'counter' && Number(offer.round) >= OFFER_ROUNDS_MAX)
    return `No more counters: this offer has had its ${OFFER_ROUNDS_MAX} rounds; accept or decline it`;
  return undefined;
}

/** Checks, then runs `move`; a lost race re-reads the offer to say why. */
async function step(
  db: Db,
  user: AuthUser,
  id: string,
  name: Step,
  move: (trx: Db, offer: StoredOffer, side: OfferSide, now: string) => Promise<boolean>,
): Promise<void> {
  const { offer, side } = await loadOfferOf(db, user, id);
  const refusal = whyNot(offer, side, name, nowIso());
  const stage = { stage: offer.status, step: name };
  if (refusal)
    throw name === 'withdraw' && side === 'seller'
      ? forbidden('NOT_YOUR_STEP', refusal)
      : conflict('WRONG_STAGE', refusal, stage);
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    if (await move(trx, offer, side, now)) return;
    const current = await findOffer(trx, id);
    const why = current && whyNot(current, side, name, now);
    throw why
      ? conflict('WRONG_STAGE', why, { stage: current.status, step: name })
      : conflict('CHANGED_MEANWHILE', 'This offer changed meanwhile; reload it');
  });
}

/** The guard of every answer: still open, still this side's turn and round, not yet expired. */
const answering = (offer: StoredOffer, side: OfferSide, now: string) => ({
  id: offer.id,
  status: 'open' as const,
  turn: side,
  round: Number(offer.round),
  notExpiredAt: now,
});

export async function acceptOffer(db: Db, settings: OfferSettings, user: AuthUser, id: string) {
  const { offer } = await loadOfferOf(db, user, id);
  const buyer = await findLiveUserById(db, offer.buyer_id);
  if (!buyer) throw conflict('MEMBER_LEFT', 'The buyer has left BoiBazar');
  await step(db, user, id, 'accept', async (trx, current, side, now) => {
    // The book's row first (decision 031): every sale, hold and exchange of the book queues here, so of
    // two accepts on one book the second sees the first's hold.
    // One conditional update that is also the check (decision 492): why not is read only when it fails.
    if (!(await holdBookForSale(trx, current.book_id)))
      throw notForSale((await whyNotForSale(trx, current.book_id)) ?? 'This book is no longer for sale');
    if (!(await moveOffer(trx, answering(current, side, now), { status: 'accepted' }))) return false;
    const price = Number(current.amount);
    const orderId = await bookAgreedOrder(trx, {
      book: { id: current.book_id, name: current.book_name, image: current.book_image },
      buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
      price,
      offerId: current.id,
    });
    if (!(await holdBookForOrder(trx, current.book_id, orderId))) throw notForSale(HELD);
    const payBy = clock.inIso(settings.payWithinMs);
    await moveOffer(trx, { id: current.id, status: 'accepted' }, { order_id: orderId, pay_by: payBy });
    await publish(trx, { type: 'offer.accepted', ...offerEventFields(current, side), orderId, payBy });
    await postCard(trx, current, side, 'accepted');
    return true;
  });
}

export async function declineOffer(db: Db, user: AuthUser, id: string) {
  await step(db, user, id, 'decline', async (trx, offer, side, now) => {
    if (!(await moveOffer(trx, answering(offer, side, now), { status: 'declined' }))) return false;
    await publishOfferEvent(trx, 'offer.declined', offer, side);
    return true;
  });
}

export async function withdrawOffer(db: Db, user: AuthUser, id: string) {
  await step(db, user, id, 'withdraw', async (trx, offer, _side, now) => {
    const guard = { id: offer.id, status: 'open' as const, notExpiredAt: now };
    if (!(await moveOffer(trx, guard, { status: 'withdrawn' }))) return false;
    await publishOfferEvent(trx, 'offer.withdrawn', offer, 'buyer');
    return true;
  });
}

/** Why `amount` cannot counter the offer as `side` (400), or undefined. */
function whyNotACounter(offer: StoredOffer, side: OfferSide, amount: number, minPercent: number) {
  const asking = Number(offer.asking_price);
  const onTable = Number(offer.amount);
  if (side === 'seller') {
    if (amount >= asking) return `Counter with less than your asking price of ${asking} Taka, or decline`;
    if (amount <= onTable) return `Counter with more than the offer of ${onTable} Taka, or accept it`;
    return undefined;
  }
  if (amount >= onTable) return `Counter with less than the seller's ${onTable} Taka, or accept it`;
  const minimum = offerMinimum(asking, minPercent);
  if (amount < minimum)
    return `Offer at least ${minimum} Taka (${minPercent}% of the asking price of ${asking} Taka)`;
  return undefined;
}

export async function counterOffer(
  db: Db,
  settings: OfferSettings,
  user: AuthUser,
  id: string,
  amount: number,
) {
  const { offer, side } = await loadOfferOf(db, user, id);
  const refusal = whyNot(offer, side, 'counter', nowIso());
  if (refusal) throw conflict('WRONG_STAGE', refusal, { stage: offer.status, step: 'counter' });
  const wrongAmount = whyNotACounter(offer, side, amount, settings.minPercent);
  if (wrongAmount) throw badRequest('OFFER_AMOUNT_INVALID', wrongAmount);
  await step(db, user, id, 'counter', async (trx, current, by, now) => {
    const round = Number(current.round) + 1;
    const expiresAt = clock.inIso(settings.expiresMs);
    const moved = await moveOffer(trx, answering(current, by, now), {
      amount,
      round,
      turn: otherSide(by),
      expires_at: expiresAt,
    });
    if (!moved) return false;
    await publish(trx, {
      type: 'offer.countered',
      ...offerEventFields(current, by, amount, round),
      canCounter: round < OFFER_ROUNDS_MAX,
      expiresAt,
    });
    await postCard(trx, current, by, 'countered', amount);
    return true;
  });
}
