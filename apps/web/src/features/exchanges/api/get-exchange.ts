import { exchangeEndpoints } from '@boibazar/shared/exchanges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export const exchangeQuery = (id: string) =>
  queryOptions({
    queryKey: exchangeKeys.one(id),
    queryFn: () => call(exchangeEndpoints.exchange, { params: { id } }),
  });

export const useExchange = (id: string) => useQuery(exchangeQuery(id));
