import type { Order } from '@boibazar/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const bookedOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ['booked', id],
    queryFn: () => api<Order>(`/booked/${encodeURIComponent(id)}`),
    retry: false,
  });

export const useBookedOrder = (id: string) => useQuery(bookedOrderQuery(id));
