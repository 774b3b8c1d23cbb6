// Identity's calls reach their definitions' methods and paths (decision 496): the first-load ones through the
// zod-free routes, phone sign-in through its endpoints.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe("identity's calls", () => {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('window', { location: { origin: 'http://boibazar.test' } });
    vi.stubGlobal('navigator', { languages: ['en'] });
    vi.stubGlobal('localStorage', { getItem: () => 'a-token', setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        sent.push({ method: init.method ?? 'GET', path: new URL(url).pathname, body: init.body });
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("when the session, sign-in, sign-up and sign-out are called, then each goes to its definition's method and path", async () => {
    const { identityEndpoints } = await import('@boibazar/shared/identity');
    const { fetchSession } = await import('./session.ts');
    const { signIn } = await import('./sign-in.ts');
    const { signUp } = await import('./sign-up.ts');
    const { signOut } = await import('./sign-out.ts');
    await fetchSession();
    await signIn({ email: 'a@b.test', password: 'secret123' });
    await signUp({ name: 'A', email: 'a@b.test', password: 'secret123', image: 'https://x.test/a.png' });
    await signOut();
    const { me, login, signup, logout } = identityEndpoints;
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(
      [me, login, signup, logout].map((e) => `${e.method} /api${e.path}`),
    );
    // The seed specification's paths, unchanged.
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/login',
      'POST /api/auth/signup',
      'POST /api/auth/logout',
    ]);
    expect(sent[1]!.body).toBe(JSON.stringify({ email: 'a@b.test', password: 'secret123' }));
  });

  it('when a phone code is asked for, then it is POSTed to its endpoint with the number and purpose', async () => {
    const { sendPhoneCode } = await import('./phone-sign-in.ts');
    await sendPhoneCode({ phone: '01711000000', purpose: 'sign-in' });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/auth/phone/send-code',
        body: JSON.stringify({ phone: '01711000000', purpose: 'sign-in' }),
      },
    ]);
  });
});
