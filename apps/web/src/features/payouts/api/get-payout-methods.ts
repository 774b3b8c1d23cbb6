import { payoutPaths, type PayoutMethod } from '@boibazar/shared/payouts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { payoutKeys } from './payout-keys.ts';

export const usePayoutMethods = () =>
  useQuery({
    queryKey: payoutKeys.methods,
    queryFn: ({ signal }) => api<PayoutMethod[]>(payoutPaths.methods, { signal }),
  });
