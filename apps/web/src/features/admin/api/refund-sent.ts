// The admin records a cash-on-delivery refund sent by hand, with its reference (decision 416).
import type { OrderDetail } from '@boibazar/shared/orders';
import { paymentPaths, type RefundSent } from '@boibazar/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { queryTags } from '#app/lib/query-tags.ts';

export function useRecordRefundSent(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundSent) =>
      api<OrderDetail>(paymentPaths.refundSentByHand(encodeURIComponent(orderId)), { method: 'POST', body }),
    onSuccess: (order) => queryClient.setQueryData(queryTags.order(orderId), order),
  });
}
