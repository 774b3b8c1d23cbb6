// The admin's courier settlements (decision 430): the list with the cash still owed, and reading new
// settlements from the courier now.
import { deliveryPaths, type CourierSettlements } from '@boibazar/shared/delivery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const settlementsKey = ['delivery', 'admin', 'settlements'] as const;

export const useCourierSettlements = () =>
  useQuery({
    queryKey: settlementsKey,
    queryFn: ({ signal }) => api<CourierSettlements>(deliveryPaths.settlements, { signal }),
  });

export function useFetchSettlements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ recorded: number }>(deliveryPaths.settlements, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: settlementsKey }),
  });
}
