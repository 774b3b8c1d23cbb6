import { offerEndpoints } from '@boibazar/shared/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { offerKeys } from './offers-keys.ts';

export const makeOffer = ({ bookId, amount }: { bookId: string; amount: number }) =>
  call(offerEndpoints.make, { params: { id: bookId }, body: { amount } });

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
