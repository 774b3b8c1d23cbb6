import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** The signed-in seller's books; the server answers only for the token's own account. */
export const myBooksQuery = (email: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.myBooks(email),
    queryFn: ({ pageParam, signal }) =>
      callPage<typeof catalogueEndpoints.myBooks>(catalogueRoutes.myBooks, {
        query: { email },
        limit: 20,
        cursor: pageParam,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useMyBooks = (email: string) => useInfiniteQuery(myBooksQuery(email));
