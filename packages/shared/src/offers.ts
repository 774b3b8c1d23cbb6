// Offers (issue 30): a buyer haggles over a book's price. The one contract for paths and answers
// (docs/decisions/250-offers.md).
import { z } from 'zod';
import { idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** At most this many proposals on one offer: the buyer's offer is round 1, each counter opens the next. */
export const OFFER_ROUNDS_MAX = 3;
/** A buyer may have this many offers waiting for an answer at once. */
export const OPEN_OFFERS_MAX = 5;

/** The least a buyer may offer for a book asking `asking` Taka when offers must reach `percent` of it. */
export const offerMinimum = (asking: number, percent: number): number => Math.ceil((asking * percent) / 100);

/**
 * Why `amount` cannot be offered for a book asking `asking` Taka when offers must reach `minPercent` of
 * it, or undefined when it can. The dialog and the server say the same.
 */
export function whyNotAnOffer(amount: number, asking: number, minPercent: number): string | undefined {
  const minimum = offerMinimum(asking, minPercent);
  if (amount >= asking)
    return `Offer less than the asking price of ${asking} Taka, or book the book at that price`;
  if (amount < minimum)
    return `Offer at least ${minimum} Taka (${minPercent}% of the asking price of ${asking} Taka)`;
  return undefined;
}

export const offerStatusSchema = z.enum([
  /** Waiting for the side whose turn it is. */
  'open',
  /** Agreed: an order at the agreed price is held for the buyer to pay. */
  'accepted',
  'declined',
  'withdrawn',
  /** Nobody answered within OFFER_EXPIRES. */
  'expired',
  /** Accepted, but the buyer did not pay within OFFER_PAY_WITHIN (or cancelled the order). */
  'lapsed',
]);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

export const offerSideSchema = z.enum(['buyer', 'seller']);
export type OfferSide = z.infer<typeof offerSideSchema>;

/** What the caller may do with an offer now; every answer lists them, so pages never guess. */
export const offerActionSchema = z.enum(['accept', 'decline', 'counter', 'withdraw', 'pay']);
export type OfferAction = z.infer<typeof offerActionSchema>;

export const AMOUNT_NOT_A_NUMBER = 'Amount must be a number of Taka';

const amountSchema = z
  .number({ message: AMOUNT_NOT_A_NUMBER })
  .int('Offer a whole number of Taka')
  .positive('Amount must be more than 0')
  .max(10_000_000, 'Amount is too large');

/** POST /api/books/:id/offers and POST /api/offers/:id/counter. */
export const offerAmountSchema = z.object({ amount: amountSchema });
export type OfferAmount = z.infer<typeof offerAmountSchema>;

export const offerSchema = z.object({
  _id: z.string(),
  bookId: z.string(),
  bookName: z.string(),
  bookImage: z.string(),
  /** The book's price when the offer was made. */
  askingPrice: z.number().int(),
  /** The amount on the table now: the buyer's offer, or the latest counter. */
  amount: z.number().int(),
  /** The buyer's first offer. */
  firstAmount: z.number().int(),
  round: z.number().int(),
  roundsMax: z.number().int(),
  /** Whose answer the offer waits for while open. */
  turn: offerSideSchema,
  status: offerStatusSchema,
  buyerId: z.string(),
  buyerName: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  /** The caller's side. */
  viewer: offerSideSchema,
  actions: z.array(offerActionSchema),
  /** While open: when it lapses unanswered. */
  expiresAt: z.string(),
  /** Once accepted: the order to pay, and until when it is held. */
  orderId: z.string().nullable(),
  payBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListQuerySchema = z.object({
  role: offerSideSchema,
  status: offerStatusSchema.optional(),
});

/** GET /api/offers/terms: what the make-an-offer dialog tells the buyer. */
export const offerTermsSchema = z.object({
  minPercent: z.number().int(),
  roundsMax: z.number().int(),
  openOffersMax: z.number().int(),
  /** Seconds an offer waits for an answer, and an accepted offer's order for payment. */
  expiresInSeconds: z.number().int(),
  payWithinSeconds: z.number().int(),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

const id = { params: idParam };
/** An answer to an offer: POST /offers/:id/<name>, answered with the offer as the caller now sees it. */
const step = <const Name extends string>(name: Name) =>
  ({ method: 'POST', path: `/offers/:id/${name}`, ...id, answer: offerSchema }) as const;

/** The offers' endpoints (decision 466). */
export const offerEndpoints = {
  /** The rules the make-an-offer dialog shows. */
  terms: defineEndpoint({ method: 'GET', path: '/offers/terms', answer: offerTermsSchema }),
  make: defineEndpoint({
    method: 'POST',
    path: '/books/:id/offers',
    ...id,
    body: offerAmountSchema,
    answer: offerSchema,
    status: 201,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/offers',
    query: offerListQuerySchema,
    answer: z.array(offerSchema),
    page: true,
  }),
  /** One offer as its caller sees it (live state and actions); only the buyer and the seller (404 else). */
  offer: defineEndpoint({ method: 'GET', path: '/offers/:id', ...id, answer: offerSchema }),
  accept: defineEndpoint(step('accept')),
  decline: defineEndpoint(step('decline')),
  withdraw: defineEndpoint(step('withdraw')),
  counter: defineEndpoint({ ...step('counter'), body: offerAmountSchema }),
};
