// Google sign-in is a full-page round trip through the server: /api/auth/google → Google → our callback,
// which comes back to /login#token=… (or #error=…); the token is kept and the fragment wiped at once.
import { safeReturnPath } from '@boibazar/shared/identity';
import { identityRoutes } from '@boibazar/shared/paths';
import { setAccessToken } from '#app/lib/api-client.ts';

export function startGoogleSignIn(returnTo: string): void {
  window.location.assign(
    `/api${identityRoutes.google.path}?${new URLSearchParams({ returnTo: safeReturnPath(returnTo) })}`,
  );
}

export type GoogleResult = { token: string; returnTo: string } | { error: string } | null;

/** What the Google callback put in a fragment ("token=…&returnTo=…" or "error=…"), or null for anything else. */
export function readGoogleFragment(fragment: string): GoogleResult {
  const params = new URLSearchParams(fragment);
  const token = params.get('token');
  const error = params.get('error');
  if (token) return { token, returnTo: safeReturnPath(params.get('returnTo')) };
  if (error) return { error };
  return null;
}

/** Reads and removes what the Google callback put in the address's fragment. */
export function takeGoogleResult(): GoogleResult {
  const hash = window.location.hash.slice(1);
  if (!hash) return null;
  const result = readGoogleFragment(hash);
  if (!result) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  if ('token' in result) setAccessToken(result.token);
  return result;
}
