import { ledgerPaths, type FeeRule } from '@boibazar/shared/ledger';
import { useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

/** BoiBazar's fee rule from the server's PLATFORM_FEE_* settings (decision 240); it rarely changes. */
export const useFeeRule = () =>
  useQuery({
    queryKey: ['ledger', 'fee-rule'],
    queryFn: ({ signal }) => api<FeeRule>(ledgerPaths.feeRule, { signal }),
    staleTime: 60 * 60_000,
  });
