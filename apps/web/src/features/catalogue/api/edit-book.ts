import { cataloguePaths } from '@boibazar/shared/paths';
import type { Book, BookChanges } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { LISTING_KEY_ROOTS } from './catalogue-keys.ts';

export const editBook = ({ id, changes }: { id: string; changes: BookChanges }) =>
  api<Book>(cataloguePaths.book(encodeURIComponent(id)), { method: 'PATCH', body: changes });

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
