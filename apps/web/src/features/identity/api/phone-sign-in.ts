// Phone sign-in's calls: a code by SMS, then sign in or sign up with it (decision 210).
import type { AuthResult } from '@boibazar/shared/identity';
import {
  phonePaths,
  type PhoneCodePurpose,
  type PhoneCodeSent,
  type PhoneSignInInput,
  type PhoneSignUpInput,
  type PhoneSignUpResult,
} from '@boibazar/shared/phone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setAccessToken } from '#app/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

export const sendPhoneCode = (body: { phone: string; purpose: PhoneCodePurpose }) =>
  api<PhoneCodeSent>(phonePaths.sendCode, { method: 'POST', body });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });

/** Makes the answer the session at once, as email sign-in does. */
function useStartSession<I, R extends AuthResult>(call: (body: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ accessToken, user }) => {
      setAccessToken(accessToken);
      queryClient.setQueryData(identityKeys.session, user);
    },
  });
}

export const usePhoneSignIn = () =>
  useStartSession((body: PhoneSignInInput) => api<AuthResult>(phonePaths.signIn, { method: 'POST', body }));

export const usePhoneSignUp = () =>
  useStartSession((body: PhoneSignUpInput) =>
    api<PhoneSignUpResult>(phonePaths.signUp, { method: 'POST', body }),
  );
