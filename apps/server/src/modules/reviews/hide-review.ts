// The admin hides a review (the reason is kept); the seller's rating no longer counts it.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { refreshSellerRating } from './publish-reviews.ts';
import { findReview, hideReview } from './review-repository.ts';

export async function hideReviewAsAdmin(db: Db, admin: AuthUser, reviewId: string, reason: string) {
  const review = await findReview(db, reviewId);
  if (!review) throw notFound('REVIEW_NOT_FOUND', 'Review');
  await inTransaction(db, async (trx) => {
    if (!(await hideReview(trx, review.id, admin._id, reason)))
      throw conflict('ALREADY_HIDDEN', 'This review is already hidden');
    if (review.author_role === 'buyer') await refreshSellerRating(trx, review.subject_id);
  });
}
