import { ledgerEndpoints } from '@boibazar/shared/ledger';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { ledgerKeys } from './ledger-keys.ts';

export const useBalance = () =>
  useQuery({
    queryKey: ledgerKeys.balance,
    queryFn: ({ signal }) => call(ledgerEndpoints.balance, { signal }),
  });
