import { cataloguePaths } from '@boibazar/shared/paths';
import type { SearchFilter, ViewedBook } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export type SearchParams = Partial<Record<keyof SearchFilter, string>>;

export const searchBooksQuery = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.search(params),
    queryFn: ({ pageParam, signal }) =>
      apiPage<ViewedBook>(cataloguePaths.search, {
        query: { ...params, limit: 12, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useSearchBooks = (params: SearchParams) => useInfiniteQuery(searchBooksQuery(params));
