import type { User } from '@boibazar/shared/identity';
import { identityPaths } from '@boibazar/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

/** POST /api/me/start-selling: a Buyer becomes a Seller (one way); the session then shows seller items. */
export const startSelling = () => api<User>(identityPaths.startSelling, { method: 'POST' });

export function useStartSelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSelling,
    onSuccess: (user) => queryClient.setQueryData(identityKeys.session, user),
  });
}
