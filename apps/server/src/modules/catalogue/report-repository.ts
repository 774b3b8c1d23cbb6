// Reports of listings to the admin. Reused by the admin module (Reported Items, Dismiss).
import type { ReportedBook } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { Cursor } from '../../lib/pagination.ts';

export async function hasReported(db: Db, bookId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('book_id', '=', bookId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertReport(db: Db, bookId: string, userId: string, reason: string | null) {
  await db
    .insertInto('reports')
    .values({
      id: newId(),
      book_id: bookId,
      user_id: userId,
      reason,
      created_at: nowIso(),
      dismissed_at: null,
    })
    .execute();
}

/** Marks a book's open reports dismissed; answers how many were open. */
export async function dismissReports(db: Db, bookId: string): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({ dismissed_at: nowIso() })
    .where('book_id', '=', bookId)
    .where('dismissed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const reportedCursor = (item: ReportedBook): Cursor => ({ key: item._id, id: item._id });

/**
 * Live books with open (undismissed) reports, one row each with the count and the reasons given, in
 * book-id order (stable, served by reports_open_idx); fetches limit + 1 rows.
 */
export async function listReportedBooks(
  db: Db,
  page: { limit: number; cursor?: Cursor },
): Promise<ReportedBook[]> {
  let query = db
    .selectFrom('reports')
    .innerJoin('books', 'books.id', 'reports.book_id')
    .innerJoin('users as seller', 'seller.id', 'books.seller_id')
    .select((eb) => [
      'books.id',
      'books.product_name',
      'books.seller_name',
      'books.image',
      'seller.email',
      eb.fn.countAll<string | number>().as('report_count'),
      eb.fn.max('reports.created_at').as('last_reported_at'),
    ])
    .where('reports.dismissed_at', 'is', null)
    .where('books.deleted_at', 'is', null);
  if (page.cursor) query = query.where('reports.book_id', '>', page.cursor.id);
  const rows = await query
    .groupBy(['books.id', 'books.product_name', 'books.seller_name', 'books.image', 'seller.email'])
    .orderBy('books.id')
    .limit(page.limit + 1)
    .execute();
  const reasons = rows.length
    ? await db
        .selectFrom('reports')
        .select(['book_id', 'reason'])
        .where(
          'book_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('dismissed_at', 'is', null)
        .where('reason', 'is not', null)
        .orderBy('created_at')
        .execute()
    : [];
  return rows.map((row) => ({
    _id: row.id,
    productName: row.product_name,
    email: row.email,
    sellerName: row.seller_name,
    image: row.image,
    reportCount: Number(row.report_count),
    reasons: reasons.filter((r) => r.book_id === row.id).map((r) => r.reason as string),
    lastReportedAt: String(row.last_reported_at),
  }));
}
