// POST /reviews: one review per side of a completed deal (an order or an exchange), within REVIEW_WINDOW
// of its completion. In an exchange each side received the other's books, so each writes as a buyer and
// the review counts toward the other's seller rating (docs/decisions/143-exchange-reviews.md).
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findExchangeForReview, markExchangeSideReviewed } from '../exchanges/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { findOrderRecord, markSideReviewed } from '../orders/index.ts';
import { PUBLISH_REVIEWS_JOB, publishDealReviews } from './publish-reviews.ts';
import { insertReview, reviewsOfDeal, type Deal } from './review-repository.ts';
import { clock } from '../../lib/clock.ts';

const ONCE = 'You have already reviewed this deal';

interface DealToReview {
  deal: Deal;
  status: string;
  completedAt: string | null;
  authorRole: 'buyer' | 'seller';
  subjectId: string;
  reviewedAt: string | null;
  markReviewed(trx: Db): Promise<boolean>;
}

async function orderToReview(db: Db, author: AuthUser, orderId: string): Promise<DealToReview> {
  const order = await findOrderRecord(db, orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order');
  const side = order.buyerId === author._id ? 'buyer' : order.sellerId === author._id ? 'seller' : null;
  if (!side) throw forbidden('NOT_A_PARTY', 'Only the buyer and the seller of this deal can review it');
  return {
    deal: { orderId: order.id },
    status: order.status,
    completedAt: order.completedAt,
    authorRole: side,
    subjectId: side === 'buyer' ? order.sellerId : order.buyerId,
    reviewedAt: side === 'buyer' ? order.buyerReviewedAt : order.sellerReviewedAt,
    markReviewed: (trx) => markSideReviewed(trx, order.id, side),
  };
}

async function exchangeToReview(db: Db, author: AuthUser, exchangeId: string): Promise<DealToReview> {
  const x = await findExchangeForReview(db, exchangeId);
  if (!x) throw notFound('EXCHANGE_NOT_FOUND', 'Exchange');
  const side = x.proposerId === author._id ? 'proposer' : x.ownerId === author._id ? 'owner' : null;
  if (!side) throw forbidden('NOT_A_PARTY', 'Only the two parties of this exchange can review it');
  return {
    deal: { exchangeId: x.id },
    status: x.status,
    completedAt: x.completedAt,
    authorRole: 'buyer',
    subjectId: side === 'proposer' ? x.ownerId : x.proposerId,
    reviewedAt: side === 'proposer' ? x.proposerReviewedAt : x.ownerReviewedAt,
    markReviewed: (trx) => markExchangeSideReviewed(trx, x.id, side),
  };
}

export async function createReview(
  db: Db,
  author: AuthUser,
  input: { orderId?: string; exchangeId?: string; rating: number; text: string },
  reviewWindowMs: number,
): Promise<string> {
  const target = input.orderId
    ? await orderToReview(db, author, input.orderId)
    : await exchangeToReview(db, author, input.exchangeId ?? '');
  if (target.status !== 'completed' || !target.completedAt)
    throw conflict('WRONG_STAGE', 'Only completed deals can be reviewed');
  const closes = new Date(new Date(target.completedAt).getTime() + reviewWindowMs);
  if (closes <= clock.now())
    throw conflict('REVIEW_WINDOW_CLOSED', 'The time to review this deal has passed');
  if (target.reviewedAt !== null) throw conflict('ALREADY_REVIEWED', ONCE);

  const id = newId();
  const orderId = 'orderId' in target.deal ? target.deal.orderId : null;
  const exchangeId = 'exchangeId' in target.deal ? target.deal.exchangeId : null;
  try {
    await inTransaction(db, async (trx) => {
      if (!(await target.markReviewed(trx))) throw conflict('ALREADY_REVIEWED', ONCE);
      await insertReview(trx, {
        id,
        order_id: orderId,
        exchange_id: exchangeId,
        author_id: author._id,
        subject_id: target.subjectId,
        author_role: target.authorRole,
        rating: input.rating,
        text: input.text,
        reply: null,
        replied_at: null,
        hidden_at: null,
        hidden_reason: null,
        hidden_by: null,
        window_closes_at: closes.toISOString(),
        published_at: null,
        created_at: nowIso(),
      });
      await publish(trx, {
        type: 'review.created',
        reviewId: id,
        orderId,
        exchangeId,
        authorId: author._id,
        subjectId: target.subjectId,
      });
      const reviews = await reviewsOfDeal(trx, target.deal);
      if (reviews.length >= 2) await publishDealReviews(trx, target.deal);
      else
        await scheduleJob(trx, {
          kind: PUBLISH_REVIEWS_JOB,
          key: orderId ?? `exchange:${exchangeId}`,
          payload: target.deal,
          runAt: closes,
        });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('ALREADY_REVIEWED', ONCE);
    throw error;
  }
  return id;
}
