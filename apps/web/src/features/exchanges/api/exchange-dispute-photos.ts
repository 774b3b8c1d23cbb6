// Evidence for an exchange's dispute (decision 455): either side adds a photo, or takes their own away; the
// answer is the exchange, which replaces the cached one.
import { exchangePaths, type Exchange } from '@boibazar/shared/exchanges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { exchangeKeys } from './exchanges-keys.ts';

export function useAddExchangeDisputePhoto(exchangeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<Exchange>(exchangePaths.disputePhotos(encodeURIComponent(exchangeId)), form);
    },
    onSuccess: (exchange) => client.setQueryData(exchangeKeys.one(exchangeId), exchange),
  });
}

export function useRemoveExchangeDisputePhoto(exchangeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (position: number) =>
      api<Exchange>(exchangePaths.disputePhoto(encodeURIComponent(exchangeId), position), {
        method: 'DELETE',
      }),
    onSuccess: (exchange) => client.setQueryData(exchangeKeys.one(exchangeId), exchange),
  });
}
