import { cataloguePaths } from '@boibazar/shared/paths';
import type { DeleteResult } from '@boibazar/shared/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const deleteBook = (id: string) =>
  api<DeleteResult>(cataloguePaths.deleteBook(encodeURIComponent(id)), { method: 'DELETE' });

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.myBooks() }),
  });
}
