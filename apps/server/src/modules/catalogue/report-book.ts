import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { findLiveListing } from './book-repository.ts';
import { hasReported, insertReport } from './report-repository.ts';

const alreadyReported = () => conflict('ALREADY_REPORTED', 'You have already reported this book');

/** Any signed-in user but the seller reports a listing, once (docs/decisions/022-reports-and-wishlist.md). */
export async function reportBook(
  db: Db,
  caller: AuthUser,
  bookId: string,
  reason: string | null,
): Promise<{ modifiedCount: number }> {
  const book = await findLiveListing(db, bookId);
  if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
  if (book.seller_id === caller._id) throw forbidden('OWN_BOOK', 'You cannot report your own book');
  if (await hasReported(db, bookId, caller._id)) throw alreadyReported();
  try {
    await insertReport(db, bookId, caller._id, reason);
  } catch (error) {
    // Two clicks at once: the unique (book_id, user_id) constraint decides.
    if (await hasReported(db, bookId, caller._id)) throw alreadyReported();
    throw error;
  }
  return { modifiedCount: 1 };
}
