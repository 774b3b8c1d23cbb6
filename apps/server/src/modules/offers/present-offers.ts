// An offer as the caller sees it: both names, the book, whose turn it is and what the caller may do now.
import { OFFER_ROUNDS_MAX, type Offer } from '@boibazar/shared/offers';
import type { StoredOffer } from './offer-repository.ts';
import { offerActionsFor } from './offer-states.ts';
import { clock } from '../../lib/clock.ts';

export function presentOffer(offer: StoredOffer, viewerId: string, now = clock.now()): Offer {
  const viewer = offer.buyer_id === viewerId ? 'buyer' : 'seller';
  return {
    _id: offer.id,
    bookId: offer.book_id,
    bookName: offer.book_name,
    bookImage: offer.book_image,
    askingPrice: Number(offer.asking_price),
    amount: Number(offer.amount),
    firstAmount: Number(offer.first_amount),
    round: Number(offer.round),
    roundsMax: OFFER_ROUNDS_MAX,
    turn: offer.turn,
    status: offer.status,
    buyerId: offer.buyer_id,
    buyerName: offer.buyer_name,
    sellerId: offer.seller_id,
    sellerName: offer.seller_name,
    viewer,
    actions: offerActionsFor(offer, viewer, now),
    expiresAt: offer.expires_at,
    orderId: offer.order_id,
    payBy: offer.pay_by,
    createdAt: offer.created_at,
    updatedAt: offer.updated_at,
  };
}
