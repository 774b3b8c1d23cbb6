import { identityPaths } from '@boibazar/shared/paths';
import type { AuthResult, SignupInput } from '@boibazar/shared/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setAccessToken } from '#app/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

export const signUp = (body: SignupInput) => api<AuthResult>(identityPaths.signup, { method: 'POST', body });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ accessToken, user }) => {
      setAccessToken(accessToken);
      queryClient.setQueryData(identityKeys.session, user);
    },
  });
}
