import type { DeletionSummary } from '@boibazar/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { refreshAfterAdminChange } from './admin-keys.ts';

export const deleteSeller = (id: string) =>
  api<DeletionSummary>(`/seller/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeller,
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) notify.success('Seller Deleted!');
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => notify.error(error.message),
  });
}
