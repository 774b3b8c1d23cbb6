// GET /orders/:id/reviews and GET /exchanges/:id/reviews: the caller's own review, and the other side's
// once it is published (the admin sees both).
import type { DealReviews } from '@boibazar/shared/reviews';
import type { Db } from '../../db/database.ts';
import type { ReviewsTable } from '../../db/schema.ts';
import type { AuthUser } from '../identity/index.ts';
import { loadExchangeForReviews } from '../exchanges/index.ts';
import { getOrderRecordFor, reviewUntil, type OrderTimers } from '../orders/index.ts';
import { reviewAnswers } from './review-answer.ts';
import { reviewsOfDeal } from './review-repository.ts';

/** `me`: the caller's user id in the deal, or null for the admin. */
async function dealReviews(
  db: Db,
  rows: ReviewsTable[],
  me: string | null,
  until: string | null,
): Promise<DealReviews> {
  const reviews = await reviewAnswers(db, rows);
  const mine = me === null ? null : (reviews.find((r) => r.authorId === me) ?? null);
  const other = reviews.find((r) => r !== mine && (me === null || r.authorId !== me)) ?? null;
  const theirs = other && (other.published || me === null) ? other : null;
  return { mine, theirs, theirsPending: other !== null && theirs === null, reviewUntil: until };
}

export async function getDealReviews(
  db: Db,
  user: AuthUser,
  orderId: string,
  timers: OrderTimers,
): Promise<DealReviews> {
  const { order, viewer } = await getOrderRecordFor(db, user, orderId);
  const me = viewer === 'admin' ? null : viewer === 'seller' ? order.sellerId : order.buyerId;
  return dealReviews(db, await reviewsOfDeal(db, { orderId: order.id }), me, reviewUntil(order, timers));
}

export async function getExchangeReviews(
  db: Db,
  user: AuthUser,
  exchangeId: string,
  reviewWindowMs: number,
): Promise<DealReviews> {
  const x = await loadExchangeForReviews(db, user, exchangeId);
  const until =
    x.status === 'completed' && x.completedAt
      ? new Date(new Date(x.completedAt).getTime() + reviewWindowMs).toISOString()
      : null;
  return dealReviews(db, await reviewsOfDeal(db, { exchangeId }), x.viewerId, until);
}
