import { adminEndpoints } from '@boibazar/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { notify } from '#app/lib/toast.ts';
import { adminKeys } from './admin-keys.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

export const dismissReports = (id: string) => call(adminEndpoints.dismissReports, { params: { id } });

export function useDismissReports() {
  const t = useText(adminText);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: async ({ modifiedCount }) => {
      if (modifiedCount > 0) notify.success(t.reportsDismissed);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => notify.error(error.message),
  });
}
