import type { DeletionSummary } from '@boibazar/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { refreshAfterAdminChange } from './admin-keys.ts';

export const deleteBuyer = (id: string) =>
  api<DeletionSummary>(`/buyer/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBuyer,
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) notify.success('Buyer Deleted!');
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => notify.error(error.message),
  });
}
