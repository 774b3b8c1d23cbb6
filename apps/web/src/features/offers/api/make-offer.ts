import { offerPaths, type Offer } from '@boibazar/shared/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { offerKeys } from './offers-keys.ts';

export const makeOffer = ({ bookId, amount }: { bookId: string; amount: number }) =>
  api<Offer>(offerPaths.bookOffers(encodeURIComponent(bookId)), { method: 'POST', body: { amount } });

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
