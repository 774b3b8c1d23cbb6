import type { Providers } from '@boibazar/shared/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const providersQuery = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: () => api<Providers>('/auth/providers'),
    staleTime: Infinity,
  });

export const useProviders = () => useQuery(providersQuery());
