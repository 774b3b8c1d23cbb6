import { offerEndpoints, type OfferSide } from '@boibazar/shared/offers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { offerKeys } from './offers-keys.ts';

/** The caller's offers as buyer (made by them) or seller (on their books), most recently changed first. */
export const offersQuery = (role: OfferSide) =>
  infiniteQueryOptions({
    queryKey: offerKeys.list(role),
    queryFn: ({ pageParam, signal }) =>
      callPage(offerEndpoints.list, { query: { role }, limit: 20, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useOffers = (role: OfferSide) => useInfiniteQuery(offersQuery(role));
