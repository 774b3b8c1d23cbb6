import { paymentRoutes } from '@boibazar/shared/paths';
import type { paymentEndpoints } from '@boibazar/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { paymentKeys } from './payments-keys.ts';

/** A first-load call: the zod-free route, typed by its definition (decisions 482, 496). */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: () => call<typeof paymentEndpoints.config>(paymentRoutes.config),
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());
