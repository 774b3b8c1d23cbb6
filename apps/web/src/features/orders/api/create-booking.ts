import type { InsertResult } from '@boibazar/shared/common';
import { orderPaths, type NewBooking } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
