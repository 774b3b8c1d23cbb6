import { orderEndpoints } from '@boibazar/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { adminKeys } from './admin-keys.ts';

export const disputesQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.disputes,
    queryFn: ({ pageParam }) => callPage(orderEndpoints.disputes, { cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useDisputes = () => useInfiniteQuery(disputesQuery());
