import type { bkashCreatedSchema } from '@boibazar/shared/payments';
import type { z } from 'zod';
import { bkashPaths, type PaymentMethods } from '@boibazar/shared/payments';
import { orderPaths } from '@boibazar/shared/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { paymentKeys } from './payments-keys.ts';

export const paymentMethodsQuery = (booking: string) =>
  queryOptions({
    queryKey: paymentKeys.methods(booking),
    queryFn: () => api<PaymentMethods>(`${bkashPaths.paymentMethods}?booking=${encodeURIComponent(booking)}`),
    retry: false,
  });

export const usePaymentMethods = (booking: string, enabled: boolean) =>
  useQuery({ ...paymentMethodsQuery(booking), enabled });

/** Opens a bKash payment for the order (the server sets the amount) and returns bKash's page. */
export const useCreateBkashPayment = () =>
  useMutation({
    mutationFn: (booking: string) =>
      api<z.infer<typeof bkashCreatedSchema>>(bkashPaths.create, { method: 'POST', body: { booking } }),
  });

export const usePlaceCodOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: string) => api(orderPaths.cashOnDelivery(booking), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
