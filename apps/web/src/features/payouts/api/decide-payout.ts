// The admin's three decisions on a payout: approve (bKash), mark paid (bank reference), reject (reason).
import { payoutPaths, type Payout } from '@boibazar/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshPayouts } from './payout-keys.ts';

export type PayoutDecision =
  | { id: string; action: 'approve' }
  | { id: string; action: 'mark-paid'; reference: string }
  | { id: string; action: 'reject'; reason: string };

const pathOf = {
  approve: payoutPaths.adminApprove,
  'mark-paid': payoutPaths.adminMarkPaid,
  reject: payoutPaths.adminReject,
};

export const decidePayout = ({ id, action, ...body }: PayoutDecision) =>
  api<Payout>(pathOf[action].replace(':id', encodeURIComponent(id)), { method: 'POST', body });

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decidePayout, onSuccess: () => refreshPayouts(queryClient) });
}
