import { cataloguePaths } from '@boibazar/shared/paths';
import type { Book } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const advertisedBooksQuery = () =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.advertised,
    queryFn: ({ pageParam, signal }) =>
      apiPage<Book>(cataloguePaths.advertised, { query: { limit: 6, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useAdvertisedBooks = () => useInfiniteQuery(advertisedBooksQuery());
