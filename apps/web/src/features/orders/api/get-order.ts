import { orderPaths, type OrderDetail } from '@boibazar/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ordersKeys } from './orders-keys.ts';

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.order(orderId),
    queryFn: () => api<OrderDetail>(orderPaths.order(encodeURIComponent(orderId))),
  });

export const useOrder = (orderId: string) => useQuery(orderQuery(orderId));
