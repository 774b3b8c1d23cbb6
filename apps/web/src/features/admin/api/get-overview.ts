import { adminEndpoints } from '@boibazar/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { adminKeys } from './admin-keys.ts';

export const getOverview = () => call(adminEndpoints.overview);

export const overviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: getOverview, staleTime: 60_000 });

export const useOverview = () => useQuery(overviewQuery());
