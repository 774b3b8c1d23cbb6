import { cataloguePaths } from '@boibazar/shared/paths';
import type { MyBook } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** The signed-in seller's books; the server answers only for the token's own account. */
export const myBooksQuery = (email: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.myBooks(email),
    queryFn: ({ pageParam, signal }) =>
      apiPage<MyBook>(cataloguePaths.myBooks, { query: { email, limit: 20, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useMyBooks = (email: string) => useInfiniteQuery(myBooksQuery(email));
