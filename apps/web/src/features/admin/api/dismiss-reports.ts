import { adminPaths } from '@boibazar/shared/paths';
import type { ModifyResult } from '@boibazar/shared/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { adminKeys } from './admin-keys.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

export const dismissReports = (id: string) =>
  api<ModifyResult>(adminPaths.dismissReports(encodeURIComponent(id)), { method: 'PUT' });

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
