import { paymentPaths, type paymentResultSchema } from '@boibazar/shared/payments';
import type { z } from 'zod';
import type { NewPayment } from '@boibazar/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

const KEEP = new Set(['booked', 'payment-intent', 'payments-config', 'session']);

export const recordPayment = (payment: NewPayment) =>
  api<z.infer<typeof paymentResultSchema>>(paymentPaths.payments, {
    method: 'POST',
    body: payment,
  });

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
