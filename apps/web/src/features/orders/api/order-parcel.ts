// The order's parcel with the courier (decision 310): book or cancel the pickup, its timeline, its label.
import { orderEndpoints, orderPaths } from '@boibazar/shared/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiText } from '#app/lib/api-client.ts';
import { call } from '#app/lib/call-endpoint.ts';
import { ordersKeys } from './orders-keys.ts';

const parcelKey = (orderId: string) => [...ordersKeys.order(orderId), 'parcel'] as const;

export const useOrderParcel = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: parcelKey(orderId),
    enabled,
    retry: false,
    queryFn: () => call(orderEndpoints.parcel, { params: { id: orderId } }),
  });

export function useParcelStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: 'POST' | 'DELETE') =>
      call(method === 'POST' ? orderEndpoints.bookParcel : orderEndpoints.cancelParcel, {
        params: { id: orderId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.order(orderId) }),
  });
}

/** Opens the printable label in a new tab (the page needs the member's token, so it is fetched first). */
export async function openLabel(orderId: string) {
  const html = await apiText(orderPaths.label(encodeURIComponent(orderId)));
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  window.open(url, '_blank', 'noopener');
}
