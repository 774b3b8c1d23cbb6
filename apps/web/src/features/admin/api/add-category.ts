import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints, NewCategory } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { adminKeys } from './admin-keys.ts';
import { queryTags } from '#app/lib/query-tags.ts';

export const addCategory = (body: NewCategory) =>
  call<typeof catalogueEndpoints.addCategory>(catalogueRoutes.addCategory, { body });

/** The landing grid and /allcategories read ['categories'], so they show the new one at once. */
export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryTags.categories }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      ]),
  });
}
