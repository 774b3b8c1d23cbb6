import { payoutEndpoints } from '@boibazar/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { notify } from '#app/lib/toast.ts';
import { refreshPayouts } from './payout-keys.ts';

export const removePayoutMethod = (id: string) => call(payoutEndpoints.removeMethod, { params: { id } });

export function useRemovePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutMethod,
    onSuccess: () => refreshPayouts(queryClient),
    onError: (error) => notify.error(error.message),
  });
}
