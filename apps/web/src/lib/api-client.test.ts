// The web keys on the server's rule code, not on its words or the HTTP status (decision 417).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('API errors', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', { location: { origin: 'http://boibazar.test' } });
    vi.stubGlobal('navigator', { languages: ['en'] });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when the server refuses, then the error carries its code, status and words, and pages match on the code', async () => {
    const { api, ApiError, isSignedOut, refusedWith } = await import('./api-client.ts');
    vi.stubGlobal(
      'fetch',
      answer(409, { error: { code: 'BOOK_SOLD', message: 'This book has already been sold' } }),
    );
    const error = await api('/bookings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'BOOK_SOLD',
      message: 'This book has already been sold',
    });
    expect(refusedWith(error, 'BOOK_SOLD')).toBe(true);
    expect(refusedWith(error, 'ALREADY_BOOKED', 'OWN_BOOK')).toBe(false);
    expect(refusedWith(new Error('This book has already been sold'), 'BOOK_SOLD')).toBe(false);
    expect(isSignedOut(error)).toBe(false);
  });

  it('when the session is missing or has ended, then both read as signed out; another 401 code does not', async () => {
    const { api, isSignedOut } = await import('./api-client.ts');
    for (const [code, signedOut] of [
      ['UNAUTHORIZED', true],
      ['SESSION_ENDED', true],
      ['BAD_CREDENTIALS', false],
    ] as const) {
      vi.stubGlobal('fetch', answer(401, { error: { code, message: 'x' } }));
      expect(isSignedOut(await api('/auth/me').catch((e: unknown) => e)), code).toBe(signedOut);
    }
  });
});
