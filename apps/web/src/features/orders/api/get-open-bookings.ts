import { orderEndpoints } from '@boibazar/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

// Under the 'myorders' key: booking, paying and cancelling refresh it with My Orders.
const openBookingsQuery = () =>
  queryOptions({
    queryKey: ordersKeys.openBookings,
    queryFn: ({ signal }) => call(orderEndpoints.openBookings, { signal }),
  });

/** The signed-in buyer's bookings still waiting for payment, newest first. */
export const useOpenBookingList = () => useQuery(openBookingsQuery());

/**
 * The same bookings as book id → order id, so a booked card can offer 'Booked · Pay now' instead of
 * 'Book Now'.
 */
export function useOpenBookings(enabled: boolean): Record<string, string> {
  const query = useQuery({
    ...openBookingsQuery(),
    enabled,
    select: (rows) => Object.fromEntries(rows.map((row) => [row.productId, row._id])),
  });
  return (enabled && query.data) || {};
}
