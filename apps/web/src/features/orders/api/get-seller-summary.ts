import { orderEndpoints } from '@boibazar/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

export const useSellerSummary = () =>
  useQuery({
    queryKey: ordersKeys.sellerSummary,
    queryFn: ({ signal }) => call(orderEndpoints.sellerSummary, { signal }),
  });
