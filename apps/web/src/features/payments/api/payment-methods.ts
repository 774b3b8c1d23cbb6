import { paymentEndpoints } from '@boibazar/shared/payments';
import { orderEndpoints } from '@boibazar/shared/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { paymentKeys } from './payments-keys.ts';

export const paymentMethodsQuery = (booking: string) =>
  queryOptions({
    queryKey: paymentKeys.methods(booking),
    queryFn: () => call(paymentEndpoints.paymentMethods, { query: { booking } }),
    retry: false,
  });

export const usePaymentMethods = (booking: string, enabled: boolean) =>
  useQuery({ ...paymentMethodsQuery(booking), enabled });

/** Opens a bKash payment for the order (the server sets the amount) and returns bKash's page. */
export const useCreateBkashPayment = () =>
  useMutation({
    mutationFn: (booking: string) => call(paymentEndpoints.bkashCreate, { body: { booking } }),
  });

export const usePlaceCodOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: string) => call(orderEndpoints.cashOnDelivery, { params: { id: booking } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
