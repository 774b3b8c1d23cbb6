import type { Book, BookChanges } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const editBook = ({ id, changes }: { id: string; changes: BookChanges }) =>
  api<Book>(`/books/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

export function useEditBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBook,
    // The listing shows in many lists (and on its own page): refresh every catalogue query.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          [
            'my-books',
            'book',
            'allbooks',
            'advertised-books',
            'category-books',
            'search-books',
            'wishlist',
          ].includes(String(query.queryKey[0])),
      }),
  });
}
