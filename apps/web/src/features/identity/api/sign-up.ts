import { identityRoutes } from '@boibazar/shared/paths';
import type { identityEndpoints, SignupInput } from '@boibazar/shared/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAccessToken } from '#app/lib/api-client.ts';
import { call } from '#app/lib/call-endpoint.ts';
import { identityKeys } from './identity-keys.ts';

export const signUp = (body: SignupInput) =>
  call<typeof identityEndpoints.signup>(identityRoutes.signup, { body });

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
