// The reviewed member answers a published review, once.
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { findReview, setReply } from './review-repository.ts';

export async function replyToReview(db: Db, user: AuthUser, reviewId: string, text: string): Promise<void> {
  const review = await findReview(db, reviewId);
  if (!review || review.hidden_at) throw notFound('REVIEW_NOT_FOUND', 'Review');
  if (review.subject_id !== user._id)
    throw forbidden('NOT_A_PARTY', 'Only the member this review is about can reply');
  if (!review.published_at)
    throw conflict('REVIEW_NOT_PUBLISHED', 'You can reply once the review is published');
  if (!(await setReply(db, review.id, text)))
    throw conflict('ALREADY_REPLIED', 'You have already replied to this review');
}
