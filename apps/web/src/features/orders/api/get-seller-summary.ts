import type { SellerSummary } from '@boibazar/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const useSellerSummary = () =>
  useQuery({
    queryKey: ['myorders', 'seller-summary'],
    queryFn: ({ signal }) => api<SellerSummary>('/seller/summary', { signal }),
  });
