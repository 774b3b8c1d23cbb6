import { adminEndpoints } from '@boibazar/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { notify } from '#app/lib/toast.ts';
import { refreshAfterAdminChange } from './admin-keys.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

export const verifySeller = (id: string) => call(adminEndpoints.verifySeller, { params: { id } });

export function useVerifySeller() {
  const t = useText(adminText);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySeller,
    onSuccess: async ({ modifiedCount }) => {
      if (modifiedCount > 0) notify.success(t.sellerVerified);
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => notify.error(error.message),
  });
}
