// A seller's own listing: delete it (soft, so orders and payments keep their book) and advertise it.
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { findLiveListing } from './book-repository.ts';
import { announceWithdrawn } from './book-market.ts';
import { setAdvertised, softDeleteBook } from './book-write-repository.ts';

async function liveBook(db: Db, id: string) {
  const book = await findLiveListing(db, id);
  if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
  return book;
}

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** The admin removed someone's listing (the seller hears of it). */
    'book.removed': { bookId: string; sellerId: string; bookName: string };
  }
}

/**
 * The owner or the admin removes a listing: it disappears from every list, and its open (unpaid) bookings
 * are cancelled in the same transaction (by orders, on 'book.left_market', `book-market.ts`), so no buyer is left holding an order that can never be paid
 * (as when a seller is removed, docs/decisions/040-what-deletion-means.md). Paid orders stay.
 */
export async function deleteBook(db: Db, caller: AuthUser, id: string): Promise<{ deletedCount: number }> {
  const book = await liveBook(db, id);
  if (book.seller_id !== caller._id && caller.role !== 'Admin')
    throw forbidden('NOT_YOUR_BOOK', 'Only the seller or the admin can delete this book');
  return inTransaction(db, async (trx) => {
    const deletedCount = (await softDeleteBook(trx, id)) ? 1 : 0;
    if (deletedCount === 1) await announceWithdrawn(trx, [id]);
    if (deletedCount === 1 && book.seller_id !== caller._id)
      await publish(trx, {
        type: 'book.removed',
        bookId: id,
        sellerId: book.seller_id,
        bookName: book.product_name,
      });
    return { deletedCount };
  });
}

/** The owner puts an unsold listing in the landing page's 'Advertised' section; a second call changes nothing. */
export async function advertiseBook(
  db: Db,
  caller: AuthUser,
  id: string,
): Promise<{ modifiedCount: number }> {
  const book = await liveBook(db, id);
  if (book.seller_id !== caller._id)
    throw forbidden('NOT_YOUR_BOOK', 'Only the seller can advertise this book');
  if (book.is_sold === 1) throw conflict('BOOK_SOLD', 'A sold book cannot be advertised');
  return { modifiedCount: (await setAdvertised(db, id, caller._id)) ? 1 : 0 };
}
