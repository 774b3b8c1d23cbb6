import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createCategory,
  createTestApp,
  createUser,
  testDialect,
  type TestContext,
} from '../test/test-app.ts';

describe('the app shell', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when health is asked, then it answers ok with the database in use', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: testDialect });
  });

  it('when an unknown /api path is called, then 404 JSON, never HTML', async () => {
    const res = await ctx.app.inject({ url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('when the body is not JSON, then 400 without a stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('when JSON is answered, then it is nosniff but carries no page headers (they belong on HTML)', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(ctx.app.pageHeaders['content-security-policy']).toContain("script-src 'self'");
  });

  it('when a public GET is asked again with its ETag, then 304 with the same validator and no body', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const category = await createCategory(ctx);
    await createBook(ctx, seller, { categoryId: category._id });
    for (const url of [
      '/api/categories',
      `/api/category/${category._id}?limit=12`,
      '/api/allbooks?limit=6',
    ]) {
      const first = await ctx.app.inject({ url });
      const etag = String(first.headers.etag);
      expect(first.statusCode, url).toBe(200);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers.etag, url).toBe(etag);
      expect(again.body, url).toBe('');
      expect((await ctx.app.inject({ url })).body, url).toBe(first.body);
    }
    const first = await ctx.app.inject({ url: '/api/categories' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await ctx.app.inject({ url: '/api/categories', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe('');

    const stale = await ctx.app.inject({ url: '/api/categories', headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
    expect(stale.body).toBe(first.body);
  });

  it('when a caller sends a token, then the answer gets no shared validator, only no-store', async () => {
    const buyer = await createUser(ctx);
    const category = await createCategory(ctx);
    // Even /api/categories, which reads nobody's token: a request with a token is never cached (decision 008).
    for (const url of ['/api/categories', '/api/auth/me', `/api/category/${category._id}`]) {
      const res = await ctx.app.inject({ url, headers: buyer.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('then the OpenAPI document lists the API', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/categories']));
  });

  it('when a large answer is asked with gzip accepted, then it comes compressed; a small one does not', async () => {
    const large = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(large.rawPayload).toString('utf8'));
    expect(json.openapi).toMatch(/^3\./);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(json).length);

    const small = await ctx.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('when the API docs are opened, then the viewer page loads its scripts from files under the app CSP', async () => {
    const res = await ctx.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
    const inlineScripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/g)];
    expect(inlineScripts).toEqual([]);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The barcode scanner's WebAssembly may compile (decision 450); JavaScript's eval() stays refused.
    expect(csp).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  });
});
