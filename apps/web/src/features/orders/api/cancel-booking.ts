import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const cancelBooking = (orderId: string) =>
  api<{ acknowledged: true; modifiedCount: number }>(`/bookings/${encodeURIComponent(orderId)}/cancel`, {
    method: 'PUT',
  });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['myorders'] }),
  });
}
