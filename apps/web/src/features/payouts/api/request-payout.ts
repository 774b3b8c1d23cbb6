import { payoutPaths, type NewPayout, type Payout } from '@boibazar/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshPayouts } from './payout-keys.ts';

export const requestPayout = (payout: NewPayout) =>
  api<Payout>(payoutPaths.payouts, { method: 'POST', body: payout });

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestPayout, onSuccess: () => refreshPayouts(queryClient) });
}
