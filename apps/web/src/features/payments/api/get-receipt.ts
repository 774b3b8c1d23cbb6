import type { Receipt } from '@boibazar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const receiptQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['receipt', orderId],
    queryFn: ({ signal }) => api<Receipt>(`/payments/receipt/${encodeURIComponent(orderId)}`, { signal }),
    staleTime: Infinity,
  });

export const useReceipt = (orderId: string) => useQuery(receiptQuery(orderId));
