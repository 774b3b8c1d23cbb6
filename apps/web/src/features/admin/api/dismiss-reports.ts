import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { adminKeys } from './admin-keys.ts';

export const dismissReports = (id: string) =>
  api<{ modifiedCount: number }>(`/books/reported/${encodeURIComponent(id)}/dismiss`, { method: 'PUT' });

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: async ({ modifiedCount }) => {
      if (modifiedCount > 0) notify.success('Reports dismissed');
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => notify.error(error.message),
  });
}
