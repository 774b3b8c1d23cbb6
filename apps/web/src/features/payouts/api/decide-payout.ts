// The admin's three decisions on a payout: approve (bKash), mark paid (bank reference), reject (reason).
import { payoutEndpoints } from '@boibazar/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { refreshPayouts } from './payout-keys.ts';

export type PayoutDecision =
  | { id: string; action: 'approve' }
  | { id: string; action: 'mark-paid'; reference: string }
  | { id: string; action: 'reject'; reason: string };

export const decidePayout = (decision: PayoutDecision) => {
  const params = { id: decision.id };
  switch (decision.action) {
    case 'approve':
      return call(payoutEndpoints.approve, { params });
    case 'mark-paid':
      return call(payoutEndpoints.markPaid, { params, body: { reference: decision.reference } });
    case 'reject':
      return call(payoutEndpoints.reject, { params, body: { reason: decision.reason } });
  }
};

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decidePayout, onSuccess: () => refreshPayouts(queryClient) });
}
