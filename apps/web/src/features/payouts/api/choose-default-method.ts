import { payoutEndpoints } from '@boibazar/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { notify } from '#app/lib/toast.ts';
import { refreshPayouts } from './payout-keys.ts';

/** Scheduled payouts go to this method from now on (decision 360). */
export const chooseDefaultMethod = (id: string) => call(payoutEndpoints.defaultMethod, { params: { id } });

export function useChooseDefaultMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseDefaultMethod,
    onSuccess: () => refreshPayouts(queryClient),
    onError: (error) => notify.error(error.message),
  });
}
