import { ledgerEndpoints } from '@boibazar/shared/ledger';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { ledgerKeys } from './ledger-keys.ts';

export const statementQuery = () =>
  infiniteQueryOptions({
    queryKey: ledgerKeys.statement,
    queryFn: ({ pageParam }) => callPage(ledgerEndpoints.statement, { cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useStatement = () => useInfiniteQuery(statementQuery());
