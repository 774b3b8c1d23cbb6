import { payoutEndpoints, type NewPayout } from '@boibazar/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { refreshPayouts } from './payout-keys.ts';

export const requestPayout = (payout: NewPayout) => call(payoutEndpoints.request, { body: payout });

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestPayout, onSuccess: () => refreshPayouts(queryClient) });
}
