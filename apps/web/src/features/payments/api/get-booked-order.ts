import { orderPaths, type Order } from '@boibazar/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { paymentKeys } from './payments-keys.ts';

export const bookedOrderQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.booked(id),
    queryFn: () => api<Order>(orderPaths.booked(encodeURIComponent(id))),
    retry: false,
  });

export const useBookedOrder = (id: string) => useQuery(bookedOrderQuery(id));
