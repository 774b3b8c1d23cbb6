import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { refreshAfterAdminChange } from './admin-keys.ts';

export const verifySeller = (id: string) =>
  api<{ modifiedCount: number }>(`/seller/verify/${encodeURIComponent(id)}`, { method: 'PUT' });

export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySeller,
    onSuccess: async ({ modifiedCount }) => {
      if (modifiedCount > 0) notify.success('Seller Verified!');
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => notify.error(error.message),
  });
}
