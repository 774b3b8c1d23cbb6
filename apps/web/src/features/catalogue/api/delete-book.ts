import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const deleteBook = (id: string) =>
  call<typeof catalogueEndpoints.deleteBook>(catalogueRoutes.deleteBook, { params: { id } });

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.myBooks() }),
  });
}
