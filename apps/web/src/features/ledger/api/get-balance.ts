import { ledgerPaths, type Balance } from '@boibazar/shared/ledger';
import { useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { ledgerKeys } from './ledger-keys.ts';

export const useBalance = () =>
  useQuery({
    queryKey: ledgerKeys.balance,
    queryFn: ({ signal }) => api<Balance>(ledgerPaths.balance, { signal }),
  });
