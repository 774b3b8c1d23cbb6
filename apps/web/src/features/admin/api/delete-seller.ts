import { adminEndpoints } from '@boibazar/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { notify } from '#app/lib/toast.ts';
import { refreshAfterAdminChange } from './admin-keys.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

export const deleteSeller = (id: string) => call(adminEndpoints.deleteSeller, { params: { id } });

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
