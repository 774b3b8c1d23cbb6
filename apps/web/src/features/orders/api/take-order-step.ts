// The order's steps (hand over, received, decline, dispute, the cash-on-delivery ones): each answers with
// the updated order, or an acknowledgement after which the order is read again.
import type { StepInput } from '@boibazar/shared/endpoint';
import { orderEndpoints, orderSteps, type OrderDetail } from '@boibazar/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callStep } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

export type OrderStepInput = StepInput<typeof orderSteps>;

export async function takeOrderStep(orderId: string, input: OrderStepInput): Promise<OrderDetail> {
  const params = { id: orderId };
  const answer = await callStep(orderSteps, input, params);
  // The cash-on-delivery steps answer with an acknowledgement; read the order as it now is.
  return 'acknowledged' in answer ? call(orderEndpoints.order, { params }) : answer;
}

export function useOrderStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderStepInput) => takeOrderStep(orderId, input),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.myOrders });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.myBuyers });
    },
  });
}
