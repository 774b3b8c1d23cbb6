// The signed-in member's delivery addresses: list, add, change, remove (decision 310).
import {
  deliveryPaths,
  type AddressInput,
  type AddressPatch,
  type DeliveryAddress,
  type DeliveryQuote,
} from '@boibazar/shared/delivery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const addressesKey = ['me', 'addresses'] as const;

export const addressesQuery = () =>
  queryOptions({ queryKey: addressesKey, queryFn: () => api<DeliveryAddress[]>(deliveryPaths.addresses) });

export const useAddresses = () => useQuery(addressesQuery());

function useAddressChange<V>(call: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

export const useAddAddress = () =>
  useAddressChange((input: AddressInput) =>
    api<DeliveryAddress>(deliveryPaths.addresses, { method: 'POST', body: input }),
  );

export const useEditAddress = () =>
  useAddressChange(({ id, patch }: { id: string; patch: AddressPatch }) =>
    api<DeliveryAddress>(deliveryPaths.address(id), { method: 'PATCH', body: patch }),
  );

export const useRemoveAddress = () =>
  useAddressChange((id: string) => api(deliveryPaths.address(id), { method: 'DELETE' }));

/** The courier's fee for a book to one of the caller's addresses (shown before anything is paid). */
export const useDeliveryQuote = (bookId: string, addressId: string | null) =>
  useQuery({
    queryKey: ['delivery', 'quote', bookId, addressId],
    enabled: addressId !== null,
    queryFn: () =>
      api<DeliveryQuote>(
        `${deliveryPaths.quote}?${new URLSearchParams({ bookId, addressId: addressId ?? '' }).toString()}`,
      ),
  });
