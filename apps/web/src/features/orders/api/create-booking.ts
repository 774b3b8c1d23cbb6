import type { NewBooking } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const createBooking = (booking: NewBooking) =>
  api<{ acknowledged: true; insertedId: string }>('/bookings', { method: 'POST', body: booking });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['myorders'] }),
  });
}
