// Query keys of the reviews screens. A seller's profile is one entry whoever reads it (the exchange's
// counter-offer reads the same profile for the other party's books).
import { queryTags } from '#app/lib/query-tags.ts';

/** The deal reviewed: an order, or an exchange (each side reviews the other, decision 143). */
export type ReviewedDeal = { orderId: string } | { exchangeId: string };

export const reviewKeys = {
  seller: queryTags.sellerProfile,
  sellerReviews: (sellerId: string) => [...queryTags.sellerProfile(sellerId), 'reviews'] as const,
  /** Under the deal's own key (['order', id] or ['exchange', id]), so a review or a reply refreshes both. */
  deal: (deal: ReviewedDeal) =>
    'orderId' in deal ? queryTags.order(deal.orderId) : queryTags.exchange(deal.exchangeId),
  dealReviews: (deal: ReviewedDeal) => [...reviewKeys.deal(deal), 'reviews'] as const,
};
