import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestContext } from '../test/test-app.ts';

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

  it('then security headers are set with a CSP that forbids inline script', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
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
  });
});
