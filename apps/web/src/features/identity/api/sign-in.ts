import { identityRoutes } from '@boibazar/shared/paths';
import type { identityEndpoints, LoginInput } from '@boibazar/shared/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAccessToken } from '#app/lib/api-client.ts';
import { call } from '#app/lib/call-endpoint.ts';
import { identityKeys } from './identity-keys.ts';

export const signIn = (body: LoginInput) =>
  call<typeof identityEndpoints.login>(identityRoutes.login, { body });

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
