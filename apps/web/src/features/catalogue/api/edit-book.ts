import { catalogueRoutes } from '@boibazar/shared/paths';
import type { BookChanges, catalogueEndpoints } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { LISTING_KEY_ROOTS } from './catalogue-keys.ts';

export const editBook = ({ id, changes }: { id: string; changes: BookChanges }) =>
  call<typeof catalogueEndpoints.editBook>(catalogueRoutes.editBook, { params: { id }, body: changes });

export function useEditBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBook,
    // The listing shows in many lists (and on its own page): refresh every catalogue query.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => (LISTING_KEY_ROOTS as readonly string[]).includes(String(query.queryKey[0])),
      }),
  });
}
