import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { emailForLogin, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-test-provider.ts';

const PUBLIC_URL = 'http://boibazar.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;

/** Plays the person at the provider: follows redirects, fills its login form, accepts its consent page. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(PUBLIC_URL)) return new URL(url);
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action, url).toString();
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the browser back');
}

describe('Google sign-in against a real OpenID Connect provider', () => {
  let provider: TestOidcProvider;
  let ctx: TestContext;

  beforeAll(async () => {
    provider = await startOidcProvider([CALLBACK]);
    ctx = await createTestApp({
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await provider?.close();
  });

  const start = async (returnTo?: string) => {
    const res = await ctx.app.inject({ url: '/api/auth/google', query: returnTo ? { returnTo } : {} });
    expect(res.statusCode).toBe(302);
    return String(res.headers.location);
  };

  /** The whole round trip; answers the fragment our callback hands to the web app. */
  const signInWithGoogle = async (login: string, returnTo?: string) => {
    const back = await signInAtProvider(await start(returnTo), login);
    const res = await ctx.app.inject({ url: back.pathname + back.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = String(res.headers.location);
    expect(location.startsWith('/login#')).toBe(true);
    return new URLSearchParams(location.slice('/login#'.length));
  };

  it('when the providers are asked, then Google is configured', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: true });
  });

  it('when sign-in starts, then it goes to the provider with PKCE S256, state, nonce and our redirect_uri', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('when a new person signs in with Google, then a Buyer account is made and the token works', async () => {
    const fragment = await signInWithGoogle('newreader');
    const token = fragment.get('token');
    expect(token).toBeTruthy();
    expect(fragment.get('returnTo')).toBe('/');
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: emailForLogin('newreader'),
      name: 'Reader newreader',
      role: 'Buyer',
      verified: false,
    });

    const again = await signInWithGoogle('newreader');
    const meAgain = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${again.get('token')}` },
    });
    expect(meAgain.json()._id).toBe(me.json()._id);
  });

  it('when Google sends a photo address, then the one image rule applies to it: https kept, javascript: dropped (issue 11 item 4)', async () => {
    const photoOf = async (login: string) => {
      const fragment = await signInWithGoogle(login);
      const me = await ctx.app.inject({
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${fragment.get('token')}` },
      });
      expect(me.statusCode).toBe(200);
      return me.json().image as string;
    };
    expect(await photoOf('picture-good')).toBe('https://lh3.googleusercontent.com/a/reader.jpg');
    expect(await photoOf('picture-bad')).toBe('');
  });

  it('when Google sends a name in a decomposed Unicode form, then the account name is stored in NFC (issue 11 item 8)', async () => {
    const fragment = await signInWithGoogle('decomposed');
    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${fragment.get('token')}` },
    });
    expect(me.statusCode).toBe(200);
    expect('Zoë Brontë'.normalize('NFD')).not.toBe('Zoë Brontë'.normalize('NFC'));
    expect(me.json().name).toBe('Zoë Brontë'.normalize('NFC'));
  });

  it('when a seller with a password signs in with Google for the same email, then it is the same account, still a Seller', async () => {
    const seller = await createUser(ctx, { role: 'Seller', email: 'linked.seller@oidc.example.test' });
    const fragment = await signInWithGoogle('linked.seller@oidc.example.test');
    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${fragment.get('token')}` },
    });
    expect(me.json()).toMatchObject({ _id: seller.user._id, role: 'Seller' });
  });

  it('when the provider has not verified the email, then sign-in is refused and no account is made', async () => {
    const fragment = await signInWithGoogle('unverified-reader');
    expect(fragment.get('token')).toBeNull();
    expect(fragment.get('error')).toMatch(/not verified/);
    const row = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', emailForLogin('unverified-reader'))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('when a callback is replayed, then the second use is refused', async () => {
    const back = await signInAtProvider(await start(), 'replayer');
    const first = await ctx.app.inject({ url: back.pathname + back.search });
    expect(String(first.headers.location)).toContain('token=');
    const second = await ctx.app.inject({ url: back.pathname + back.search });
    expect(String(second.headers.location)).toMatch(/^\/login#error=/);
    expect(String(second.headers.location)).not.toContain('token=');
  });

  it('when the state is forged or the code altered, then sign-in is refused', async () => {
    const back = await signInAtProvider(await start(), 'forger');
    const forged = new URL(back);
    forged.searchParams.set('state', 'made-up-state');
    const res = await ctx.app.inject({ url: forged.pathname + forged.search });
    expect(String(res.headers.location)).toMatch(/^\/login#error=.*expired/);

    const altered = new URL(back);
    altered.searchParams.set('code', `${back.searchParams.get('code')}x`);
    const res2 = await ctx.app.inject({ url: altered.pathname + altered.search });
    expect(String(res2.headers.location)).toMatch(/^\/login#error=/);
    expect(String(res2.headers.location)).not.toContain('token=');
  });

  it('when the person came from a page, then they go back there; another site is never a destination', async () => {
    expect((await signInWithGoogle('returner', '/dashboard/myorders?x=1')).get('returnTo')).toBe(
      '/dashboard/myorders?x=1',
    );
    for (const evil of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      // Dot segments the URL parser removes only after a naive '//' check has passed.
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
    ]) {
      expect((await signInWithGoogle('returner', evil)).get('returnTo')).toBe('/');
    }
  });
});

describe('where Google is told to send the person back (redirect_uri)', () => {
  let provider: TestOidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider([CALLBACK]);
  });
  afterAll(() => provider?.close());

  const redirectUriFor = async (ctx: TestContext) => {
    const res = await ctx.app.inject({
      url: '/api/auth/google',
      remoteAddress: '127.0.0.1', // a proxy on this machine, whose forwarded headers are believed
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location)).searchParams.get('redirect_uri');
  };

  it('when PUBLIC_URL is unset outside production, then it is the listen address, never the Host or X-Forwarded-Host', async () => {
    const ctx = await createTestApp({
      PORT: '4321',
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    });
    try {
      expect(await redirectUriFor(ctx)).toBe('http://localhost:4321/api/auth/google/callback');
    } finally {
      await ctx.close();
    }
  });

  it('when PUBLIC_URL is set, then it is PUBLIC_URL whatever the request says', async () => {
    const ctx = await createTestApp({
      PUBLIC_URL: 'https://boibazar.example/',
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    });
    try {
      expect(await redirectUriFor(ctx)).toBe('https://boibazar.example/api/auth/google/callback');
    } finally {
      await ctx.close();
    }
  });
});

describe('Google sign-in when it is not set up', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when the providers are asked, then Google is off and starting it is a clear 503', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ google: false });
    const res = await ctx.app.inject({ url: '/api/auth/google' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('Google sign-in is not set up on this server');
  });
});
