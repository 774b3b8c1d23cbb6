import { orderPaths, type Dispute } from '@boibazar/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const disputesQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.disputes,
    queryFn: ({ pageParam }) => apiPage<Dispute>(orderPaths.disputes, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useDisputes = () => useInfiniteQuery(disputesQuery());
