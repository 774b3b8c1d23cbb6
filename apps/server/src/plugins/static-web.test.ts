import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const ASSET = `console.log(${JSON.stringify('app '.repeat(400))})`;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';

describe('serving the web app', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    // As the build leaves them: each file beside its brotli and gzip copies (apps/web/vite.config.ts).
    const files = { 'index.html': INDEX, 'assets/app-1a2b.js': ASSET };
    for (const [name, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(webDist, name), text);
      fs.writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
      fs.writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
    }
    ctx = await createTestApp({}, { webDist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('when a deep link like /categories/abc is loaded directly, then index.html answers, never cached', async () => {
    for (const url of ['/categories/abc', '/dashboard/payment/123?x=1', '/', '/help']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('when index.html is asked again with its ETag, then 304 with the same validator; 200 is the same page', async () => {
    const first = await ctx.app.inject({ url: '/' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    const again = await ctx.app.inject({ url: '/categories/xyz', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe('');
    const changed = await ctx.app.inject({ url: '/', headers: { 'if-none-match': '"older"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe(etag);
    expect(changed.body).toBe(INDEX);
  });

  it('when the browser accepts brotli or gzip, then the build-time compressed copy is sent as is', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const page = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': accept } });
      expect(page.headers['content-encoding'], accept).toBe(encoding);
      expect(page.headers.vary, accept).toContain('accept-encoding');
      expect(decode(page.rawPayload).toString('utf8'), accept).toBe(INDEX);
      const asset = await ctx.app.inject({
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': accept },
      });
      expect(asset.headers['content-encoding'], accept).toBe(encoding);
      expect(asset.headers['cache-control'], accept).toContain('immutable');
      expect(asset.headers['content-security-policy'], accept).toBeUndefined();
      expect(decode(asset.rawPayload).toString('utf8'), accept).toBe(ASSET);
    }
  });

  it('when a hashed asset is fetched, then it is served and cached for a year', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ASSET);
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

  it('when uploaded files are fetched, then they carry a CSP of nothing and nosniff, and anything not a photo of ours is a download (issue 25, probe 5)', async () => {
    const dir = path.join(ctx.config.dataDir, 'uploads', 'books');
    fs.mkdirSync(dir, { recursive: true });
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'photo.webp'), webp);
    fs.writeFileSync(path.join(dir, 'page.html'), '<script>alert(document.cookie)</script>');
    fs.writeFileSync(
      path.join(dir, 'drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'plain text');

    const photo = await ctx.app.inject({ url: '/uploads/books/photo.webp' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'");
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-disposition']).toBeUndefined();
    expect(photo.rawPayload.equals(webp)).toBe(true);

    for (const name of ['page.html', 'drawing.svg', 'notes.txt']) {
      const res = await ctx.app.inject({ url: `/uploads/books/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-security-policy'], name).toBe("default-src 'none'");
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['content-disposition'], name).toBe('attachment');
      expect(res.headers['content-type'], name).toBe('application/octet-stream');
    }
  });
});
