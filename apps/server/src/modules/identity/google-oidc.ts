// Google sign-in through OpenID Connect (openid-client): authorization code + PKCE, state and nonce kept
// server-side for ten minutes and used once, ID token signature/issuer/audience/expiry checked by the
// client and email_verified by us (docs/decisions/011-google-oidc.md).
import { imageProblem } from '@boibazar/shared/images';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { saveOidcLogin, takeOidcLogin } from './oidc-login-repository.ts';
import { clock } from '../../lib/clock.ts';

const LOGIN_TTL_MS = 10 * 60_000;
export const CALLBACK_PATH = '/api/auth/google/callback';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

export interface GoogleSignIn {
  readonly configured: boolean;
  /** The provider's authorization URL for a new sign-in that returns to `returnTo` afterwards. */
  start(returnTo: string): Promise<URL>;
  /** Checks the provider's answer (the callback's query string, "?code=…&state=…") and returns the verified identity. */
  finish(callbackQuery: string): Promise<{ identity: GoogleIdentity; returnTo: string }>;
}

const notConfigured = () => new AppError('GOOGLE_UNAVAILABLE', 'Google sign-in is not set up on this server');
const failed = (why: string) => new AppError('GOOGLE_SIGN_IN_FAILED', `Google sign-in failed: ${why}`);

export function createGoogleSignIn(
  db: Db,
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'OIDC_ISSUER'>,
  /** Where people reach this site (app.publicOrigin): Google sends them back there. */
  siteOrigin: () => string,
): GoogleSignIn {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    if (!clientId || !clientSecret) throw notConfigured();
    const issuer = new URL(config.OIDC_ISSUER);
    discovered ??= oidc
      .discovery(issuer, clientId, clientSecret, undefined, {
        execute: [
          oidc.enableNonRepudiationChecks,
          // NOTE: only a local test provider is plain http; real issuers (Google) are https.
          ...(issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
        ],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new AppError(
          'GOOGLE_UNAVAILABLE',
          `Google sign-in is unavailable right now (${String(error)})`,
        );
      });
    return discovered;
  };

  return {
    configured: Boolean(clientId && clientSecret),

    async start(returnTo) {
      const server = await configuration();
      const redirectUri = new URL(CALLBACK_PATH, siteOrigin()).toString();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await saveOidcLogin(db, {
        state,
        nonce,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
        return_to: returnTo,
        expires_at: clock.inIso(LOGIN_TTL_MS),
      });
      return oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async finish(callbackQuery) {
      const server = await configuration();
      const callbackUrl = new URL(`${CALLBACK_PATH}${callbackQuery}`, 'http://callback.invalid');
      const state = callbackUrl.searchParams.get('state');
      if (!state) throw failed('the answer carries no state');
      // Consumed once: a replayed or forged state finds no row.
      const login = await takeOidcLogin(db, state);
      if (!login) throw failed('this sign-in has expired or was already used; please try again');
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) throw failed(callbackUrl.searchParams.get('error_description') ?? providerError);

      // The code is redeemed at the redirect_uri it was issued for, whatever Host this request came in on.
      const current = new URL(login.redirect_uri);
      current.search = callbackUrl.search;
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(server, current, {
          pkceCodeVerifier: login.code_verifier,
          expectedState: login.state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw failed(error instanceof Error ? error.message : 'the provider answer was not valid');
      }
      if (!claims) throw failed('no ID token was returned');
      const email = typeof claims.email === 'string' ? claims.email : '';
      if (!email) throw failed('the account has no email address');
      if (claims.email_verified !== true) throw failed('the email address is not verified by Google');
      return {
        identity: {
          sub: claims.sub,
          email,
          // In NFC like every name typed into our own forms (decision 114).
          name: (typeof claims.name === 'string' && claims.name.trim()
            ? claims.name.trim()
            : email.split('@')[0]!
          ).normalize('NFC'),
          // The one image rule applies to Google's photo address too.
          picture: typeof claims.picture === 'string' && !imageProblem(claims.picture) ? claims.picture : '',
        },
        returnTo: login.return_to,
      };
    },
  };
}
