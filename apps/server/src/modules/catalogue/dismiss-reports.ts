import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';

/** The admin finds a reported listing fine: its open reports are dismissed and it leaves the reported list. */
export async function dismissReports(db: Db, bookId: string): Promise<{ modifiedCount: number }> {
  const book = await db
    .selectFrom('books')
    .select('id')
    .where('id', '=', bookId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!book) throw notFound('Book');
  const result = await db
    .updateTable('reports')
    .set({ dismissed_at: nowIso() })
    .where('book_id', '=', bookId)
    .where('dismissed_at', 'is', null)
    .executeTakeFirst();
  return { modifiedCount: Number(result.numUpdatedRows) };
}
