// A reader keeps a search (words and filters), named by them or by its words; renames, pauses, deletes it.
import {
  MAX_SAVED_SEARCHES,
  type SavedFilter,
  type SavedSearch,
  type SavedSearchEmail,
} from '@boibazar/shared/saved-searches';
import type { Db, Dialect } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../identity/index.ts';
import { matchExistingListings } from './match-existing-listings.ts';
import {
  countSavedSearches,
  deleteSavedSearch,
  insertSavedSearch,
  updateSavedSearch,
} from './saved-search-repository.ts';

export async function saveSearch(
  db: Db,
  dialect: Dialect,
  reader: AuthUser,
  input: { name?: string; filter: SavedFilter; email?: SavedSearchEmail },
): Promise<SavedSearch> {
  const { filter } = input;
  const words = filter.q?.trim() ?? '';
  const anyFilter = Object.entries(filter).some(
    ([key, value]) =>
      key !== 'q' && value !== undefined && value !== '' && value !== '0' && value !== 'false',
  );
  if (!words && !anyFilter)
    throw badRequest('SEARCH_EMPTY', 'Give the search some words or a filter to save it');
  // NOTE: count then insert is not atomic; two saves at once may pass the limit by one, which costs nothing.
  if ((await countSavedSearches(db, reader._id)) >= MAX_SAVED_SEARCHES)
    throw conflict(
      'LIMIT_REACHED',
      `You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first`,
    );
  const createdAt = nowIso();
  return inTransaction(db, async (trx) => {
    const saved = await insertSavedSearch(trx, {
      id: newId(),
      userId: reader._id,
      // Without a name the page shows the words, or, for filters alone, the client's own summary.
      name: input.name ?? words.slice(0, 80),
      filter: { ...filter, q: words || undefined },
      ...(input.email && { email: input.email }),
      createdAt,
    });
    // The books already for sale that it finds: the reader is looking for them too (decision 454).
    await matchExistingListings(trx, dialect, reader._id, saved, createdAt);
    return saved;
  });
}

export async function changeSavedSearch(
  db: Db,
  reader: AuthUser,
  id: string,
  changes: { name?: string; paused?: boolean; email?: SavedSearchEmail },
): Promise<SavedSearch> {
  const changed = await updateSavedSearch(db, reader._id, id, changes);
  if (!changed) throw notFound('SAVED_SEARCH_NOT_FOUND', 'Saved search');
  return changed;
}

export async function removeSavedSearch(db: Db, reader: AuthUser, id: string): Promise<number> {
  const deleted = await deleteSavedSearch(db, reader._id, id);
  if (deleted === 0) throw notFound('SAVED_SEARCH_NOT_FOUND', 'Saved search');
  return deleted;
}
