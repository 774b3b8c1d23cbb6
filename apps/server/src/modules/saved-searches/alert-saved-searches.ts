// When a listing is added, a job (run after its transaction commits) finds the saved searches it matches
// and announces each match; the notifications module turns that into the reader's notification, and the
// search's own email (daily or instant) is queued.
import { queryFinds } from '@boibazar/shared/search-text';
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { findListing } from '../catalogue/index.ts';
import { queueMatchEmail } from './saved-search-email.ts';
import { findSearchesMeetingFilters } from './saved-search-repository.ts';

export const SAVED_SEARCH_ALERT_JOB = 'saved-searches.alert';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** A new listing matches these readers' saved search (decision 340). */
    'saved-search.match': {
      userId: string;
      savedSearchId: string;
      searchName: string;
      bookId: string;
      bookName: string;
    };
  }
}

/** The matches of one new listing: every filter in SQL, the words by the search's own rules. */
export async function alertSavedSearches(db: Db, bookId: string): Promise<number> {
  const book = await findListing(db, bookId);
  // Sold, withdrawn or deleted before the job ran: nobody needs to hear of it.
  if (!book || book.isSold) return 0;
  const candidates = await findSearchesMeetingFilters(db, {
    sellerId: book.sellerId,
    categoryId: book.categoryId,
    condition: book.condition,
    location: book.location,
    price: book.price,
    openToExchange: book.openToExchange,
    cashOnDelivery: book.cashOnDelivery,
  });
  const text = [book.title, book.author ?? '', book.description].join(' ');
  const matches = candidates.filter((search) => !search.q || queryFinds(search.q, text));
  if (matches.length === 0) return 0;
  await inTransaction(db, async (trx) => {
    for (const search of matches)
      await publish(trx, {
        type: 'saved-search.match',
        userId: search.userId,
        savedSearchId: search.id,
        searchName: search.name,
        bookId: book.id,
        bookName: book.title,
      });
    // The email, by the search's own choice (decision 390); the in-app notice comes with the event.
    for (const search of matches) await queueMatchEmail(trx, search, book.id);
  });
  return matches.length;
}
