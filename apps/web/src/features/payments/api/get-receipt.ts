import { paymentEndpoints } from '@boibazar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { paymentKeys } from './payments-keys.ts';

export const receiptQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(orderId),
    queryFn: ({ signal }) => call(paymentEndpoints.receipt, { params: { id: orderId }, signal }),
    staleTime: Infinity,
  });

export const useReceipt = (orderId: string) => useQuery(receiptQuery(orderId));
