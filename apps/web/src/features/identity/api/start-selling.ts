import type { identityEndpoints } from '@boibazar/shared/identity';
import { identityRoutes } from '@boibazar/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { identityKeys } from './identity-keys.ts';

/** POST /api/me/start-selling: a Buyer becomes a Seller (one way); the session then shows seller items. */
export const startSelling = () => call<typeof identityEndpoints.startSelling>(identityRoutes.startSelling);

export function useStartSelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSelling,
    onSuccess: (user) => queryClient.setQueryData(identityKeys.session, user),
  });
}
