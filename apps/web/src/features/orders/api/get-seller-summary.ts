import { orderPaths, type SellerSummary } from '@boibazar/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { ordersKeys } from './orders-keys.ts';

export const useSellerSummary = () =>
  useQuery({
    queryKey: ordersKeys.sellerSummary,
    queryFn: ({ signal }) => api<SellerSummary>(orderPaths.sellerSummary, { signal }),
  });
