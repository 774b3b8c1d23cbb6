// The signed-in user, resolved once from the stored token through GET /api/auth/me.
import { identityRoutes } from '@boibazar/shared/paths';
import type { identityEndpoints, User } from '@boibazar/shared/identity';
import { useQuery } from '@tanstack/react-query';
import { getAccessToken, isSignedOut, setAccessToken } from '#app/lib/api-client.ts';
import { call } from '#app/lib/call-endpoint.ts';
import { identityKeys } from './identity-keys.ts';

export async function fetchSession(): Promise<User | null> {
  if (!getAccessToken()) return null;
  try {
    return await call<typeof identityEndpoints.me>(identityRoutes.me);
  } catch (error) {
    if (isSignedOut(error)) {
      setAccessToken(null);
      return null;
    }
    throw error;
  }
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: User };

export function useSession(): SessionState {
  const query = useQuery({ queryKey: identityKeys.session, queryFn: fetchSession, staleTime: 5 * 60_000 });
  if (query.isPending) return { status: 'loading', user: null };
  if (!query.data) return { status: 'signedOut', user: null };
  return { status: 'signedIn', user: query.data };
}
