// The offer's domain events: notifications tells the other party of each (decision 250).
import type { OfferCardEvent } from '@boibazar/shared/conversations';
import type { Db } from '../../db/database.ts';
import { publish } from '../../events/index.ts';
import { postOfferCard } from '../conversations/index.ts';
import type { StoredOffer } from './offer-repository.ts';

export type OfferEventFields = {
  offerId: string;
  bookId: string;
  bookName: string;
  buyerId: string;
  buyerName: string;
  sellerId: string;
  sellerName: string;
  /** The amount on the table after the event (Taka). */
  amount: number;
  round: number;
  actorRole: 'buyer' | 'seller' | 'system';
};

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** `expiresAt`: when the offer expires unanswered (timers-plugin.ts arms its timer for then). */
    'offer.made': OfferEventFields & { expiresAt: string };
    'offer.countered': OfferEventFields & { canCounter: boolean; expiresAt: string };
    'offer.accepted': OfferEventFields & { orderId: string; payBy: string };
    'offer.declined': OfferEventFields;
    'offer.withdrawn': OfferEventFields;
    'offer.expired': OfferEventFields;
    /** The accepted offer's order was not paid in time: the book is back on sale. */
    'offer.lapsed': OfferEventFields;
  }
}

type OfferEventType = 'offer.declined' | 'offer.withdrawn' | 'offer.expired' | 'offer.lapsed';

export const offerEventFields = (
  offer: StoredOffer,
  actorRole: OfferEventFields['actorRole'],
  amount = Number(offer.amount),
  round = Number(offer.round),
): OfferEventFields => ({
  offerId: offer.id,
  bookId: offer.book_id,
  bookName: offer.book_name,
  buyerId: offer.buyer_id,
  buyerName: offer.buyer_name,
  sellerId: offer.seller_id,
  sellerName: offer.seller_name,
  amount,
  round,
  actorRole,
});

export async function publishOfferEvent(
  trx: Db,
  type: OfferEventType,
  offer: StoredOffer,
  actorRole: OfferEventFields['actorRole'],
): Promise<void> {
  await publish(trx, { type, ...offerEventFields(offer, actorRole) });
  const event = CARD_OF[type];
  if (event && actorRole !== 'system') await postCard(trx, offer, actorRole, event);
}

const CARD_OF: Partial<Record<OfferEventType, OfferCardEvent>> = {
  'offer.declined': 'declined',
  'offer.withdrawn': 'withdrawn',
};

/** The offer's step as a card in the buyer's and seller's conversation about the book (decision 350). */
export async function postCard(
  trx: Db,
  offer: StoredOffer,
  actorRole: 'buyer' | 'seller',
  event: OfferCardEvent,
  amount = Number(offer.amount),
): Promise<void> {
  await postOfferCard(
    trx,
    { bookId: offer.book_id, buyerId: offer.buyer_id, sellerId: offer.seller_id },
    actorRole === 'buyer' ? offer.buyer_id : offer.seller_id,
    { offerId: offer.id, event, amount },
  );
}
