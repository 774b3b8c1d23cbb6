import { orderEndpoints, type NewBooking } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

export const createBooking = (booking: NewBooking) => call(orderEndpoints.book, { body: booking });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.myOrders }),
  });
}

/** "Order, pay on delivery" (decision 420): booked and placed for cash on delivery in one request. */
export const orderCashOnDelivery = (booking: NewBooking) =>
  call(orderEndpoints.orderCashOnDelivery, { body: booking });

export function useOrderCashOnDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderCashOnDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.myOrders }),
  });
}
