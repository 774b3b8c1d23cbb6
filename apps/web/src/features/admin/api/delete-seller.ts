import { adminPaths } from '@boibazar/shared/paths';
import type { DeletionSummary } from '@boibazar/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { refreshAfterAdminChange } from './admin-keys.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

export const deleteSeller = (id: string) =>
  api<DeletionSummary>(adminPaths.seller(encodeURIComponent(id)), { method: 'DELETE' });

export function useDeleteSeller() {
  const t = useText(adminText);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeller,
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) notify.success(t.sellerDeleted);
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => notify.error(error.message),
  });
}
