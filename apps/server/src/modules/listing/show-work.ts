// GET /api/works/:id (decision 320): a work is every listing with the same ISBN or the same normalised
// title and author; it is named by any of its listings' ids.
import type { Work } from '@boibazar/shared/listing';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { FAIR_PRICE, median } from './fair-price.ts';
import { copiesForSale, findWorkOfBook, peopleLookingFor, soldPrices } from './listing-repository.ts';
import { clock } from '../../lib/clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_COPIES = 50;

export async function showWork(db: Db, bookId: string, now = clock.now()): Promise<Work> {
  const work = await findWorkOfBook(db, bookId);
  if (!work) throw notFound('BOOK_NOT_FOUND', 'Book');
  const copies = await copiesForSale(db, work, MAX_COPIES);
  const since = new Date(now.getTime() - FAIR_PRICE.salesWindowDays * DAY_MS).toISOString();
  const sold = await soldPrices(db, work, { since, limit: 500 });
  const prices = copies.map((c) => c.resale);
  // The listing's own seller is not "looking for" the book they sell.
  const lookingFor = await peopleLookingFor(db, work, work.sellerId);
  return {
    id: bookId,
    title: work.title,
    author: work.author,
    isbn: work.isbn13 ?? work.isbn,
    copies,
    summary: {
      forSale: copies.length,
      lowest: prices.length > 0 ? Math.min(...prices) : null,
      highest: prices.length > 0 ? Math.max(...prices) : null,
      soldLast90Days: sold.length,
      medianSoldLast90Days: sold.length > 0 ? median(sold) : null,
      lookingFor,
    },
  };
}
