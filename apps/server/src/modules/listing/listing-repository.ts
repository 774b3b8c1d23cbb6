// Reads for listing a book (decision 320): earlier listings of an ISBN, a work's copies for sale and its
// recent sales. Reads the catalogue's `books` and the orders' `bookings` (decision 100: a repository may
// join another module's tables to read); writes nothing.
import type { BookDetails, WorkCopy } from '@boibazar/shared/listing';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { sellerRating } from '../catalogue/index.ts';

/** Which listings are one work: the same ISBN-13, or the same normalised title and author. */
export interface WorkMatch {
  isbn13: string | null;
  workKey: string | null;
}

const sameWork = (match: WorkMatch) => (eb: ExpressionBuilder<Database, 'books'>) => {
  const either = [];
  if (match.isbn13) either.push(eb('books.isbn13', '=', match.isbn13));
  if (match.workKey) either.push(eb('books.work_key', '=', match.workKey));
  return either.length > 0 ? eb.or(either) : eb.val(false);
};

/** The newest listing of this ISBN, as the details a new listing of it may start from. */
export async function findDetailsByIsbn(db: Db, isbn13: string): Promise<BookDetails | null> {
  const row = await db
    .selectFrom('books')
    .select([
      'product_name',
      'author',
      'publisher',
      'published_year',
      'pages',
      'language',
      'image',
      'original',
    ])
    .where('isbn13', '=', isbn13)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: row.product_name,
    author: row.author,
    publisher: row.publisher,
    publishedYear: row.published_year,
    pages: row.pages,
    language: row.language,
    cover: row.image,
    printedPrice: row.original > 0 ? row.original : null,
  };
}

/** A listing's work: its ISBN-13 and title key, with the title and author it shows. */
export async function findWorkOfBook(
  db: Db,
  bookId: string,
): Promise<
  (WorkMatch & { title: string; author: string | null; isbn: string | null; sellerId: string }) | null
> {
  const row = await db
    .selectFrom('books')
    .select(['isbn13', 'work_key', 'product_name', 'author', 'isbn', 'seller_id'])
    .where('id', '=', bookId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row
    ? {
        isbn13: row.isbn13,
        workKey: row.work_key,
        title: row.product_name,
        author: row.author,
        isbn: row.isbn,
        sellerId: row.seller_id,
      }
    : null;
}

/** The prices (whole Taka) of the work's copies sold since `since`, newest first, at most `limit`. */
export async function soldPrices(
  db: Db,
  match: WorkMatch,
  opts: { since: string; condition?: string; limit: number },
): Promise<number[]> {
  let query = db
    .selectFrom('bookings')
    .innerJoin('books', 'books.id', 'bookings.book_id')
    .select(['bookings.price'])
    .where('bookings.status', 'in', ['paid', 'handed_over', 'completed'])
    .where((eb) => eb.fn.coalesce('bookings.paid_at', 'bookings.completed_at'), '>=', opts.since)
    .where(sameWork(match));
  if (opts.condition) query = query.where('books.condition', '=', opts.condition);
  const rows = await query
    .orderBy((eb) => eb.fn.coalesce('bookings.paid_at', 'bookings.completed_at'), 'desc')
    .limit(opts.limit)
    .execute();
  return rows.map((r) => Number(r.price));
}

/** The work's copies for sale now (unsold, not in an exchange or held for an order), cheapest first. */
export async function copiesForSale(db: Db, match: WorkMatch, limit: number): Promise<WorkCopy[]> {
  const rows = await db
    .selectFrom('books')
    .innerJoin('users as seller', 'seller.id', 'books.seller_id')
    .select([
      'books.id',
      'books.condition',
      'books.resale',
      'books.location',
      'books.image',
      'books.seller_name',
      'books.seller_id',
      'seller.seller_rating_sum',
      'seller.seller_rating_count',
    ])
    .where('books.deleted_at', 'is', null)
    .where('seller.deleted_at', 'is', null)
    .where('books.is_sold', '=', 0)
    .where('books.exchange_state', 'is', null)
    .where('books.held_for_order', 'is', null)
    .where(sameWork(match))
    .orderBy('books.resale', 'asc')
    .orderBy('books.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    condition: r.condition,
    resale: Number(r.resale),
    location: r.location,
    image: r.image,
    sellerName: r.seller_name,
    sellerId: r.seller_id,
    sellerRating: sellerRating(Number(r.seller_rating_sum), Number(r.seller_rating_count)),
  }));
}

/**
 * How many people (distinct accounts, besides `exceptUserId`) are looking for the work (decisions 453, 454):
 * a live saved search of theirs matches a copy of it (matches are recorded when a copy is listed and when a
 * search is saved), or a copy of it is on their wishlist; paused searches do not count. Indexed both ways:
 * the work's copies by ISBN or work key, then matches and wishlists by book.
 */
export async function peopleLookingFor(db: Db, match: WorkMatch, exceptUserId: string): Promise<number> {
  const searching = db
    .selectFrom('saved_search_matches')
    .innerJoin('books', 'books.id', 'saved_search_matches.book_id')
    .innerJoin('saved_searches', 'saved_searches.id', 'saved_search_matches.saved_search_id')
    .select('saved_searches.user_id as user_id')
    .where(sameWork(match))
    .where('saved_searches.paused', '=', 0)
    .where('saved_searches.user_id', '!=', exceptUserId);
  const wishing = db
    .selectFrom('wishlist')
    .innerJoin('books', 'books.id', 'wishlist.book_id')
    .select('wishlist.user_id as user_id')
    .where(sameWork(match))
    .where('wishlist.user_id', '!=', exceptUserId);
  const row = await db
    .selectFrom(searching.union(wishing).as('looking'))
    .innerJoin('users', 'users.id', 'looking.user_id')
    .select((eb) => eb.fn.countAll<string>().as('people'))
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.people ?? 0);
}
