import type { AuthResult, SignupInput } from '@boibazar/shared/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setAccessToken } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './session.ts';

export const signUp = (body: SignupInput) => api<AuthResult>('/auth/signup', { method: 'POST', body });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ accessToken, user }) => {
      setAccessToken(accessToken);
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
