// The admin records a cash-on-delivery refund sent by hand, with its reference (decision 416).
import { orderEndpoints } from '@boibazar/shared/orders';
import type { RefundSent } from '@boibazar/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { queryTags } from '#app/lib/query-tags.ts';

export function useRecordRefundSent(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundSent) =>
      call(orderEndpoints.refundSentByHand, { params: { id: orderId }, body }),
    onSuccess: (order) => queryClient.setQueryData(queryTags.order(orderId), order),
  });
}
