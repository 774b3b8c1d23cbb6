import { orderPaths, type Order } from '@boibazar/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { ordersKeys } from './orders-keys.ts';

export const myOrdersQuery = (email: string) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.myOrdersOf(email),
    queryFn: ({ pageParam }) => apiPage<Order>(orderPaths.myOrders, { query: { email, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useMyOrders = (email: string) => useInfiniteQuery(myOrdersQuery(email));
