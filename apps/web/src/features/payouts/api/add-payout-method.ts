import { payoutPaths, type NewPayoutMethod, type PayoutMethod } from '@boibazar/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshPayouts } from './payout-keys.ts';

export const addPayoutMethod = (method: NewPayoutMethod) =>
  api<PayoutMethod>(payoutPaths.methods, { method: 'POST', body: method });

export function useAddPayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPayoutMethod, onSuccess: () => refreshPayouts(queryClient) });
}
