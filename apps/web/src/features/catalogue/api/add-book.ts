import type { NewBookInput } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const addBook = (book: NewBookInput) =>
  api<{ acknowledged: true; insertedId: string }>('/products', { method: 'POST', body: book });

export function useAddBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-books'] }),
  });
}
