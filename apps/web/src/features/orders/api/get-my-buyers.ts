import type { Order } from '@boibazar/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client.ts';

export const myBuyersQuery = () =>
  infiniteQueryOptions({
    queryKey: ['mybuyers'],
    queryFn: ({ pageParam }) => apiPage<Order>('/mybuyers', { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useMyBuyers = () => useInfiniteQuery(myBuyersQuery());
