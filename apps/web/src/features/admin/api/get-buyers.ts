import { adminEndpoints } from '@boibazar/shared/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { adminKeys } from './admin-keys.ts';

export const getBuyers = (cursor?: string) => callPage(adminEndpoints.buyers, { cursor, limit: 20 });

export const buyersQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.buyers,
    queryFn: ({ pageParam }) => getBuyers(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useBuyers = () => useInfiniteQuery(buyersQuery());
