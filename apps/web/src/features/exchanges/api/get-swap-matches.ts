import { exchangePaths, type SwapMatch } from '@boibazar/shared/exchanges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export const swapMatchesQuery = () =>
  queryOptions({
    queryKey: exchangeKeys.matches,
    queryFn: () => api<SwapMatch[]>(exchangePaths.matches),
  });

export const useSwapMatches = () => useQuery(swapMatchesQuery());
