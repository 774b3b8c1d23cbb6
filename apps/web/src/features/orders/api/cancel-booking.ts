import { orderEndpoints } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

export const cancelBooking = (orderId: string) =>
  call(orderEndpoints.cancelBooking, { params: { id: orderId } });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.myOrders }),
  });
}
