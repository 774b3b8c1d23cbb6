import type { OpenBooking } from '@boibazar/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The signed-in buyer's bookings still waiting for payment, as book id → order id, so a booked card can
 * offer 'Booked · Pay now' instead of 'Book Now'. Under the 'myorders' key: booking, paying and
 * cancelling refresh it with My Orders.
 */
export function useOpenBookings(enabled: boolean): Record<string, string> {
  const query = useQuery({
    queryKey: ['myorders', 'open'],
    queryFn: ({ signal }) => api<OpenBooking[]>('/bookings/open', { signal }),
    enabled,
    select: (rows) => Object.fromEntries(rows.map((row) => [row.productId, row._id])),
  });
  return (enabled && query.data) || {};
}
