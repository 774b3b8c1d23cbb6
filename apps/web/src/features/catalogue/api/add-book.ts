import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints, NewBookInput } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const addBook = (book: NewBookInput) =>
  call<typeof catalogueEndpoints.addBook>(catalogueRoutes.addBook, { body: book });

export function useAddBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.myBooks() }),
  });
}
