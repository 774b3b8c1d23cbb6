// The signed-in member's mobile number: read it, send a code to a new one, verify that code.
import { phoneEndpoints } from '@boibazar/shared/phone';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

export const myPhoneKey = ['me', 'phone'] as const;

export const myPhoneQuery = () =>
  queryOptions({ queryKey: myPhoneKey, queryFn: () => call(phoneEndpoints.myPhone) });

export const useMyPhone = () => useQuery(myPhoneQuery());

export const useAddPhone = () =>
  useMutation({
    mutationFn: (phone: string) => call(phoneEndpoints.addPhone, { body: { phone } }),
  });

export function useVerifyMyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(phoneEndpoints.verifyMyPhone, { body: { code } }),
    onSuccess: (answer) => queryClient.setQueryData(myPhoneKey, answer),
  });
}
