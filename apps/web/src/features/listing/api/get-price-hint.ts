import { BOOK_CONDITIONS } from '@boibazar/shared/catalogue';
import { listingEndpoints, type PriceHintQuery } from '@boibazar/shared/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { listingKeys } from './listing-keys.ts';

export const priceHintQuery = (params: PriceHintQuery) =>
  queryOptions({
    queryKey: listingKeys.priceHint(params),
    queryFn: ({ signal }) => call(listingEndpoints.priceHint, { query: { ...params }, signal }),
    // The last hint stays on screen while the next is asked (keepPreviousData, without a new vendor export).
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });

const NOT_YET: PriceHintQuery = { condition: BOOK_CONDITIONS[0] };

/** Asked only once the book (ISBN or title) and its condition are known. */
export const usePriceHint = (params: PriceHintQuery | null) =>
  useQuery({ ...priceHintQuery(params ?? NOT_YET), enabled: params !== null });
