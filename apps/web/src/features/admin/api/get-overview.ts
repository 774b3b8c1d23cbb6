import { adminPaths } from '@boibazar/shared/paths';
import type { Overview } from '@boibazar/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const getOverview = () => api<Overview>(adminPaths.overview);

export const overviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: getOverview, staleTime: 60_000 });

export const useOverview = () => useQuery(overviewQuery());
