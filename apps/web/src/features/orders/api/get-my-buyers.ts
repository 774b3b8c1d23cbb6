import { orderPaths, type Order } from '@boibazar/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { ordersKeys } from './orders-keys.ts';

export const myBuyersQuery = () =>
  infiniteQueryOptions({
    queryKey: ordersKeys.myBuyers,
    queryFn: ({ pageParam }) => apiPage<Order>(orderPaths.myBuyers, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useMyBuyers = () => useInfiniteQuery(myBuyersQuery());
