import { adminPaths } from '@boibazar/shared/paths';
import type { Member } from '@boibazar/shared/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const getSellers = (cursor?: string) =>
  apiPage<Member>(adminPaths.sellers, { query: { cursor, limit: 20 } });

export const sellersQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.sellers,
    queryFn: ({ pageParam }) => getSellers(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useSellers = () => useInfiniteQuery(sellersQuery());
