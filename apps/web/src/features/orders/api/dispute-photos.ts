// Evidence for a dispute (decisions 415, 455): the buyer or the seller adds a photo, or takes their own away; the
// answer is the order, which replaces the cached one.
import { orderPaths, type OrderDetail } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { ordersKeys } from './orders-keys.ts';

export function useAddDisputePhoto(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<OrderDetail>(orderPaths.disputePhotos(encodeURIComponent(orderId)), form);
    },
    onSuccess: (order) => client.setQueryData(ordersKeys.order(orderId), order),
  });
}

export function useRemoveDisputePhoto(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (position: number) =>
      api<OrderDetail>(orderPaths.disputePhoto(encodeURIComponent(orderId), position), { method: 'DELETE' }),
    onSuccess: (order) => client.setQueryData(ordersKeys.order(orderId), order),
  });
}
