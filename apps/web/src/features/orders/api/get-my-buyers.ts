import { orderEndpoints } from '@boibazar/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

export const myBuyersQuery = () =>
  infiniteQueryOptions({
    queryKey: ordersKeys.myBuyers,
    queryFn: ({ pageParam }) => callPage(orderEndpoints.myBuyers, { cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useMyBuyers = () => useInfiniteQuery(myBuyersQuery());
