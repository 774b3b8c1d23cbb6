// A saved search's words and filters as the reader reads them ("humayun · Dhaka · Good · up to ৳500").
import type { Category } from '@boibazar/shared/catalogue';
import type { SavedSearch } from '@boibazar/shared/saved-searches';
import { textOf } from '#app/i18n/i18n.ts';
import { savedSearchesText } from '../i18n.ts';
import { browseText, finderText } from '#app/features/catalogue/index.ts';
import { formatTaka } from '#app/lib/money.ts';
import { bookCondition, categoryName, placeName } from '#app/lib/reader-names.ts';

export function filterSummary(filter: SavedSearch['filter'], categories: Category[]): string[] {
  const t = textOf(savedSearchesText);
  const tBrowse = textOf(browseText);
  const tFinder = textOf(finderText);
  const parts: string[] = [];
  if (filter.q) parts.push(`“${filter.q}”`);
  if (filter.category) {
    const category = categories.find((c) => c._id === filter.category);
    if (category) parts.push(categoryName(category));
  }
  if (filter.condition) parts.push(bookCondition(filter.condition));
  if (filter.location) parts.push(placeName(filter.location));
  if (filter.minPrice !== undefined) parts.push(t.fromPrice({ amount: formatTaka(filter.minPrice) }));
  if (filter.maxPrice !== undefined) parts.push(t.upToPrice({ amount: formatTaka(filter.maxPrice) }));
  if (filter.exchange) parts.push(tBrowse.openToExchange);
  if (filter.cod) parts.push(tFinder.cashOnDelivery);
  return parts;
}

/** The search page's address for a saved search. */
export function searchAddress(filter: SavedSearch['filter']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) query.set(key, String(value));
  return `/search?${query}`;
}
