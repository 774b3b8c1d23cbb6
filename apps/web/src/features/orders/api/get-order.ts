import { orderEndpoints } from '@boibazar/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.order(orderId),
    queryFn: () => call(orderEndpoints.order, { params: { id: orderId } }),
  });

export const useOrder = (orderId: string) => useQuery(orderQuery(orderId));
