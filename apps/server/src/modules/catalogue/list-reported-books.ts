// The admin's Reported Items: live listings with open reports, newest listing first, keyset-paged,
// each with how many open reports it has and their reasons.
import type { ReportedBook } from '@boibazar/shared/admin';
import type { Db } from '../../db/database.ts';
import type { Cursor } from '../../lib/pagination.ts';

export const reportedBookCursor = (book: ReportedBook): Cursor => ({ key: book.time, id: book._id });

/** Fetches limit + 1 rows so the caller can tell whether a next page exists. */
export async function listReportedBooks(
  db: Db,
  page: { limit: number; cursor?: Cursor },
): Promise<ReportedBook[]> {
  let query = db
    .selectFrom('books')
    .innerJoin('users as seller', 'seller.id', 'books.seller_id')
    .select([
      'books.id',
      'books.product_name',
      'books.image',
      'books.seller_name',
      'books.created_at',
      'seller.email',
    ])
    .where('books.deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('reports')
          .select('reports.id')
          .whereRef('reports.book_id', '=', 'books.id')
          .where('reports.dismissed_at', 'is', null),
      ),
    );
  const cursor = page.cursor;
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('books.created_at', '<', cursor.key),
        eb.and([eb('books.created_at', '=', cursor.key), eb('books.id', '<', cursor.id)]),
      ]),
    );
  }
  const books = await query
    .orderBy('books.created_at', 'desc')
    .orderBy('books.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  if (books.length === 0) return [];
  const reports = await db
    .selectFrom('reports')
    .select(['book_id', 'reason'])
    .where(
      'book_id',
      'in',
      books.map((b) => b.id),
    )
    .where('dismissed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return books.map((book) => {
    const open = reports.filter((r) => r.book_id === book.id);
    return {
      _id: book.id,
      productName: book.product_name,
      image: book.image,
      sellerName: book.seller_name,
      email: book.email,
      time: book.created_at,
      reportCount: open.length,
      reasons: open.map((r) => r.reason?.trim() ?? '').filter((reason) => reason.length > 0),
    };
  });
}
