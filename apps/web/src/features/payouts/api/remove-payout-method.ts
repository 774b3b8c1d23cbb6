import { payoutPaths } from '@boibazar/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { refreshPayouts } from './payout-keys.ts';

export const removePayoutMethod = (id: string) =>
  api<null>(payoutPaths.method.replace(':id', encodeURIComponent(id)), { method: 'DELETE' });

export function useRemovePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutMethod,
    onSuccess: () => refreshPayouts(queryClient),
    onError: (error) => notify.error(error.message),
  });
}
