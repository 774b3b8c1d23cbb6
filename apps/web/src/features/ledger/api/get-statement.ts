import { ledgerPaths, type StatementLine } from '@boibazar/shared/ledger';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { ledgerKeys } from './ledger-keys.ts';

export const statementQuery = () =>
  infiniteQueryOptions({
    queryKey: ledgerKeys.statement,
    queryFn: ({ pageParam }) =>
      apiPage<StatementLine>(ledgerPaths.statement, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useStatement = () => useInfiniteQuery(statementQuery());
