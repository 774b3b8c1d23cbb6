// Personal answers must never be kept by a browser's or a proxy's cache: every answer to a request that
// carries a token, and every answer that hands one out, says Cache-Control: no-store.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

describe('Cache-Control on personal answers', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    buyer = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  it.each([
    ['GET', '/api/auth/me'],
    ['GET', '/api/myorders'],
    ['GET', '/api/allbooks'],
    ['GET', '/api/categories'],
  ])('when %s %s is asked with a token, then the answer says no-store', async (method, url) => {
    const res = await ctx.app.inject({ method: method as 'GET', url, headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when a fresh token is fetched from /api/jwt, then no-store', async () => {
    const res = await ctx.app.inject({
      url: `/api/jwt?email=${encodeURIComponent(buyer.user.email)}`,
      headers: buyer.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when someone signs up or signs in (no token sent), then the answer carrying one says no-store', async () => {
    const email = `cache.${randomBytes(3).toString('hex')}@example.test`;
    const password = 'a good long password';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Cache', email, password, image: 'https://example.test/c.png' },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('when any signed-in route is called with a token, whatever the outcome, then no-store', async () => {
    const missing: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      if (route.access === 'public') continue;
      const url = route.url
        .replace(/:email\b/g, encodeURIComponent(buyer.user.email))
        .replace(/:\w+/g, randomBytes(12).toString('hex'));
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: buyer.auth,
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      });
      if (res.headers['cache-control'] !== 'no-store')
        missing.push(`${route.method} ${route.url}: ${res.statusCode} ${res.headers['cache-control']}`);
    }
    expect(missing).toEqual([]);
  });

  it('when a visitor reads a public list, then nothing forbids caching it', async () => {
    const res = await ctx.app.inject({ url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
