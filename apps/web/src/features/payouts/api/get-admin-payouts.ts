import { payoutEndpoints, type PayoutStatus } from '@boibazar/shared/payouts';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { payoutKeys } from './payout-keys.ts';

export const useAdminPayouts = (status: PayoutStatus) =>
  useQuery({
    queryKey: payoutKeys.admin(status),
    queryFn: ({ signal }) => call(payoutEndpoints.adminPayouts, { query: { status }, signal }),
  });
