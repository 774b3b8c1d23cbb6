import { exchangePaths, type SwapMatch } from '@boibazar/shared/exchanges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const swapMatchesQuery = () =>
  queryOptions({
    queryKey: ['exchanges', 'matches'],
    queryFn: () => api<SwapMatch[]>(exchangePaths.matches),
  });

export const useSwapMatches = () => useQuery(swapMatchesQuery());
