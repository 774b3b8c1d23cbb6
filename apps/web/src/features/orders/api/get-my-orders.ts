import { orderEndpoints } from '@boibazar/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

export const myOrdersQuery = (email: string) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.myOrdersOf(email),
    queryFn: ({ pageParam }) => callPage(orderEndpoints.myOrders, { query: { email }, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useMyOrders = (email: string) => useInfiniteQuery(myOrdersQuery(email));
