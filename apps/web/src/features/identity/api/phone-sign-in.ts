// Phone sign-in's calls: a code by SMS, then sign in or sign up with it (decision 210).
import type { AuthResult } from '@boibazar/shared/identity';
import {
  phoneEndpoints,
  type PhoneCodePurpose,
  type PhoneSignInInput,
  type PhoneSignUpInput,
} from '@boibazar/shared/phone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAccessToken } from '#app/lib/api-client.ts';
import { call } from '#app/lib/call-endpoint.ts';
import { identityKeys } from './identity-keys.ts';

export const sendPhoneCode = (body: { phone: string; purpose: PhoneCodePurpose }) =>
  call(phoneEndpoints.sendCode, { body });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });

/** Makes the answer the session at once, as email sign-in does. */
function useStartSession<I, R extends AuthResult>(start: (body: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    onSuccess: ({ accessToken, user }) => {
      setAccessToken(accessToken);
      queryClient.setQueryData(identityKeys.session, user);
    },
  });
}

export const usePhoneSignIn = () =>
  useStartSession((body: PhoneSignInInput) => call(phoneEndpoints.signIn, { body }));

export const usePhoneSignUp = () =>
  useStartSession((body: PhoneSignUpInput) => call(phoneEndpoints.signUp, { body }));
