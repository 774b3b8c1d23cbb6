// The admin's courier settlements (decision 430): the list with the cash still owed, and reading new
// settlements from the courier now.
import { deliveryEndpoints } from '@boibazar/shared/delivery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

const settlementsKey = ['delivery', 'admin', 'settlements'] as const;

export const useCourierSettlements = () =>
  useQuery({
    queryKey: settlementsKey,
    queryFn: ({ signal }) => call(deliveryEndpoints.settlements, { signal }),
  });

export function useFetchSettlements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(deliveryEndpoints.fetchSettlements),
    onSuccess: () => client.invalidateQueries({ queryKey: settlementsKey }),
  });
}
