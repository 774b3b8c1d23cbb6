import { exchangeEndpoints, type NewExchange } from '@boibazar/shared/exchanges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export const proposeExchange = (offer: NewExchange) => call(exchangeEndpoints.propose, { body: offer });

export function useProposeExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeExchange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeKeys.all }),
  });
}
