import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callWithNext } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const CATEGORY_PAGE_SIZE = 12;

/** Where the next page starts: advertised books come first ('featured'), then the rest, each newest first. */
type Position = { phase: 'featured' | 'rest'; cursor?: string };

/**
 * The category and its unsold books, a page at a time (each page repeats the category). Advertised books
 * lead: the featured pages run out first, then the others follow (`advertised=1`, then `advertised=0`).
 * `exchangeOnly` keeps the books open to exchange (`exchange=1`).
 */
export const categoryBooksQuery = (id: string, exchangeOnly = false) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.categoryBooks(id, exchangeOnly),
    queryFn: async ({ pageParam, signal }) => {
      const fetchPage = (phase: Position['phase'], cursor?: string) =>
        callWithNext<typeof catalogueEndpoints.categoryBooks>(catalogueRoutes.categoryBooks, {
          params: { id },
          query: { advertised: phase === 'featured' ? '1' : '0', exchange: exchangeOnly ? '1' : undefined },
          limit: CATEGORY_PAGE_SIZE,
          cursor,
          signal,
        });
      const page = await fetchPage(pageParam.phase, pageParam.cursor);
      if (page.next) return { ...page, nextPosition: { ...pageParam, cursor: page.next } as Position };
      if (pageParam.phase === 'rest') return { ...page, nextPosition: undefined };
      // The featured books ran out: the same page goes on with the first of the others.
      const rest = await fetchPage('rest');
      return {
        data: { ...rest.data, books: [...page.data.books, ...rest.data.books] },
        nextPosition: rest.next ? ({ phase: 'rest', cursor: rest.next } as Position) : undefined,
      };
    },
    initialPageParam: { phase: 'featured' } as Position,
    getNextPageParam: (lastPage) => lastPage.nextPosition,
  });

export const useCategoryBooks = (id: string, exchangeOnly = false) =>
  useInfiniteQuery(categoryBooksQuery(id, exchangeOnly));
