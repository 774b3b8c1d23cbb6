import { cataloguePaths } from '@boibazar/shared/paths';
import type { InsertResult } from '@boibazar/shared/common';
import type { NewBookInput } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const addBook = (book: NewBookInput) =>
  api<InsertResult>(cataloguePaths.products, { method: 'POST', body: book });

export function useAddBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.myBooks() }),
  });
}
