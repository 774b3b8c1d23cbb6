import { payoutPaths, type Payout } from '@boibazar/shared/payouts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { payoutKeys } from './payout-keys.ts';

export const useMyPayouts = () =>
  useQuery({
    queryKey: payoutKeys.mine,
    queryFn: ({ signal }) => api<Payout[]>(payoutPaths.payouts, { signal }),
  });
