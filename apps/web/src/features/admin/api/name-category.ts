import { catalogueRoutes } from '@boibazar/shared/paths';
import type { CategoryBanglaName, catalogueEndpoints } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { queryTags } from '#app/lib/query-tags.ts';

export const nameCategoryInBangla = ({ id, ...body }: CategoryBanglaName & { id: string }) =>
  call<typeof catalogueEndpoints.nameCategory>(catalogueRoutes.nameCategory, { params: { id }, body });

/** Every screen that names categories reads the one list, so the new name shows everywhere at once. */
export function useNameCategoryInBangla() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: nameCategoryInBangla,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryTags.categories }),
  });
}
