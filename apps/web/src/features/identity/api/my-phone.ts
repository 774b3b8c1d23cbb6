// The signed-in member's mobile number: read it, send a code to a new one, verify that code.
import { phonePaths, type MyPhone, type PhoneCodeSent } from '@boibazar/shared/phone';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

export const myPhoneKey = ['me', 'phone'] as const;

export const myPhoneQuery = () =>
  queryOptions({ queryKey: myPhoneKey, queryFn: () => api<MyPhone>(phonePaths.myPhone) });

export const useMyPhone = () => useQuery(myPhoneQuery());

export const useAddPhone = () =>
  useMutation({
    mutationFn: (phone: string) =>
      api<PhoneCodeSent>(phonePaths.myPhone, { method: 'POST', body: { phone } }),
  });

export function useVerifyMyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<MyPhone>(phonePaths.verifyMyPhone, { method: 'POST', body: { code } }),
    onSuccess: (answer) => queryClient.setQueryData(myPhoneKey, answer),
  });
}
