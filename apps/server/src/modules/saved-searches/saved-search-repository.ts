// Every query of saved searches: a reader's own list, and the active searches a new listing may match.
import type { SavedFilter, SavedSearch, SavedSearchEmail } from '@boibazar/shared/saved-searches';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Flag } from '../../db/schema.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

type Row = {
  id: string;
  name: string;
  q: string | null;
  category_id: string | null;
  condition: string | null;
  location: string | null;
  min_price: number | null;
  max_price: number | null;
  exchange: Flag;
  cod: Flag;
  paused: Flag;
  email: SavedSearchEmail;
  created_at: string;
};
const COLUMNS = [
  'id',
  'name',
  'q',
  'category_id',
  'condition',
  'location',
  'min_price',
  'max_price',
  'exchange',
  'cod',
  'paused',
  'email',
  'created_at',
] as const;

const toSavedSearch = (row: Row): SavedSearch => ({
  _id: row.id,
  name: row.name,
  filter: {
    ...(row.q !== null && { q: row.q }),
    ...(row.category_id !== null && { category: row.category_id }),
    ...(row.condition !== null && { condition: row.condition }),
    ...(row.location !== null && { location: row.location }),
    ...(row.min_price !== null && { minPrice: Number(row.min_price) }),
    ...(row.max_price !== null && { maxPrice: Number(row.max_price) }),
    ...(Number(row.exchange) === 1 && { exchange: '1' as const }),
    ...(Number(row.cod) === 1 && { cod: '1' as const }),
  },
  paused: Number(row.paused) === 1,
  email: row.email,
  createdAt: row.created_at,
});

export const savedSearchCursor = (search: SavedSearch): Cursor => ({ key: search.createdAt, id: search._id });

const on = (value: string | undefined) => (value === '1' || value === 'true' ? 1 : 0);

export async function insertSavedSearch(
  db: Db,
  search: {
    id: string;
    userId: string;
    name: string;
    filter: SavedFilter;
    email?: SavedSearchEmail;
    createdAt: string;
  },
): Promise<SavedSearch> {
  const { filter } = search;
  const row = await db
    .insertInto('saved_searches')
    .values({
      id: search.id,
      user_id: search.userId,
      name: search.name,
      q: filter.q || null,
      category_id: filter.category || null,
      condition: filter.condition || null,
      location: filter.location || null,
      min_price: filter.minPrice ?? null,
      max_price: filter.maxPrice ?? null,
      exchange: on(filter.exchange),
      cod: on(filter.cod),
      ...(search.email && { email: search.email }),
      created_at: search.createdAt,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toSavedSearch(row);
}

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The reader's saved searches, newest first (limit + 1, for sendPage). */
export async function listSavedSearches(db: Db, userId: string, page: Page): Promise<SavedSearch[]> {
  const query = db.selectFrom('saved_searches').select(COLUMNS).where('user_id', '=', userId);
  const rows = await newestFirst(query, { key: 'created_at', id: 'id' }, page).execute();
  return rows.map(toSavedSearch);
}

/** Renames, pauses or resumes the reader's own saved search; undefined when they have none by that id. */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  changes: { name?: string; paused?: boolean; email?: SavedSearchEmail },
): Promise<SavedSearch | undefined> {
  const row = await db
    .updateTable('saved_searches')
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.paused !== undefined && { paused: changes.paused ? 1 : 0 }),
      ...(changes.email !== undefined && { email: changes.email }),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<number> {
  const owned = await db
    .selectFrom('saved_searches')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (owned) await db.deleteFrom('saved_search_matches').where('saved_search_id', '=', id).execute();
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The active saved searches, of people other than the seller, whose every filter the listing meets (its
 * words are checked by the caller, with the search's own word rules).
 */
export async function findSearchesMeetingFilters(
  db: Db,
  listing: {
    sellerId: string;
    categoryId: string;
    condition: string;
    location: string;
    price: number;
    openToExchange: boolean;
    cashOnDelivery: boolean;
  },
): Promise<Array<{ id: string; userId: string; name: string; q: string | null; email: SavedSearchEmail }>> {
  let query = db
    .selectFrom('saved_searches')
    .innerJoin('users', 'users.id', 'saved_searches.user_id')
    .select([
      'saved_searches.id',
      'saved_searches.user_id',
      'saved_searches.name',
      'saved_searches.q',
      'saved_searches.email',
    ])
    .where('saved_searches.paused', '=', sql.lit(0))
    .where('users.deleted_at', 'is', null)
    .where('saved_searches.user_id', '!=', listing.sellerId)
    .where((eb) =>
      eb.or([
        eb('saved_searches.category_id', 'is', null),
        eb('saved_searches.category_id', '=', listing.categoryId),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('saved_searches.condition', 'is', null),
        eb(sql`lower(saved_searches.condition)`, '=', listing.condition.toLowerCase()),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('saved_searches.location', 'is', null),
        // The same rule as the search's location filter: the listing's place begins with it.
        sql<boolean>`${listing.location.toLowerCase()} like lower(saved_searches.location) || '%'`,
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('saved_searches.min_price', 'is', null),
        eb('saved_searches.min_price', '<=', listing.price),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('saved_searches.max_price', 'is', null),
        eb('saved_searches.max_price', '>=', listing.price),
      ]),
    );
  if (!listing.openToExchange) query = query.where('saved_searches.exchange', '=', sql.lit(0));
  if (!listing.cashOnDelivery) query = query.where('saved_searches.cod', '=', sql.lit(0));
  const rows = await query.orderBy('saved_searches.id').execute();
  return rows.map((row) => ({ id: row.id, userId: row.user_id, name: row.name, q: row.q, email: row.email }));
}

/** A match kept for the search's next email (kept once: a listing matches a search once). */
export async function recordMatch(db: Db, savedSearchId: string, bookId: string, at: string): Promise<void> {
  await db
    .insertInto('saved_search_matches')
    .values({ saved_search_id: savedSearchId, book_id: bookId, matched_at: at })
    .onConflict((oc) => oc.columns(['saved_search_id', 'book_id']).doNothing())
    .execute();
}

/** Books already for sale that a new search matches, recorded as emailed: they are not news (decision 454). */
export async function recordMatches(
  db: Db,
  savedSearchId: string,
  bookIds: string[],
  at: string,
): Promise<void> {
  if (bookIds.length === 0) return;
  await db
    .insertInto('saved_search_matches')
    .values(
      bookIds.map((bookId) => ({
        saved_search_id: savedSearchId,
        book_id: bookId,
        matched_at: at,
        emailed_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['saved_search_id', 'book_id']).doNothing())
    .execute();
}

/** The saved search an email is for, with its reader; undefined when it or they are gone. */
export async function findSearchForEmail(
  db: Db,
  savedSearchId: string,
): Promise<{ userId: string; name: string; paused: boolean; email: SavedSearchEmail } | undefined> {
  const row = await db
    .selectFrom('saved_searches')
    .select(['user_id', 'name', 'paused', 'email'])
    .where('id', '=', savedSearchId)
    .executeTakeFirst();
  return row && { userId: row.user_id, name: row.name, paused: Number(row.paused) === 1, email: row.email };
}

/** The matches not emailed yet whose books are still for sale, oldest first. */
export async function pendingMatches(
  db: Db,
  savedSearchId: string,
): Promise<Array<{ bookId: string; title: string; author: string | null; price: number }>> {
  const rows = await db
    .selectFrom('saved_search_matches')
    .innerJoin('books', 'books.id', 'saved_search_matches.book_id')
    .select(['books.id', 'books.product_name', 'books.author', 'books.resale'])
    .where('saved_search_matches.saved_search_id', '=', savedSearchId)
    .where('saved_search_matches.emailed_at', 'is', null)
    .where('books.is_sold', '=', sql.lit(0))
    .orderBy('saved_search_matches.matched_at')
    .orderBy('books.id')
    .execute();
  return rows.map((r) => ({
    bookId: r.id,
    title: r.product_name,
    author: r.author,
    price: Number(r.resale),
  }));
}

/** Every match of the search not emailed yet counts as emailed (sold books too: they are no news). */
export async function markMatchesEmailed(db: Db, savedSearchId: string, at: string): Promise<void> {
  await db
    .updateTable('saved_search_matches')
    .set({ emailed_at: at })
    .where('saved_search_id', '=', savedSearchId)
    .where('emailed_at', 'is', null)
    .execute();
}
