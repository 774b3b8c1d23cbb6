import type { InsertResult } from '@boibazar/shared/common';
import { orderPaths, type CodOrderPlaced, type NewBooking } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { ordersKeys } from './orders-keys.ts';

export const createBooking = (booking: NewBooking) =>
  api<InsertResult>(orderPaths.bookings, { method: 'POST', body: booking });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.myOrders }),
  });
}

/** "Order, pay on delivery" (decision 420): booked and placed for cash on delivery in one request. */
export const orderCashOnDelivery = (booking: NewBooking) =>
  api<CodOrderPlaced>(orderPaths.orderCashOnDelivery, { method: 'POST', body: booking });

export function useOrderCashOnDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderCashOnDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.myOrders }),
  });
}
