import { paymentPaths, type PaymentsConfig } from '@boibazar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './payments-keys.ts';

export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: () => api<PaymentsConfig>(paymentPaths.config),
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());
