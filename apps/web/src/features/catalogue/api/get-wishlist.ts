import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const wishlistQuery = () =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.wishlist,
    queryFn: ({ pageParam, signal }) =>
      callPage<typeof catalogueEndpoints.wishlist>(catalogueRoutes.wishlist, {
        limit: 20,
        cursor: pageParam,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useWishlist = () => useInfiniteQuery(wishlistQuery());
