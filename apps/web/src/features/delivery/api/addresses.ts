// The signed-in member's delivery addresses: list, add, change, remove (decision 310).
import { deliveryEndpoints, type AddressInput, type AddressPatch } from '@boibazar/shared/delivery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

export const addressesKey = ['me', 'addresses'] as const;

export const addressesQuery = () =>
  queryOptions({ queryKey: addressesKey, queryFn: () => call(deliveryEndpoints.addresses) });

export const useAddresses = () => useQuery(addressesQuery());

function useAddressChange<V>(change: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

export const useAddAddress = () =>
  useAddressChange((input: AddressInput) => call(deliveryEndpoints.addAddress, { body: input }));

export const useEditAddress = () =>
  useAddressChange(({ id, patch }: { id: string; patch: AddressPatch }) =>
    call(deliveryEndpoints.editAddress, { params: { id }, body: patch }),
  );

export const useRemoveAddress = () =>
  useAddressChange((id: string) => call(deliveryEndpoints.removeAddress, { params: { id } }));

/** The courier's fee for a book to one of the caller's addresses (shown before anything is paid). */
export const useDeliveryQuote = (bookId: string, addressId: string | null) =>
  useQuery({
    queryKey: ['delivery', 'quote', bookId, addressId],
    enabled: addressId !== null,
    queryFn: () => call(deliveryEndpoints.quote, { query: { bookId, addressId: addressId ?? '' } }),
  });
