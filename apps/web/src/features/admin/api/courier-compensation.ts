// The admin records what the courier paid for a lost cash-on-delivery parcel (decision 431).
import { orderEndpoints, type CourierCompensation } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { queryTags } from '#app/lib/query-tags.ts';

export function useRecordCourierCompensation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourierCompensation) =>
      call(orderEndpoints.courierCompensation, { params: { id: orderId }, body }),
    onSuccess: (order) => queryClient.setQueryData(queryTags.order(orderId), order),
  });
}
