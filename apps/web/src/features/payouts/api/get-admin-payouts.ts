import { payoutPaths, type AdminPayout, type PayoutStatus } from '@boibazar/shared/payouts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { payoutKeys } from './payout-keys.ts';

export const useAdminPayouts = (status: PayoutStatus) =>
  useQuery({
    queryKey: payoutKeys.admin(status),
    queryFn: ({ signal }) => api<AdminPayout[]>(payoutPaths.adminPayouts, { query: { status }, signal }),
  });
