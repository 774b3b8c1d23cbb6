// The exchange's steps: each answers with the exchange as the caller now sees it (a counter with the new
// proposal, which the page then opens).
import {
  exchangePaths,
  type CounterInput,
  type Exchange,
  type handoverSchema,
} from '@boibazar/shared/exchanges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export type ExchangeStep =
  | { step: 'accept' }
  | { step: 'decline'; body: { reason: string } }
  | { step: 'withdraw' }
  | { step: 'handover'; body: z.input<typeof handoverSchema> }
  | { step: 'received' }
  | { step: 'dispute'; body: { reason: string } }
  | { step: 'counter'; body: CounterInput };

export const takeExchangeStep = (exchangeId: string, input: ExchangeStep) =>
  api<Exchange>(exchangePaths.action(encodeURIComponent(exchangeId), input.step), {
    method: 'POST',
    body: 'body' in input ? input.body : undefined,
  });

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
    mutationFn: (input: ExchangeStep) => takeExchangeStep(exchangeId, input),
    onSuccess: (exchange) => refreshAfterExchange(queryClient, exchange),
  });
}
