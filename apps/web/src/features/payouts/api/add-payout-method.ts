import { payoutEndpoints, type NewPayoutMethod } from '@boibazar/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { refreshPayouts } from './payout-keys.ts';

export const addPayoutMethod = (method: NewPayoutMethod) => call(payoutEndpoints.addMethod, { body: method });

export function useAddPayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPayoutMethod, onSuccess: () => refreshPayouts(queryClient) });
}
