import { exchangePaths, type Exchange } from '@boibazar/shared/exchanges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export const exchangeQuery = (id: string) =>
  queryOptions({
    queryKey: exchangeKeys.one(id),
    queryFn: () => api<Exchange>(exchangePaths.exchange(encodeURIComponent(id))),
  });

export const useExchange = (id: string) => useQuery(exchangeQuery(id));
