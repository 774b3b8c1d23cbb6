import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: () => call<typeof catalogueEndpoints.categories>(catalogueRoutes.categories),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
