import { payoutEndpoints } from '@boibazar/shared/payouts';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { payoutKeys } from './payout-keys.ts';

export const useMyPayouts = () =>
  useQuery({
    queryKey: payoutKeys.mine,
    queryFn: ({ signal }) => call(payoutEndpoints.payouts, { signal }),
  });
