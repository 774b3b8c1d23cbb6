import { paymentEndpoints, type NewPayment } from '@boibazar/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

const KEEP = new Set(['booked', 'payment-intent', 'payments-config', 'session']);

export const recordPayment = (payment: NewPayment) => call(paymentEndpoints.record, { body: payment });

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    // A sale changes orders and listings (the book leaves its category page); the open payment page
    // keeps its own order and intent so it can show the result.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => !KEEP.has(String(query.queryKey[0])),
      }),
  });
}
