import { offerPaths, type OfferTerms } from '@boibazar/shared/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { offerKeys } from './offers-keys.ts';

/** The rules the make-an-offer dialog shows (the least share of the asking price, the answer time). */
export const offerTermsQuery = () =>
  queryOptions({
    queryKey: offerKeys.terms,
    queryFn: ({ signal }) => api<OfferTerms>(offerPaths.terms, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export const useOfferTerms = () => useQuery(offerTermsQuery());
