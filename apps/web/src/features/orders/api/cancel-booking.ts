import type { ModifyResult } from '@boibazar/shared/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ordersKeys } from './orders-keys.ts';

export const cancelBooking = (orderId: string) =>
  api<ModifyResult>(`/bookings/${encodeURIComponent(orderId)}/cancel`, {
    method: 'PUT',
  });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.myOrders }),
  });
}
