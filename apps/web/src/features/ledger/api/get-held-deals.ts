import { ledgerEndpoints } from '@boibazar/shared/ledger';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { ledgerKeys } from './ledger-keys.ts';

/** The seller's deals whose money is held, each with when it releases (decision 440). */
export const useHeldDeals = () =>
  useQuery({
    queryKey: ledgerKeys.heldDeals,
    queryFn: ({ signal }) => call(ledgerEndpoints.heldDeals, { signal }),
  });
