import { cataloguePaths } from '@boibazar/shared/paths';
import type { ViewedBook } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const wishlistQuery = () =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.wishlist,
    queryFn: ({ pageParam, signal }) =>
      apiPage<ViewedBook>(cataloguePaths.wishlist, { query: { limit: 20, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useWishlist = () => useInfiniteQuery(wishlistQuery());
