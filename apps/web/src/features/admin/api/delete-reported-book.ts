import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { notify } from '#app/lib/toast.ts';
import { refreshAfterAdminChange } from './admin-keys.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

/** The catalogue's DELETE /book/:id, which the admin may call for any listing. */
export const deleteReportedBook = (id: string) =>
  call<typeof catalogueEndpoints.deleteBook>(catalogueRoutes.deleteBook, { params: { id } });

/** The spec leaves the list as it was after 'Item Deleted!'; we refresh it, since a stale row is a bug. */
export function useDeleteReportedBook() {
  const t = useText(adminText);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedBook,
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) notify.success(t.itemDeleted);
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => notify.error(error.message),
  });
}
