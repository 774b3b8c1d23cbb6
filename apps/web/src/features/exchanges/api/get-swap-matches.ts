import { exchangeEndpoints } from '@boibazar/shared/exchanges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export const swapMatchesQuery = () =>
  queryOptions({
    queryKey: exchangeKeys.matches,
    queryFn: () => call(exchangeEndpoints.matches),
  });

export const useSwapMatches = () => useQuery(swapMatchesQuery());
