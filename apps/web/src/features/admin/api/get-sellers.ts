import { adminEndpoints } from '@boibazar/shared/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { adminKeys } from './admin-keys.ts';

export const getSellers = (cursor?: string) => callPage(adminEndpoints.sellers, { cursor, limit: 20 });

export const sellersQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.sellers,
    queryFn: ({ pageParam }) => getSellers(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useSellers = () => useInfiniteQuery(sellersQuery());
