import { offerEndpoints } from '@boibazar/shared/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { offerKeys } from './offers-keys.ts';

/** The rules the make-an-offer dialog shows (the least share of the asking price, the answer time). */
export const offerTermsQuery = () =>
  queryOptions({
    queryKey: offerKeys.terms,
    queryFn: ({ signal }) => call(offerEndpoints.terms, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export const useOfferTerms = () => useQuery(offerTermsQuery());
