import type { Book, Category, MyBook, ViewedBook } from '@boibazar/shared/catalogue';
import { sql } from 'kysely';
import { KEPT_PLAN, type Db, type Dialect } from '../../db/database.ts';
import { jsonArray, readJsonArray } from '../../db/json-array.ts';
import { compiledOnce, runCompiled } from '../../lib/compiled-once.ts';
import { checkCursor, newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';
import type { AuthUser, SessionClaims } from '../../plugins/auth.ts';
import { liveSessionJson, liveSessionUser } from '../identity/index.ts';
import { findCategory, toCategory } from './category-repository.ts';

/**
 * The columns every book answer needs: the listing joined with its seller. Deleted books never show, nor
 * books of a deleted seller. Given SQLite as `dialect`, the seller's condition is written over both tables
 * (the same rows beside `books.deleted_at is null`): on the seller alone it made SQLite build a Bloom filter
 * of every live user before a page's first book (decisions 531, 533). PostgreSQL's plans need the plain
 * condition's estimate, and so does any SQLite plan a test shows without the dialect.
 */
export function selectBooks(db: Db, dialect?: Dialect) {
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
      'books.cod_allowed',
      'books.sends_by_courier',
      'books.seller_id',
      'seller.email as seller_email',
      'seller.verified as seller_verified',
      'seller.seller_rating_sum',
      'seller.seller_rating_count',
      'books.open_to_exchange',
      'books.wants',
      'books.exchange_state',
      'books.held_for_order',
    ])
    .where('books.deleted_at', 'is', null)
    .where(
      dialect === 'sqlite'
        ? sql<string | null>`coalesce(${sql.ref('seller.deleted_at')}, ${sql.ref('books.deleted_at')})`
        : 'seller.deleted_at',
      'is',
      null,
    );
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
  sellerId: row.seller_id,
  sellerVerified: row.seller_verified === 1,
  conatct: row.contact,
  description: row.description,
  email: row.seller_email,
  isSold: row.is_sold === 1,
  advertised: row.advertised === 1,
  cashOnDelivery: Number(row.cod_allowed) === 1,
  sendsByCourier: Number(row.sends_by_courier) === 1,
  sellerRating: sellerRating(Number(row.seller_rating_sum), Number(row.seller_rating_count)),
  openToExchange: Number(row.open_to_exchange) === 1,
  wants: row.wants,
  exchangeState: row.exchange_state,
  heldForOffer: row.held_for_order !== null,
});

/** Average to one decimal, from the first review on. */
export const sellerRating = (sum: number, count: number) =>
  count > 0 ? { average: Math.round((sum / count) * 10) / 10, count } : null;

export const bookCursor = (book: Book): Cursor => ({ key: book.time, id: book._id });

export interface BookFilter {
  categoryId?: string;
  sellerId?: string;
  advertisedOnly?: boolean;
  /** Leaves advertised books out (a category page lists them first, then the rest). */
  notAdvertised?: boolean;
  includeSold?: boolean;
  /** Only books open to exchange (issue 14). */
  openToExchange?: boolean;
  /** The signed-in viewer: each book then says whether it is on their wishlist. */
  viewerId?: string;
}

// NOTE: literals (not bound parameters) for the flags, so SQLite can match the partial indexes
// books_category_listing_idx, books_advertised_idx and books_price_idx.
export const UNSOLD = sql.lit<0>(0);
export const FLAG_ON = sql.lit<1>(1);

export type BookQuery = ReturnType<typeof selectBooks>;

/**
 * Runs a book query; for a signed-in viewer each book also says whether it is on their wishlist, asked
 * in the same statement (an EXISTS on the wishlist's primary key per row) rather than a second query.
 */
export async function runForViewer(query: BookQuery, viewerId: string | undefined): Promise<ViewedBook[]> {
  return (await withViewer(query, viewerId).execute()).map((row) => viewedBook(row, viewerId));
}

/** runForViewer, with each book's row as the database gave it (search reads its rank from it). */
export async function runRowsForViewer(
  query: BookQuery,
  viewerId: string | undefined,
): Promise<Array<{ row: BookRow & Record<string, unknown>; book: ViewedBook }>> {
  return viewedBooks(await withViewer(query, viewerId).execute(), viewerId);
}

/** The query with, for a signed-in viewer, whether each book is on their wishlist (`wishlisted`). */
function withViewer(query: BookQuery, viewerId: string | undefined): BookQuery {
  if (!viewerId) return query;
  return query.select((eb) =>
    eb
      .exists(
        eb
          .selectFrom('wishlist as mine')
          .select('mine.book_id')
          .whereRef('mine.book_id', '=', 'books.id')
          .where('mine.user_id', '=', viewerId),
      )
      .as('wishlisted'),
  );
}

/**
 * A row as a book; for a signed-in viewer with its wishlist mark (SQLite answers 0/1, PostgreSQL true/false),
 * added to the book itself rather than spread into a copy: one object a row on the category page's hot path.
 */
function viewedBook(row: BookRow & Record<string, unknown>, viewerId: string | undefined): ViewedBook {
  const book: ViewedBook = toBook(row);
  if (viewerId) book.wishlisted = Boolean(row.wishlisted);
  return book;
}

/** Each row with its book (viewedBook). */
function viewedBooks<R extends BookRow & Record<string, unknown>>(rows: R[], viewerId: string | undefined) {
  return rows.map((row) => ({ row, book: viewedBook(row, viewerId) }));
}

/** Newest first, keyset-paged; fetches limit + 1 rows so the caller can tell whether a next page exists. */
export async function listBooks(db: Db, filter: BookFilter, page: Page): Promise<ViewedBook[]> {
  return runForViewer(listBooksQuery(db, filter, page), filter.viewerId);
}

/** What listCategoryPage binds; which of them are present, with the flags, is the query's shape. */
type CategoryPageValues = {
  categoryId: string;
  /** The page's size plus one (newestFirst's look-ahead row), bound, unless the shape writes it. */
  limit?: number;
  sellerId?: string;
  viewerId?: string;
  cursorKey?: string;
  cursorId?: string;
  /** The caller's session, checked in the statement itself (decision 513); then no viewerId. */
  sessionId?: string;
  sessionUserId?: string;
};
type CategoryPageFlags = Pick<
  BookFilter,
  'advertisedOnly' | 'notAdvertised' | 'includeSold' | 'openToExchange'
> & {
  dialect: Dialect;
  /** The page's size plus one written into the text (the advertised-only shape, decision 499). */
  limit?: number;
};

/**
 * The page's rows, each with the caller's live session (identity's liveSessionJson: the same answer on every
 * row, null for a dead session, which makes the page a visitor's) and whether the book is on that member's
 * wishlist: the session check and the page in one statement (decision 513, as amended by 533). The wishlist
 * is asked for the token's member; the mark is read only when the session is live.
 */
function withSession(db: Db, dialect: Dialect, query: BookQuery, sessionId: string, userId: string) {
  return withViewer(query.select(liveSessionJson(db, dialect, sessionId, userId).as('live_session')), userId);
}

const categoryPageQuery = compiledOnce(
  (db: Db, flags: CategoryPageFlags, v: CategoryPageValues) => {
    const { dialect, ...filter } = flags;
    const page = listBooksQuery(
      db,
      { ...filter, categoryId: v.categoryId, sellerId: v.sellerId },
      {
        limit: (flags.limit ?? v.limit!) - 1,
        cursor: v.cursorKey !== undefined ? { key: v.cursorKey, id: v.cursorId ?? '' } : undefined,
      },
      dialect,
    )
      .limit(flags.limit !== undefined ? sql.lit(flags.limit) : v.limit!)
      .select((eb) =>
        eb
          .selectFrom('categories')
          .select(jsonArray(dialect, [sql.ref('name'), sql.ref('name_bn')]).as('names'))
          .where('id', '=', v.categoryId)
          .as('category'),
      );
    return v.sessionId !== undefined
      ? withSession(db, dialect, page, v.sessionId, v.sessionUserId!)
      : withViewer(page, v.viewerId);
  },
  {
    rowsAsArrays: true,
    // The advertised-only shape's one plan serves every category (below): PostgreSQL keeps it (decision 507).
    prefix: (flags) => (flags.advertisedOnly ? KEPT_PLAN : ''),
  },
);

/** listCategoryPage's one statement (exposed so that tests can show its plan). */
export function categoryPageStatement(
  ...[db, dialect, categoryId, filter, page, session]: Parameters<typeof listCategoryPage>
) {
  const { viewerId, sellerId, ...flags } = filter;
  const on = {
    advertisedOnly: !!flags.advertisedOnly,
    notAdvertised: !!flags.notAdvertised,
    includeSold: !!flags.includeSold,
    openToExchange: !!flags.openToExchange,
  };
  const values: CategoryPageValues = { categoryId };
  const shape: CategoryPageFlags = { ...on, dialect };
  if (on.advertisedOnly) shape.limit = page.limit + 1;
  else values.limit = page.limit + 1;
  if (sellerId !== undefined) values.sellerId = sellerId;
  if (session) {
    values.sessionId = session.sessionId;
    values.sessionUserId = session.userId;
  } else if (viewerId !== undefined) values.viewerId = viewerId;
  if (page.cursor) {
    values.cursorKey = page.cursor.key;
    values.cursorId = page.cursor.id;
  }
  return categoryPageQuery(db, shape, values);
}

/**
 * A category and one page of its books in one round trip (decision 490): the category's names ride on the
 * page's rows as one uncorrelated subquery (a JSON array of both, decision 533; each database runs it once
 * per statement, not per row).
 * Only an empty page needs a second query, to tell an empty category from a missing one. The statement is
 * built and compiled once per shape (lib/compiled-once.ts): it runs on every category page.
 *
 * The advertised-only page (the web app's first request for a category) writes its limit into the text
 * (decision 499): PostgreSQL costs a plan for an unknown `limit $n` as if it fetched a tenth of the rows, so
 * a named statement with a bound limit is planned afresh on every call; with the number in the text it keeps
 * one plan, which for this shape walks `books_category_advertised_idx` (the category, then newest first)
 * whatever the category's size; its text is marked KEPT_PLAN, so PostgreSQL runs it on a connection that
 * keeps that plan rather than planning it on every call (decision 507). The other shapes keep the limit bound: their best plan depends on the
 * category's size (a kept plan walking `books_created_idx` took 76–311 ms for a category of 30 books).
 */
export async function listCategoryPage(
  db: Db,
  dialect: Dialect,
  categoryId: string,
  filter: Omit<BookFilter, 'categoryId'>,
  page: Page,
  session?: SessionClaims,
): Promise<CategoryPage | undefined> {
  checkCursor(page.cursor);
  const rows = await runCompiled<BookRow & Record<string, unknown>>(
    db,
    categoryPageStatement(db, dialect, categoryId, filter, page, session),
  );
  const viewerId = filter.viewerId;
  const first = rows[0];
  if (!first) {
    const category = await findCategory(db, categoryId);
    return category && { category, books: [] };
  }
  const names = readJsonArray(first.category);
  if (!names) return undefined;
  const category = toCategory({
    id: categoryId,
    name: names[0] as string,
    name_bn: names[1] as string | null,
  });
  if (!session) return { category, books: rows.map((row) => viewedBook(row, viewerId)) };
  const sessionUser = liveSessionUser(first.live_session, session.sessionId);
  const memberId = sessionUser?._id;
  return { category, books: rows.map((row) => viewedBook(row, memberId)), sessionUser };
}

export interface CategoryPage {
  category: Category;
  books: ViewedBook[];
  /**
   * Asked with a session and answered with books: the member the statement found for it (null: no live
   * session, a visitor's page). Absent when not asked, or when an empty page could not tell (decision 513).
   */
  sessionUser?: AuthUser | null;
}

export const NEWEST_BOOKS = { key: 'books.created_at', id: 'books.id' };

/** The query behind listBooks, exposed so tests and the benchmark can show its plan. */
export function listBooksQuery(db: Db, filter: BookFilter, page: Page, dialect?: Dialect) {
  let query = selectBooks(db, dialect);
  if (!filter.includeSold) query = query.where('books.is_sold', '=', UNSOLD);
  if (filter.categoryId) query = query.where('books.category_id', '=', filter.categoryId);
  if (filter.sellerId) query = query.where('books.seller_id', '=', filter.sellerId);
  if (filter.advertisedOnly) query = query.where('books.advertised', '=', FLAG_ON);
  if (filter.notAdvertised) query = query.where('books.advertised', '=', sql.lit<0>(0));
  if (filter.openToExchange) query = query.where('books.open_to_exchange', '=', FLAG_ON);
  return newestFirst(query, NEWEST_BOOKS, page);
}

/**
 * A live listing as other modules see it (decision 463): ids and plain values, none of the spec's
 * spellings and no email (ownership is `sellerId`); routes map it to the spec's shapes.
 */
export interface Listing {
  id: string;
  sellerId: string;
  sellerName: string;
  title: string;
  author: string | null;
  description: string;
  photo: string;
  /** The asking price, whole Taka. */
  price: number;
  categoryId: string;
  condition: string;
  location: string;
  /** The seller's contact line, as they typed it. */
  contact: string;
  isSold: boolean;
  /** Reserved for a buyer whose offer was accepted (decision 250). */
  heldForOffer: boolean;
  openToExchange: boolean;
  cashOnDelivery: boolean;
  sendsByCourier: boolean;
}

const toListing = (row: BookRow): Listing => ({
  id: row.id,
  sellerId: row.seller_id,
  sellerName: row.seller_name,
  title: row.product_name,
  author: row.author,
  description: row.description,
  photo: row.image,
  price: Number(row.resale),
  categoryId: row.category_id,
  condition: row.condition,
  location: row.location,
  contact: row.contact,
  isSold: row.is_sold === 1,
  heldForOffer: row.held_for_order !== null,
  openToExchange: Number(row.open_to_exchange) === 1,
  cashOnDelivery: Number(row.cod_allowed) === 1,
  sendsByCourier: Number(row.sends_by_courier) === 1,
});

/** A live listing (neither it nor its seller deleted), sold ones included. */
export async function findListing(db: Db, id: string): Promise<Listing | undefined> {
  const row = await selectBooks(db).where('books.id', '=', id).executeTakeFirst();
  return row && toListing(row);
}

/** A listing's own page, sold ones included (a shared link keeps working after the sale). */
export async function findBookForViewer(db: Db, id: string, viewerId: string | undefined) {
  const [book] = await runForViewer(selectBooks(db).where('books.id', '=', id), viewerId);
  return book;
}

/** One more opening of the listing's page; the seller's own visits do not count. */
export async function recordBookView(db: Db, id: string, viewerId: string | undefined): Promise<void> {
  let query = db
    .updateTable('books')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id);
  if (viewerId) query = query.where('seller_id', '!=', viewerId);
  await query.execute();
}

const RELATED_LIMIT = 6;

/** The seller's other unsold books and unsold books of the same category by other sellers, newest first. */
export async function listRelatedBooks(
  db: Db,
  book: Book,
): Promise<{ moreFromSeller: Book[]; similar: Book[] }> {
  const [fromSeller, similar] = await Promise.all([
    selectBooks(db)
      .where('books.is_sold', '=', UNSOLD)
      .where('books.seller_id', '=', book.sellerId)
      .where('books.id', '!=', book._id)
      .orderBy('books.created_at', 'desc')
      .orderBy('books.id', 'desc')
      .limit(RELATED_LIMIT)
      .execute(),
    selectBooks(db)
      .where('books.is_sold', '=', UNSOLD)
      .where('books.category_id', '=', book.category)
      .where('books.seller_id', '!=', book.sellerId)
      .orderBy('books.created_at', 'desc')
      .orderBy('books.id', 'desc')
      .limit(RELATED_LIMIT)
      .execute(),
  ]);
  return { moreFromSeller: fromSeller.map(toBook), similar: similar.map(toBook) };
}

/** Every unsold listing's id and date, newest first, for the sitemap (at most `limit`). */
export async function listBooksForSitemap(db: Db, limit: number) {
  return db
    .selectFrom('books')
    .innerJoin('users as seller', 'seller.id', 'books.seller_id')
    .select(['books.id', 'books.created_at'])
    .where('books.deleted_at', 'is', null)
    .where('seller.deleted_at', 'is', null)
    .where('books.is_sold', '=', UNSOLD)
    .orderBy('books.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The seller's own books, sold ones included, newest first, with views and how many wishlists hold each. */
export async function listSellerBooks(db: Db, sellerId: string, page: Page): Promise<MyBook[]> {
  const query = selectBooks(db)
    .select((eb) => [
      'books.views',
      eb
        .selectFrom('wishlist')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('wishlist.book_id', '=', 'books.id')
        .as('wishlist_count'),
    ])
    .where('books.seller_id', '=', sellerId);
  const rows = await newestFirst(query, NEWEST_BOOKS, page).execute();
  return rows.map((row) => ({
    ...toBook(row),
    views: Number(row.views),
    wishlistCount: Number(row.wishlist_count ?? 0),
  }));
}

/** How many of the seller's live listings are for sale and how many are sold. */
export async function countSellerBooks(db: Db, sellerId: string): Promise<{ listed: number; sold: number }> {
  const rows = await db
    .selectFrom('books')
    .select((eb) => ['is_sold', eb.fn.countAll<number>().as('n')])
    .where('seller_id', '=', sellerId)
    .where('deleted_at', 'is', null)
    .groupBy('is_sold')
    .execute();
  const of = (flag: number) => Number(rows.find((row) => Number(row.is_sold) === flag)?.n ?? 0);
  return { listed: of(0), sold: of(1) };
}

/** A book in another module's list (decision 463). */
export interface BookCard {
  id: string;
  title: string;
  photo: string;
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
        id: r.id,
        title: r.product_name,
        photo: r.image,
        sellerId: r.seller_id,
        removed: r.deleted_at !== null || r.seller_deleted_at !== null,
      },
    ]),
  );
}

/** A live listing's owner and state, for the checks before a seller's or the admin's change. */
export function findLiveListing(db: Db, id: string) {
  return db
    .selectFrom('books')
    .select(['id', 'seller_id', 'product_name', 'is_sold', 'advertised'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** What decides whether a book can be sold now: its sale and exchange state and its seller's. */
export function findSaleState(db: Db, id: string) {
  return db
    .selectFrom('books')
    .innerJoin('users as seller', 'seller.id', 'books.seller_id')
    .select([
      'books.is_sold',
      'books.deleted_at',
      'books.exchange_state',
      'books.held_for_order',
      'seller.deleted_at as seller_deleted_at',
    ])
    .where('books.id', '=', id)
    .executeTakeFirst();
}

/** The seller's per-book choice of cash on delivery (docs/decisions/151-cash-on-delivery.md). */
export async function bookAllowsCashOnDelivery(db: Db, bookId: string): Promise<boolean> {
  const row = await db.selectFrom('books').select('cod_allowed').where('id', '=', bookId).executeTakeFirst();
  return Number(row?.cod_allowed ?? 0) === 1;
}

/** Each book's seller id, deleted books included (in slices, for thousands of ids). */
export async function findBookSellers(db: Db, bookIds: string[]): Promise<Map<string, string>> {
  const sellers = new Map<string, string>();
  const unique = [...new Set(bookIds)];
  for (let i = 0; i < unique.length; i += 500) {
    const books = await db
      .selectFrom('books')
      .select(['id', 'seller_id'])
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const book of books) sellers.set(book.id, book.seller_id);
  }
  return sellers;
}
