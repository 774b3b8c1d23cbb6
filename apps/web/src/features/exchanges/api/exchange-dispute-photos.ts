// Evidence for an exchange's dispute (decision 455): either side adds a photo, or takes their own away; the
// answer is the exchange, which replaces the cached one.
import { exchangeEndpoints } from '@boibazar/shared/exchanges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callUpload } from '#app/lib/call-endpoint.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export function useAddExchangeDisputePhoto(exchangeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return callUpload(exchangeEndpoints.disputePhotos, { id: exchangeId }, form);
    },
    onSuccess: (exchange) => client.setQueryData(exchangeKeys.one(exchangeId), exchange),
  });
}

export function useRemoveExchangeDisputePhoto(exchangeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (position: number) =>
      call(exchangeEndpoints.disputePhoto, { params: { id: exchangeId, position } }),
    onSuccess: (exchange) => client.setQueryData(exchangeKeys.one(exchangeId), exchange),
  });
}
