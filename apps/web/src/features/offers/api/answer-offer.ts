import { offerEndpoints } from '@boibazar/shared/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { queryTags } from '#app/lib/query-tags.ts';
import { offerKeys } from './offers-keys.ts';

export type OfferAnswer =
  | { offerId: string; step: 'accept' | 'decline' | 'withdraw' }
  | { offerId: string; step: 'counter'; amount: number };

export const answerOffer = (answer: OfferAnswer) => {
  const params = { id: answer.offerId };
  return answer.step === 'counter'
    ? call(offerEndpoints.counter, { params, body: { amount: answer.amount } })
    : call(offerEndpoints[answer.step], { params });
};

/**
 * Accept, decline, counter or withdraw; every list of offers refreshes after, and an accept also the
 * caller's orders and the book (now reserved).
 */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSuccess: async (offer, answer) => {
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
      if (answer.step === 'accept') {
        await queryClient.invalidateQueries({ queryKey: queryTags.myOrders });
        await queryClient.invalidateQueries({ queryKey: queryTags.book(offer.bookId) });
      }
    },
  });
}
