import { DID_YOU_MEAN_HEADER } from '@boibazar/shared/http';
import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints, SearchFilter } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export type SearchParams = Partial<Record<keyof SearchFilter, string>>;

export const searchBooksQuery = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.search(params),
    queryFn: async ({ pageParam, signal }) => {
      const { items, next, headers } = await callPage<typeof catalogueEndpoints.search>(
        catalogueRoutes.search,
        { query: params, limit: 12, cursor: pageParam, signal },
      );
      // When nothing matched: the closest title or author, for 'Did you mean …?' (decision 220).
      const closest = headers.get(DID_YOU_MEAN_HEADER);
      return { items, next, didYouMean: closest ? decodeURIComponent(closest) : undefined };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useSearchBooks = (params: SearchParams) => useInfiniteQuery(searchBooksQuery(params));
