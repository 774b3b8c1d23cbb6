import { orderEndpoints, type ResolveDispute } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { adminKeys } from './admin-keys.ts';
import { queryTags } from '#app/lib/query-tags.ts';

export const resolveDispute = (orderId: string, body: ResolveDispute) =>
  call(orderEndpoints.resolveDispute, { params: { id: orderId }, body });

export function useResolveDispute(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveDispute) => resolveDispute(orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(queryTags.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.disputes });
    },
  });
}
