// Query keys of payouts; a payout moves the balance too, so the ledger's answers are refreshed with them.
import type { PayoutStatus } from '@boibazar/shared/payouts';
import type { QueryClient } from '@tanstack/react-query';

export const payoutKeys = {
  methods: ['payouts', 'methods'] as const,
  mine: ['payouts', 'mine'] as const,
  admin: (status: PayoutStatus) => ['payouts', 'admin', status] as const,
};

export const refreshPayouts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['payouts'] }),
    queryClient.invalidateQueries({ queryKey: ['ledger'] }),
  ]);
