// A seller's own listing: delete it (soft, so orders and payments keep their book) and advertise it.
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../identity/token-service.ts';
import { cancelOpenBookingsOfBooks } from '../orders/cancel-open-bookings.ts';

async function liveBook(db: Db, id: string) {
  const book = await db
    .selectFrom('books')
    .select(['id', 'seller_id', 'is_sold', 'advertised'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!book) throw notFound('Book');
  return book;
}

/**
 * The owner or the admin removes a listing: it disappears from every list, and its open (unpaid) bookings
 * are cancelled in the same transaction, so no buyer is left holding an order that can never be paid
 * (as when a seller is removed, docs/decisions/040-what-deletion-means.md). Paid orders stay.
 */
export async function deleteBook(db: Db, caller: AuthUser, id: string): Promise<{ deletedCount: number }> {
  const book = await liveBook(db, id);
  if (book.seller_id !== caller._id && caller.role !== 'Admin')
    throw forbidden('Only the seller or the admin can delete this book');
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('books')
      .set({ deleted_at: nowIso(), advertised: 0 })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const deletedCount = Number(result.numUpdatedRows);
    if (deletedCount === 1) await cancelOpenBookingsOfBooks(trx, [id]);
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
  if (book.seller_id !== caller._id) throw forbidden('Only the seller can advertise this book');
  if (book.is_sold === 1) throw conflict('A sold book cannot be advertised');
  const result = await db
    .updateTable('books')
    .set({ advertised: 1 })
    .where('id', '=', id)
    .where('seller_id', '=', caller._id)
    .where('is_sold', '=', 0)
    .where('advertised', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return { modifiedCount: Number(result.numUpdatedRows) };
}
