// The order's steps (hand over, received, decline, dispute): each answers with the updated order.
import { orderPaths, type HandoverInput, type OrderDetail } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ordersKeys } from './orders-keys.ts';

export type OrderStep =
  | { step: 'handover'; body: HandoverInput }
  | { step: 'received' }
  | { step: 'decline'; body: { reason: string } }
  | { step: 'dispute'; body: { reason: string } }
  | { step: 'cashCollected' }
  | { step: 'codRefused'; body: { reason: string } };

export async function takeOrderStep(orderId: string, input: OrderStep): Promise<OrderDetail> {
  const id = encodeURIComponent(orderId);
  const answer = await api<OrderDetail | { acknowledged: true }>(orderPaths[input.step](id), {
    method: 'POST',
    body: 'body' in input ? input.body : undefined,
  });
  // The cash-on-delivery steps answer with an acknowledgement; read the order as it now is.
  return 'acknowledged' in answer ? api<OrderDetail>(orderPaths.order(id)) : answer;
}

export function useOrderStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderStep) => takeOrderStep(orderId, input),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.myOrders });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.myBuyers });
    },
  });
}
