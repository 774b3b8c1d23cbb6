// Query keys of the exchange screens; `all` refreshes every list of exchanges.
import { queryTags } from '#app/lib/query-tags.ts';

export const exchangeKeys = {
  all: ['exchanges'] as const,
  list: (tab: string) => ['exchanges', tab] as const,
  matches: ['exchanges', 'matches'] as const,
  disputed: ['exchanges', 'admin', 'disputed'] as const,
  one: queryTags.exchange,
  offerableBooks: (email: string) => ['offerable-books', email] as const,
  topupIntent: (exchangeId: string) => ['topup-intent', exchangeId] as const,
};
