import { cataloguePaths } from '@boibazar/shared/paths';
import type { Book } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** Six fill one row on a desktop and whole rows of two and three on phones and tablets. */
export const ALL_BOOKS_PAGE_SIZE = 6;

export const allBooksQuery = (limit = ALL_BOOKS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.allBooks(limit),
    queryFn: ({ pageParam, signal }) =>
      apiPage<Book>(cataloguePaths.allBooks, { query: { limit, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useAllBooks = () => useInfiniteQuery(allBooksQuery());
