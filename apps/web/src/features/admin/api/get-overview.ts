import type { Overview } from '@boibazar/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const getOverview = () => api<Overview>('/admin/overview');

export const overviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: getOverview, staleTime: 60_000 });

export const useOverview = () => useQuery(overviewQuery());
