// Query keys of the catalogue's screens. Each list's first element names it, so a change can refresh a
// whole list (every page, every filter) by that element alone. Keys other features refresh are the shared
// tags (lib/query-tags.ts).
import { queryTags } from '#app/lib/query-tags.ts';

export const catalogueKeys = {
  categories: queryTags.categories,
  allBooks: (limit: number) => ['allbooks', { limit }] as const,
  advertised: ['advertised-books'] as const,
  categoryBooks: (id: string, exchangeOnly: boolean) => ['category-books', id, exchangeOnly] as const,
  search: (params: object) => ['search-books', params] as const,
  searchFacets: (params: object) => ['search-facets', params] as const,
  suggestions: (q: string) => ['suggestions', q] as const,
  book: queryTags.book,
  related: (id: string) => ['book', id, 'related'] as const,
  myBooks: (email?: string) =>
    email === undefined ? (['my-books'] as const) : (['my-books', email] as const),
  wishlist: ['wishlist'] as const,
};

/** The first key elements of every list a listing shows on (what an edit of a listing refreshes). */
export const LISTING_KEY_ROOTS = [
  'my-books',
  'book',
  'allbooks',
  'advertised-books',
  'category-books',
  'search-books',
  'search-facets',
  'suggestions',
  'wishlist',
] as const;
