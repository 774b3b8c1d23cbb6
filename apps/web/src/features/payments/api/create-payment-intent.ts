import { paymentEndpoints } from '@boibazar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { paymentKeys } from './payments-keys.ts';

/** The server computes the amount from the order; `price` is sent only because the spec's payload has it. */
export const createPaymentIntent = (booking: string, price: number) =>
  call(paymentEndpoints.createIntent, { body: { booking, price } });

// A query rather than a mutation: the server reuses the order's open intent, so asking again is safe.
export const paymentIntentQuery = (booking: string, price: number) =>
  queryOptions({
    queryKey: paymentKeys.intent(booking),
    queryFn: () => createPaymentIntent(booking, price),
    staleTime: Infinity,
    retry: false,
  });

export const usePaymentIntent = (booking: string, price: number, enabled: boolean) =>
  useQuery({ ...paymentIntentQuery(booking, price), enabled });
