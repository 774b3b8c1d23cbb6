import { adminPaths } from '@boibazar/shared/paths';
import type { Member } from '@boibazar/shared/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const getBuyers = (cursor?: string) =>
  apiPage<Member>(adminPaths.buyers, { query: { cursor, limit: 20 } });

export const buyersQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.buyers,
    queryFn: ({ pageParam }) => getBuyers(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useBuyers = () => useInfiniteQuery(buyersQuery());
