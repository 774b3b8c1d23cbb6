import { ledgerEndpoints } from '@boibazar/shared/ledger';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

/** BoiBazar's fee rule from the server's PLATFORM_FEE_* settings (decision 240); it rarely changes. */
export const useFeeRule = () =>
  useQuery({
    queryKey: ['ledger', 'fee-rule'],
    queryFn: ({ signal }) => call(ledgerEndpoints.feeRule, { signal }),
    staleTime: 60 * 60_000,
  });
