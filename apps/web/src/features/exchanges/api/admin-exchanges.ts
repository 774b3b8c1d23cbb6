import { exchangeEndpoints } from '@boibazar/shared/exchanges';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '#app/lib/call-endpoint.ts';
import { refreshAfterExchange } from './take-exchange-step.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export const disputedExchangesQuery = () =>
  infiniteQueryOptions({
    queryKey: exchangeKeys.disputed,
    queryFn: ({ pageParam, signal }) =>
      callPage(exchangeEndpoints.admin, {
        query: { status: 'disputed' },
        limit: 20,
        cursor: pageParam,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useDisputedExchanges = () => useInfiniteQuery(disputedExchangesQuery());

export function useResolveExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: 'complete' | 'cancel' }) =>
      call(exchangeEndpoints.resolve, { params: { id }, body: { outcome } }),
    onSuccess: (exchange) => refreshAfterExchange(queryClient, exchange),
  });
}
