import type { PaymentsConfig } from '@boibazar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ['payments-config'],
    queryFn: () => api<PaymentsConfig>('/payments/config'),
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());
