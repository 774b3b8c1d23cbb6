// The admin records what the courier paid for a lost cash-on-delivery parcel (decision 431).
import { orderPaths, type CourierCompensation, type OrderDetail } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { queryTags } from '#app/lib/query-tags.ts';

export function useRecordCourierCompensation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourierCompensation) =>
      api<OrderDetail>(orderPaths.courierCompensation(encodeURIComponent(orderId)), { method: 'POST', body }),
    onSuccess: (order) => queryClient.setQueryData(queryTags.order(orderId), order),
  });
}
