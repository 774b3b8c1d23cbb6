// The admin's ledger page calls (decision 360): the summary, the accounts and transactions (paged, with
// filters) and the reconciliation runs, with a run now.
import {
  ledgerEndpoints,
  type LedgerAccountClass,
  type LedgerTransactionsQuery,
} from '@boibazar/shared/ledger';
import { reconciliationEndpoints } from '@boibazar/shared/reconciliation';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '#app/lib/call-endpoint.ts';

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
    queryFn: ({ signal }) => call(ledgerEndpoints.adminFeeRevenue, { signal }),
  });

export const useLedgerSummary = () =>
  useQuery({
    queryKey: adminLedgerKeys.summary,
    queryFn: ({ signal }) => call(ledgerEndpoints.adminSummary, { signal }),
  });

export const useLedgerAccounts = (cls: LedgerAccountClass | '') =>
  useInfiniteQuery({
    queryKey: adminLedgerKeys.accounts(cls),
    queryFn: ({ pageParam, signal }) =>
      callPage(ledgerEndpoints.adminAccounts, {
        query: { class: cls || undefined },
        cursor: pageParam,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useLedgerTransactions = (filter: LedgerTransactionsQuery) =>
  useInfiniteQuery({
    queryKey: adminLedgerKeys.transactions(filter),
    queryFn: ({ pageParam, signal }) =>
      callPage(ledgerEndpoints.adminTransactions, { query: filter, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useReconciliationRuns = () =>
  useQuery({
    queryKey: adminLedgerKeys.runs,
    queryFn: ({ signal }) =>
      callPage(reconciliationEndpoints.runs, { limit: 5, signal }).then((page) => page.items),
  });

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(reconciliationEndpoints.run),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminLedgerKeys.all }),
  });
}
