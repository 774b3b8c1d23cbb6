import { identityPaths } from '@boibazar/shared/paths';
import type { AuthResult, LoginInput } from '@boibazar/shared/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setAccessToken } from '#app/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

export const signIn = (body: LoginInput) => api<AuthResult>(identityPaths.login, { method: 'POST', body });

/** Signs in and makes the answer the session at once, so guards let the person through without a refetch. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ accessToken, user }) => {
      setAccessToken(accessToken);
      queryClient.setQueryData(identityKeys.session, user);
    },
  });
}
