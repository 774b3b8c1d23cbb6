import { paymentsConfigPath } from '@boibazar/shared/paths';
import type { PaymentsConfig } from '@boibazar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { paymentKeys } from './payments-keys.ts';

export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: () => api<PaymentsConfig>(paymentsConfigPath),
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());
