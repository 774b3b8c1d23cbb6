// GET /api/price-hint (decision 320): the fair-price rule fed with this work's recent sales in the same
// condition, and where the seller's price sits among the copies for sale now.
import type { PriceHint } from '@boibazar/shared/listing';
import { normaliseIsbn, workKey } from '@boibazar/shared/isbn';
import type { BOOK_CONDITIONS } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { FAIR_PRICE, fairPrice, median } from './fair-price.ts';
import { copiesForSale, soldPrices } from './listing-repository.ts';
import { clock } from '../../lib/clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The copies counted for "where your price sits". */
const MAX_COPIES = 200;

export interface PriceHintRequest {
  isbn?: string;
  title?: string;
  author?: string;
  condition: (typeof BOOK_CONDITIONS)[number];
  printedPrice?: number;
  purchaseYear?: number;
  price?: number;
}

export async function suggestPrice(db: Db, request: PriceHintRequest, now = clock.now()): Promise<PriceHint> {
  const match = {
    isbn13: request.isbn ? normaliseIsbn(request.isbn) : null,
    workKey: request.title ? workKey(request.title, request.author ?? null) : null,
  };
  const since = new Date(now.getTime() - FAIR_PRICE.salesWindowDays * DAY_MS).toISOString();
  const sales = await soldPrices(db, match, {
    since,
    condition: request.condition,
    limit: FAIR_PRICE.maxSales,
  });
  const range = fairPrice({
    condition: request.condition,
    printedPrice: request.printedPrice,
    purchaseYear: request.purchaseYear,
    recentSales: sales,
    thisYear: now.getUTCFullYear(),
  });
  const copies = await copiesForSale(db, match, MAX_COPIES);
  const prices = copies.map((c) => c.resale);
  const price = request.price;
  return {
    ...range,
    sales:
      sales.length >= FAIR_PRICE.minSales
        ? {
            count: sales.length,
            lowest: Math.min(...sales),
            highest: Math.max(...sales),
            median: median(sales),
            days: FAIR_PRICE.salesWindowDays,
          }
        : null,
    current: {
      count: prices.length,
      lowest: prices.length > 0 ? Math.min(...prices) : null,
      highest: prices.length > 0 ? Math.max(...prices) : null,
      cheaper: price === undefined ? 0 : prices.filter((p) => p < price).length,
      dearer: price === undefined ? 0 : prices.filter((p) => p > price).length,
    },
  };
}
