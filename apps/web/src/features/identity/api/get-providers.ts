import { identityPaths } from '@boibazar/shared/paths';
import type { Providers } from '@boibazar/shared/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

export const providersQuery = () =>
  queryOptions({
    queryKey: identityKeys.providers,
    queryFn: () => api<Providers>(identityPaths.providers),
    staleTime: Infinity,
  });

export const useProviders = () => useQuery(providersQuery());
