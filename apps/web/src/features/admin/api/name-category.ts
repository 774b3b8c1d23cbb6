import { cataloguePaths } from '@boibazar/shared/paths';
import type { Category, CategoryBanglaName } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { queryTags } from '#app/lib/query-tags.ts';

export const nameCategoryInBangla = ({ id, ...body }: CategoryBanglaName & { id: string }) =>
  api<Category>(cataloguePaths.category(encodeURIComponent(id)), { method: 'PATCH', body });

/** Every screen that names categories reads the one list, so the new name shows everywhere at once. */
export function useNameCategoryInBangla() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: nameCategoryInBangla,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryTags.categories }),
  });
}
