import { offerEndpoints } from '@boibazar/shared/offers';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { offerKeys } from './offers-keys.ts';

/**
 * One offer's state now and the caller's actions (GET /api/offers/:id). Keyed by the card that asks too,
 * so a newer card about the same offer (a counter that just arrived) reads it afresh; answering an offer
 * refreshes every offer key.
 */
export const useOffer = (offerId: string, cardId: string, enabled = true) =>
  useQuery({
    queryKey: offerKeys.one(offerId, cardId),
    queryFn: ({ signal }) => call(offerEndpoints.offer, { params: { id: offerId }, signal }),
    enabled,
  });
