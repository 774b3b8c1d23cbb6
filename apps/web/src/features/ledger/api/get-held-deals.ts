import { ledgerPaths, type HeldDeal } from '@boibazar/shared/ledger';
import { useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { ledgerKeys } from './ledger-keys.ts';

/** The seller's deals whose money is held, each with when it releases (decision 440). */
export const useHeldDeals = () =>
  useQuery({
    queryKey: ledgerKeys.heldDeals,
    queryFn: ({ signal }) => api<HeldDeal[]>(ledgerPaths.heldDeals, { signal }),
  });
