import { identityRoutes } from '@boibazar/shared/paths';
import type { identityEndpoints } from '@boibazar/shared/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { identityKeys } from './identity-keys.ts';

export const providersQuery = () =>
  queryOptions({
    queryKey: identityKeys.providers,
    queryFn: () => call<typeof identityEndpoints.providers>(identityRoutes.providers),
    staleTime: Infinity,
  });

export const useProviders = () => useQuery(providersQuery());
