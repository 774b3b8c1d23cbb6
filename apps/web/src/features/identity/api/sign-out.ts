import type { identityEndpoints } from '@boibazar/shared/identity';
import { identityRoutes } from '@boibazar/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAccessToken } from '#app/lib/api-client.ts';
import { call } from '#app/lib/call-endpoint.ts';
import { identityKeys } from './identity-keys.ts';

/** Ends the session on the server (the token stops working), then forgets it and every cached answer. */
export const signOut = () => call<typeof identityEndpoints.logout>(identityRoutes.logout);

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Forgetting the token locally must happen even when the server cannot be reached.
      await signOut().catch(() => undefined);
    },
    onSettled: () => {
      setAccessToken(null);
      queryClient.clear();
      queryClient.setQueryData(identityKeys.session, null);
    },
  });
}
