// A search saved now matches the books already for sale (decision 454): they are recorded as its matches, as
// if already emailed (the reader saw them when saving; they are not news), so the book page's "N people are
// looking for this book" counts the reader at once and stays one indexed read.
import { queryFinds } from '@boibazar/shared/search-text';
import type { Db, Dialect } from '../../db/database.ts';
import { newestBooksFound, type FoundListing } from '../catalogue/index.ts';
import type { SavedSearch } from '@boibazar/shared/saved-searches';
import { recordMatches } from './saved-search-repository.ts';

/** At most this many books already for sale (the newest) become a new search's matches. */
export const EXISTING_MATCHES_LIMIT = 500;

export async function matchExistingListings(
  db: Db,
  dialect: Dialect,
  readerId: string,
  search: SavedSearch,
  at: string,
): Promise<number> {
  const rows = await newestBooksFound(db, dialect, search.filter, EXISTING_MATCHES_LIMIT - 1);
  // The same rules as a new listing's alert (alert-saved-searches.ts): not the reader's own books, and the
  // words by the search's own rules.
  const text = (row: FoundListing) => [row.productName, row.author ?? '', row.description].join(' ');
  const bookIds = rows
    .filter((row) => row.sellerId !== readerId)
    .filter((row) => !search.filter.q || queryFinds(search.filter.q, text(row)))
    .map((row) => row.id);
  await recordMatches(db, search._id, bookIds, at);
  return bookIds.length;
}
