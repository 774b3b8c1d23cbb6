import { cataloguePaths } from '@boibazar/shared/paths';
import type { Category } from '@boibazar/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: () => api<Category[]>(cataloguePaths.categories),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
