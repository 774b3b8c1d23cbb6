// A real OpenID Connect provider (the `oidc-provider` package) for tests of Google sign-in: its own
// login and consent pages, signing keys, PKCE and ID tokens. Any login name signs in; a name starting
// with "unverified" gets email_verified false, one starting with "decomposed" a name in Unicode NFD, one
// starting with "picture-bad" a javascript: photo address and "picture-good" an https one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export const emailForLogin = (login: string) => (login.includes('@') ? login : `${login}@oidc.example.test`);

export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'boibazar-test';
  const clientSecret = 'boibazar-test-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Like Google: the ID token itself carries email and profile claims.
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['boibazar-oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, accountId) {
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: emailForLogin(accountId),
          email_verified: !accountId.startsWith('unverified'),
          ...(accountId.startsWith('picture-')
            ? {
                picture: accountId.startsWith('picture-bad')
                  ? 'javascript:alert(document.domain)'
                  : 'https://lh3.googleusercontent.com/a/reader.jpg',
              }
            : {}),
          name: accountId.startsWith('decomposed')
            ? 'Zoë Brontë'.normalize('NFD')
            : `Reader ${accountId.split('@')[0]}`,
        }),
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
