import { paymentPaths, type Receipt } from '@boibazar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { paymentKeys } from './payments-keys.ts';

export const receiptQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(orderId),
    queryFn: ({ signal }) => api<Receipt>(paymentPaths.receipt(encodeURIComponent(orderId)), { signal }),
    staleTime: Infinity,
  });

export const useReceipt = (orderId: string) => useQuery(receiptQuery(orderId));
