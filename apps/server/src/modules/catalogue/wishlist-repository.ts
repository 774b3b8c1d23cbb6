import type { ViewedBook } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { newestFirst, type Page } from '../../lib/pagination.ts';
import { selectBooks, toBook } from './book-repository.ts';

export async function addToWishlist(db: Db, userId: string, bookId: string): Promise<number> {
  const book = await db
    .selectFrom('books')
    .select('id')
    .where('id', '=', bookId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
  const result = await db
    .insertInto('wishlist')
    .values({ user_id: userId, book_id: bookId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function removeFromWishlist(db: Db, userId: string, bookId: string): Promise<number> {
  const result = await db
    .deleteFrom('wishlist')
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface WishlistItem {
  book: ViewedBook;
  addedAt: string;
}

/** The user's wishlist, most recently added first, sold books included (they show as sold). */
export async function listWishlist(db: Db, userId: string, page: Page): Promise<WishlistItem[]> {
  const query = selectBooks(db)
    .innerJoin('wishlist', 'wishlist.book_id', 'books.id')
    .select('wishlist.created_at as added_at')
    .where('wishlist.user_id', '=', userId);
  const rows = await newestFirst(
    query,
    { key: 'wishlist.created_at', id: 'wishlist.book_id' },
    page,
  ).execute();
  return rows.map((row) => ({ book: { ...toBook(row), wishlisted: true }, addedAt: row.added_at }));
}

/**
 * People with another copy of this title on their wishlist (same ISBN, or same title and author, letter
 * case aside), except the seller of the new copy: they would want to hear it is listed.
 */
export async function wishersOfTitle(
  db: Db,
  book: { id: string; sellerId: string; productName: string; author: string | null; isbn: string | null },
): Promise<string[]> {
  const rows = await db
    .selectFrom('wishlist')
    .innerJoin('books', 'books.id', 'wishlist.book_id')
    .select('wishlist.user_id')
    .distinct()
    .where('books.id', '!=', book.id)
    .where('wishlist.user_id', '!=', book.sellerId)
    .where((eb) => {
      const sameTitle = eb.and([
        eb(eb.fn('lower', ['books.product_name']), '=', book.productName.toLowerCase()),
        book.author === null
          ? eb('books.author', 'is', null)
          : eb(eb.fn('lower', ['books.author']), '=', book.author.toLowerCase()),
      ]);
      return book.isbn ? eb.or([eb('books.isbn', '=', book.isbn), sameTitle]) : sameTitle;
    })
    .limit(500)
    .execute();
  return rows.map((r) => r.user_id);
}
