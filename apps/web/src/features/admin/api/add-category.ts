import { cataloguePaths } from '@boibazar/shared/paths';
import type { InsertResult } from '@boibazar/shared/common';
import type { NewCategory } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { queryTags } from '#app/lib/query-tags.ts';

export const addCategory = (body: NewCategory) =>
  api<InsertResult>(cataloguePaths.categories, { method: 'POST', body });

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
