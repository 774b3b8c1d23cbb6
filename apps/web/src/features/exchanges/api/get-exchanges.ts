import { exchangeEndpoints } from '@boibazar/shared/exchanges';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export type ExchangeTab = 'incoming' | 'outgoing' | 'finished';

/** The tabs of My Exchanges: open offers made to the caller, open ones they made, and finished ones. */
const TAB_QUERY: Record<ExchangeTab, { box: 'incoming' | 'outgoing' | 'all'; state: 'open' | 'finished' }> = {
  incoming: { box: 'incoming', state: 'open' },
  outgoing: { box: 'outgoing', state: 'open' },
  finished: { box: 'all', state: 'finished' },
};

export const exchangesQuery = (tab: ExchangeTab) =>
  infiniteQueryOptions({
    queryKey: exchangeKeys.list(tab),
    queryFn: ({ pageParam, signal }) =>
      callPage(exchangeEndpoints.list, { query: TAB_QUERY[tab], limit: 20, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useExchanges = (tab: ExchangeTab) => useInfiniteQuery(exchangesQuery(tab));
