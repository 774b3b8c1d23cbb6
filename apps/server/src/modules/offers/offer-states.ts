// The offer's rules in one place (docs/decisions/250-offers.md): whose turn it is, how many rounds, what
// each side may do now. The server checks them; every answer lists the caller's actions from here.
import { OFFER_ROUNDS_MAX, type OfferAction, type OfferSide } from '@boibazar/shared/offers';
import type { StoredOffer } from './offer-repository.ts';

export const otherSide = (side: OfferSide): OfferSide => (side === 'buyer' ? 'seller' : 'buyer');

/** The caller's actions on the offer now. */
export function offerActionsFor(offer: StoredOffer, viewer: OfferSide, now: Date): OfferAction[] {
  if (offer.status === 'accepted') return viewer === 'buyer' && offer.order_status === 'open' ? ['pay'] : [];
  if (offer.status !== 'open' || new Date(offer.expires_at) <= now) return [];
  const actions: OfferAction[] = [];
  if (offer.turn === viewer) {
    actions.push('accept', 'decline');
    if (offer.round < OFFER_ROUNDS_MAX) actions.push('counter');
  }
  if (viewer === 'buyer') actions.push('withdraw');
  return actions;
}
