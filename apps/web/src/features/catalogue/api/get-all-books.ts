import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** Six fill one row on a desktop and whole rows of two and three on phones and tablets. */
export const ALL_BOOKS_PAGE_SIZE = 6;

export const allBooksQuery = (limit = ALL_BOOKS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.allBooks(limit),
    queryFn: ({ pageParam, signal }) =>
      callPage<typeof catalogueEndpoints.allBooks>(catalogueRoutes.allBooks, {
        limit,
        cursor: pageParam,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useAllBooks = () => useInfiniteQuery(allBooksQuery());
