import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';

describe('serving the web app', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app")');
    ctx = await createTestApp({}, { webDist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('when a deep link like /categories/abc is loaded directly, then index.html answers, never cached', async () => {
    for (const url of ['/categories/abc', '/dashboard/payment/123?x=1', '/']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('when a hashed asset is fetched, then it is served and cached for a year', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('when an unknown /api path, a missing upload or a non-GET deep link is asked, then 404 JSON, not the app', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['GET', '/uploads/missing.webp'],
      ['POST', '/categories/abc'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});
