import { orderPaths } from '@boibazar/shared/orders';
import type { ModifyResult } from '@boibazar/shared/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { ordersKeys } from './orders-keys.ts';

export const cancelBooking = (orderId: string) =>
  api<ModifyResult>(orderPaths.cancelBooking(encodeURIComponent(orderId)), {
    method: 'PUT',
  });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.myOrders }),
  });
}
