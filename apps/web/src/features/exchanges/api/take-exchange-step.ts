// The exchange's steps: each answers with the exchange as the caller now sees it (a counter with the new
// proposal, which the page then opens).
import type { StepInput } from '@boibazar/shared/endpoint';
import { exchangeSteps, type Exchange } from '@boibazar/shared/exchanges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStep } from '#app/lib/call-endpoint.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export type ExchangeStepInput = StepInput<typeof exchangeSteps>;

export const takeExchangeStep = (exchangeId: string, input: ExchangeStepInput): Promise<Exchange> =>
  callStep(exchangeSteps, input, { id: exchangeId });

/** Refreshes what an exchange's change touches: its lists, the books (reserved or released) and itself. */
export const refreshAfterExchange = (queryClient: ReturnType<typeof useQueryClient>, exchange: Exchange) => {
  queryClient.setQueryData(exchangeKeys.one(exchange._id), exchange);
  void queryClient.invalidateQueries({
    predicate: (query) =>
      [
        'exchanges',
        'exchange',
        'offerable-books',
        'my-books',
        'book',
        'category-books',
        'search-books',
      ].includes(String(query.queryKey[0])) &&
      !(query.queryKey[0] === 'exchange' && query.queryKey[1] === exchange._id),
  });
};

export function useExchangeStep(exchangeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExchangeStepInput) => takeExchangeStep(exchangeId, input),
    onSuccess: (exchange) => refreshAfterExchange(queryClient, exchange),
  });
}
