import type { Book, SearchFilter, ViewedBook } from '@boibazar/shared/catalogue';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.ts';
import { invalidCursor, newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

/** The columns every book answer needs: the listing joined with its seller. Deleted books never show. */
export function selectBooks(db: Db) {
  return db
    .selectFrom('books')
    .innerJoin('users as seller', 'seller.id', 'books.seller_id')
    .select([
      'books.id',
      'books.product_name',
      'books.author',
      'books.isbn',
      'books.image',
      'books.location',
      'books.condition',
      'books.resale',
      'books.original',
      'books.years_used',
      'books.purchase_year',
      'books.category_id',
      'books.created_at',
      'books.seller_name',
      'books.contact',
      'books.description',
      'books.is_sold',
      'books.advertised',
      'seller.email as seller_email',
      'seller.verified as seller_verified',
    ])
    .where('books.deleted_at', 'is', null)
    .where('seller.deleted_at', 'is', null);
}

type BookRow = Awaited<ReturnType<ReturnType<typeof selectBooks>['executeTakeFirstOrThrow']>>;

export const toBook = (row: BookRow): Book => ({
  _id: row.id,
  productName: row.product_name,
  author: row.author,
  isbn: row.isbn,
  image: row.image,
  location: row.location,
  condition: row.condition,
  resale: Number(row.resale),
  original: Number(row.original),
  year: Number(row.years_used),
  purchage: Number(row.purchase_year),
  category: row.category_id,
  time: row.created_at,
  sellerName: row.seller_name,
  sellerVerified: row.seller_verified === 1,
  conatct: row.contact,
  description: row.description,
  email: row.seller_email,
  isSold: row.is_sold === 1,
  advertised: row.advertised === 1,
});

export const bookCursor = (book: Book): Cursor => ({ key: book.time, id: book._id });

export interface BookFilter {
  categoryId?: string;
  sellerId?: string;
  advertisedOnly?: boolean;
  includeSold?: boolean;
  /** The signed-in viewer: each book then says whether it is on their wishlist. */
  viewerId?: string;
}

// NOTE: literals (not bound parameters) for the flags, so SQLite can match the partial indexes
// books_category_listing_idx, books_advertised_idx and books_price_idx.
const UNSOLD = sql.lit<0>(0);
const FLAG_ON = sql.lit<1>(1);

/** Marks which of the books are on the viewer's wishlist (one primary-key lookup per page). */
async function withViewer(db: Db, rows: BookRow[], viewerId: string | undefined): Promise<ViewedBook[]> {
  const books = rows.map(toBook);
  if (!viewerId || books.length === 0) return books;
  const marked = await db
    .selectFrom('wishlist')
    .select('book_id')
    .where('user_id', '=', viewerId)
    .where(
      'book_id',
      'in',
      books.map((b) => b._id),
    )
    .execute();
  const ids = new Set(marked.map((m) => m.book_id));
  return books.map((book) => ({ ...book, wishlisted: ids.has(book._id) }));
}

/** Newest first, keyset-paged; fetches limit + 1 rows so the caller can tell whether a next page exists. */
export async function listBooks(db: Db, filter: BookFilter, page: Page): Promise<ViewedBook[]> {
  const rows = await listBooksQuery(db, filter, page).execute();
  return withViewer(db, rows, filter.viewerId);
}

const NEWEST_BOOKS = { key: 'books.created_at', id: 'books.id' };

/** The query behind listBooks, exposed so tests and the benchmark can show its plan. */
export function listBooksQuery(db: Db, filter: BookFilter, page: Page) {
  let query = selectBooks(db);
  if (!filter.includeSold) query = query.where('books.is_sold', '=', UNSOLD);
  if (filter.categoryId) query = query.where('books.category_id', '=', filter.categoryId);
  if (filter.sellerId) query = query.where('books.seller_id', '=', filter.sellerId);
  if (filter.advertisedOnly) query = query.where('books.advertised', '=', FLAG_ON);
  return newestFirst(query, NEWEST_BOOKS, page);
}

export async function findBook(db: Db, id: string): Promise<Book | undefined> {
  const row = await selectBooks(db).where('books.id', '=', id).executeTakeFirst();
  return row && toBook(row);
}

/** The words of a search, letters and digits only, so they are safe inside FTS5 and tsquery syntax. */
export function searchTerms(text: string | undefined): string[] {
  return (text?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** The position of a search result in its sort order. */
export function searchCursor(sort: SearchFilter['sort'], book: Book): Cursor {
  return { key: sort === 'newest' ? book.time : String(book.resale), id: book._id };
}

/**
 * Unsold books matching every word (as a prefix) in the title, author or description, filtered and
 * sorted, keyset-paged. One function for both dialects: SQLite asks its FTS5 table, PostgreSQL its
 * tsvector column; both are kept in sync by the database (migration 020).
 */
export async function searchBooks(
  db: Db,
  dialect: Dialect,
  filter: SearchFilter & { viewerId?: string },
  page: Page,
): Promise<ViewedBook[]> {
  const rows = await searchBooksQuery(db, dialect, filter, page).execute();
  return withViewer(db, rows, filter.viewerId);
}

/** The query behind searchBooks, exposed so tests and the benchmark can show its plan. */
export function searchBooksQuery(db: Db, dialect: Dialect, filter: SearchFilter, page: Page) {
  let query = selectBooks(db).where('books.is_sold', '=', UNSOLD);
  const terms = searchTerms(filter.q);
  if (terms.length > 0) {
    if (dialect === 'postgres') {
      const tsquery = terms.map((t) => `${t}:*`).join(' & ');
      query = query.where(sql<boolean>`books.search_vector @@ to_tsquery('simple', ${tsquery})`);
    } else {
      const match = terms.map((t) => `"${t}"*`).join(' ');
      query = query.where(
        sql<boolean>`books.rowid in (select rowid from books_fts where books_fts match ${match})`,
      );
    }
  }
  if (filter.category) query = query.where('books.category_id', '=', filter.category);
  if (filter.minPrice !== undefined) query = query.where('books.resale', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where('books.resale', '<=', filter.maxPrice);
  if (filter.condition) query = query.where(sql`lower(books.condition)`, '=', filter.condition.toLowerCase());
  if (filter.location) {
    const escaped = filter.location.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(sql<boolean>`lower(books.location) like ${`${escaped}%`} escape '\\'`);
  }

  if (filter.sort === 'newest') return newestFirst(query, NEWEST_BOOKS, page);
  const ascending = filter.sort === 'price_asc';
  const cursor = page.cursor;
  if (cursor) {
    // A price cursor we handed out is a whole number; anything else would reach the database as NaN.
    if (!/^\d{1,9}$/.test(cursor.key)) throw invalidCursor();
    const price = Number(cursor.key);
    query = query.where((eb) =>
      eb.or([
        eb('books.resale', ascending ? '>' : '<', price),
        eb.and([eb('books.resale', '=', price), eb('books.id', ascending ? '>' : '<', cursor.id)]),
      ]),
    );
  }
  const direction = ascending ? 'asc' : 'desc';
  return query
    .orderBy('books.resale', direction)
    .orderBy('books.id', direction)
    .limit(page.limit + 1);
}

export interface BookCard {
  _id: string;
  productName: string;
  image: string;
  sellerId: string;
  /** Deleted (by its seller or the admin) or its seller's account removed. */
  removed: boolean;
}

/** Title, photo and seller of these books, removed ones included, by id (other modules' lists). */
export async function findBookCards(db: Db, ids: string[]): Promise<Map<string, BookCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('books')
    .innerJoin('users as seller', 'seller.id', 'books.seller_id')
    .select([
      'books.id',
      'books.product_name',
      'books.image',
      'books.seller_id',
      'books.deleted_at',
      'seller.deleted_at as seller_deleted_at',
    ])
    .where('books.id', 'in', unique)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        _id: r.id,
        productName: r.product_name,
        image: r.image,
        sellerId: r.seller_id,
        removed: r.deleted_at !== null || r.seller_deleted_at !== null,
      },
    ]),
  );
}
