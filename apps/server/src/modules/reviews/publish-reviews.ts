// Double-blind reviews become public when both sides are in or the review window closes; the seller's
// rating on their row follows (docs/decisions/123-reviews-and-reputation.md).
import type { Db } from '../../db/database.ts';
import { publish } from '../../events/index.ts';
import { setSellerRating } from '../identity/index.ts';
import { publishReviewsOfDeal, sellerRatingTotals, type Deal } from './review-repository.ts';

type ReviewEvent = {
  reviewId: string;
  orderId: string | null;
  exchangeId: string | null;
  authorId: string;
  subjectId: string;
};

export const PUBLISH_REVIEWS_JOB = 'reviews.publish';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** `orderId` or `exchangeId` names the deal (the other is null). */
    'review.created': ReviewEvent;
    'review.published': ReviewEvent;
  }
}

/** Recomputes the seller's rating from their visible reviews. */
export async function refreshSellerRating(trx: Db, sellerId: string): Promise<void> {
  const { sum, count } = await sellerRatingTotals(trx, sellerId);
  await setSellerRating(trx, sellerId, sum, count);
}

export async function publishDealReviews(trx: Db, deal: Deal): Promise<void> {
  const published = await publishReviewsOfDeal(trx, deal);
  for (const review of published) {
    if (review.author_role === 'buyer') await refreshSellerRating(trx, review.subject_id);
    await publish(trx, {
      type: 'review.published',
      reviewId: review.id,
      orderId: review.order_id,
      exchangeId: review.exchange_id,
      authorId: review.author_id,
      subjectId: review.subject_id,
    });
  }
}
