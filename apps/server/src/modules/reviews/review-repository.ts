import type { Db } from '../../db/database.ts';
import type { ReviewsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

export async function insertReview(trx: Db, row: ReviewsTable): Promise<void> {
  await trx.insertInto('reviews').values(row).execute();
}

export function findReview(db: Db, id: string): Promise<ReviewsTable | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A deal is an order or an exchange (issue 14); reviews name one of the two. */
export type Deal = { orderId: string } | { exchangeId: string };
const dealColumn = (deal: Deal) =>
  'orderId' in deal ? (['order_id', deal.orderId] as const) : (['exchange_id', deal.exchangeId] as const);

export function reviewsOfDeal(db: Db, deal: Deal): Promise<ReviewsTable[]> {
  const [column, id] = dealColumn(deal);
  return db.selectFrom('reviews').selectAll().where(column, '=', id).execute();
}

/** Makes the deal's reviews public (both are in, or the window closed); returns those it published. */
export async function publishReviewsOfDeal(trx: Db, deal: Deal): Promise<ReviewsTable[]> {
  const [column, id] = dealColumn(deal);
  return trx
    .updateTable('reviews')
    .set({ published_at: nowIso() })
    .where(column, '=', id)
    .where('published_at', 'is', null)
    .returningAll()
    .execute();
}

/** The reviewed member replies, once: false when a reply is already there. */
export async function setReply(trx: Db, id: string, text: string): Promise<boolean> {
  const result = await trx
    .updateTable('reviews')
    .set({ reply: text, replied_at: nowIso() })
    .where('id', '=', id)
    .where('reply', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function hideReview(trx: Db, id: string, adminId: string, reason: string): Promise<boolean> {
  const result = await trx
    .updateTable('reviews')
    .set({ hidden_at: nowIso(), hidden_by: adminId, hidden_reason: reason })
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sum and count of the published, visible reviews the member's buyers wrote about them. */
export async function sellerRatingTotals(db: Db, sellerId: string): Promise<{ sum: number; count: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.sum<number>('rating').as('sum'), eb.fn.countAll<number>().as('count')])
    .where('subject_id', '=', sellerId)
    .where('author_role', '=', 'buyer')
    .where('published_at', 'is not', null)
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { sum: Number(row.sum ?? 0), count: Number(row.count) };
}

/** The seller's public reviews (by their buyers), newest published first (reviews_subject_idx). */
export function listSellerReviews(db: Db, sellerId: string, page: Page): Promise<ReviewsTable[]> {
  const query = db
    .selectFrom('reviews')
    .selectAll()
    .where('subject_id', '=', sellerId)
    .where('author_role', '=', 'buyer')
    .where('published_at', 'is not', null)
    .where('hidden_at', 'is', null);
  return newestFirst(query, { key: 'published_at', id: 'id' }, page).execute();
}

export const reviewCursor = (row: { published_at: string | null; id: string }): Cursor => ({
  key: row.published_at ?? '',
  id: row.id,
});
