import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const deleteBook = (id: string) =>
  api<{ deletedCount: number }>(`/book/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-books'] }),
  });
}
