// The top-up's card payment: the server opens (or reuses) the provider intent for its own amount; after the
// card is confirmed, the server asks the provider before the exchange moves on (decision 141).
import { exchangeEndpoints } from '@boibazar/shared/exchanges';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { refreshAfterExchange } from './take-exchange-step.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export const topupIntentQuery = (exchangeId: string) =>
  queryOptions({
    queryKey: exchangeKeys.topupIntent(exchangeId),
    queryFn: () => call(exchangeEndpoints.topupIntent, { params: { id: exchangeId } }),
    staleTime: Infinity,
    retry: false,
  });

export const useTopupIntent = (exchangeId: string) => useQuery(topupIntentQuery(exchangeId));

/** Records the confirmed intent; resolves with the transaction id once the server has verified it. */
export function useRecordTopup(exchangeId: string) {
  const queryClient = useQueryClient();
  return async (transactionId: string) => {
    const exchange = await call(exchangeEndpoints.topup, {
      params: { id: exchangeId },
      body: { transactionId },
    });
    refreshAfterExchange(queryClient, exchange);
    return transactionId;
  };
}

/** The payer settles the top-up in cash at the handover (decision 420): the exchange goes on, nothing is paid online. */
export function useTopupInCash(exchangeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(exchangeEndpoints.topupCash, { params: { id: exchangeId } }),
    onSuccess: (exchange) => refreshAfterExchange(queryClient, exchange),
  });
}

/** Opens a bKash payment for the top-up (decision 420); the page then goes to bKash, which sends the payer back. */
export function useTopupByBkash(exchangeId: string) {
  return useMutation({
    mutationFn: () => call(exchangeEndpoints.topupBkash, { params: { id: exchangeId } }),
  });
}
