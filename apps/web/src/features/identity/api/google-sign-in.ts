// Google sign-in is a full-page round trip through the server: /api/auth/google → Google → our callback,
// which comes back to /login#token=… (or #error=…); the token is kept and the fragment wiped at once.
import { safeReturnPath } from '@boibazar/shared/identity';
import { setAccessToken } from '../../../lib/api-client.ts';

export function startGoogleSignIn(returnTo: string): void {
  window.location.assign(`/api/auth/google?${new URLSearchParams({ returnTo: safeReturnPath(returnTo) })}`);
}

export type GoogleResult = { token: string; returnTo: string } | { error: string } | null;

/** Reads and removes what the Google callback put in the address's fragment. */
export function takeGoogleResult(): GoogleResult {
  const hash = window.location.hash.slice(1);
  if (!hash) return null;
  const params = new URLSearchParams(hash);
  const token = params.get('token');
  const error = params.get('error');
  if (!token && !error) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  if (token) {
    setAccessToken(token);
    return { token, returnTo: safeReturnPath(params.get('returnTo')) };
  }
  return { error: error ?? 'Google sign-in failed' };
}
