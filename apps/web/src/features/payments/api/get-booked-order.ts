import { orderEndpoints } from '@boibazar/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { paymentKeys } from './payments-keys.ts';

export const bookedOrderQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.booked(id),
    queryFn: () => call(orderEndpoints.booked, { params: { id } }),
    retry: false,
  });

export const useBookedOrder = (id: string) => useQuery(bookedOrderQuery(id));
