import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { dismissReports, findListing } from '../catalogue/index.ts';

/** The admin finds a reported listing fine: its open reports are dismissed and it leaves Reported Items. */
export async function dismissReportedBook(db: Db, bookId: string): Promise<{ modifiedCount: number }> {
  if (!(await findListing(db, bookId))) throw notFound('BOOK_NOT_FOUND', 'Book');
  return { modifiedCount: await dismissReports(db, bookId) };
}
