// Evidence for a dispute (decisions 415, 455): the buyer or the seller adds a photo, or takes their own away; the
// answer is the order, which replaces the cached one.
import { orderEndpoints } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callUpload } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

export function useAddDisputePhoto(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return callUpload(orderEndpoints.disputePhotos, { id: orderId }, form);
    },
    onSuccess: (order) => client.setQueryData(ordersKeys.order(orderId), order),
  });
}

export function useRemoveDisputePhoto(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (position: number) =>
      call(orderEndpoints.disputePhoto, { params: { id: orderId, position } }),
    onSuccess: (order) => client.setQueryData(ordersKeys.order(orderId), order),
  });
}
