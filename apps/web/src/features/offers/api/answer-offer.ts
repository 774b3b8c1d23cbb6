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
 * caller's orders and the book (now reserved). The refreshes are not awaited: the caller's own onSuccess
 * (an accepting buyer goes on to pay) runs as soon as the server has answered, not after every list has
 * been read again (under load that wait outlasted the page, and the card that asked could be gone by then).
 */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSuccess: (offer, answer) => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      if (answer.step === 'accept') {
        void queryClient.invalidateQueries({ queryKey: queryTags.myOrders });
        void queryClient.invalidateQueries({ queryKey: queryTags.book(offer.bookId) });
      }
    },
  });
}
