// The admin's ledger page calls (decision 360): the summary, the accounts and transactions (paged, with
// filters) and the reconciliation runs, with a run now.
import {
  ledgerPaths,
  type FeeRevenueDay,
  type LedgerAccount,
  type LedgerAccountClass,
  type LedgerSummary,
  type LedgerTransaction,
  type LedgerTransactionsQuery,
} from '@boibazar/shared/ledger';
import { reconciliationPaths, type ReconciliationRun } from '@boibazar/shared/reconciliation';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '#app/lib/api-client.ts';

export const adminLedgerKeys = {
  all: ['ledger', 'admin'] as const,
  summary: ['ledger', 'admin', 'summary'] as const,
  accounts: (cls: LedgerAccountClass | '') => ['ledger', 'admin', 'accounts', cls] as const,
  transactions: (filter: LedgerTransactionsQuery) => ['ledger', 'admin', 'transactions', filter] as const,
  runs: ['ledger', 'admin', 'reconciliation'] as const,
  feeRevenue: ['ledger', 'admin', 'fee-revenue'] as const,
};

/** The last 30 UTC days of fee revenue, for the chart (decision 443). */
export const useFeeRevenue = () =>
  useQuery({
    queryKey: adminLedgerKeys.feeRevenue,
    queryFn: ({ signal }) => api<FeeRevenueDay[]>(ledgerPaths.adminFeeRevenue, { signal }),
  });

export const useLedgerSummary = () =>
  useQuery({
    queryKey: adminLedgerKeys.summary,
    queryFn: ({ signal }) => api<LedgerSummary>(ledgerPaths.adminSummary, { signal }),
  });

export const useLedgerAccounts = (cls: LedgerAccountClass | '') =>
  useInfiniteQuery({
    queryKey: adminLedgerKeys.accounts(cls),
    queryFn: ({ pageParam, signal }) =>
      apiPage<LedgerAccount>(ledgerPaths.adminAccounts, {
        query: { cursor: pageParam, class: cls || undefined },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useLedgerTransactions = (filter: LedgerTransactionsQuery) =>
  useInfiniteQuery({
    queryKey: adminLedgerKeys.transactions(filter),
    queryFn: ({ pageParam, signal }) =>
      apiPage<LedgerTransaction>(ledgerPaths.adminTransactions, {
        query: { cursor: pageParam, ...filter },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useReconciliationRuns = () =>
  useQuery({
    queryKey: adminLedgerKeys.runs,
    queryFn: ({ signal }) =>
      api<ReconciliationRun[]>(reconciliationPaths.runs, { query: { limit: 5 }, signal }),
  });

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ReconciliationRun>(reconciliationPaths.runs, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminLedgerKeys.all }),
  });
}
