// Photos in an S3-compatible bucket (s3rver started here): stored there and not on this machine's disk,
// served from /uploads/ with the same headers as the local folder, and checked by readiness.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { startS3Server, type S3Server } from '../../../test/s3-server.ts';
import {
  createCategory,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];

describe('photos in an S3-compatible store', () => {
  let s3: S3Server;
  let ctx: TestContext;
  let seller: TestUser;

  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestApp({ ...s3.env, DEMO_DATA: '1' });
    seller = await createUser(ctx, { role: 'Seller', verified: true });
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  const upload = async (bytes: Buffer) => {
    const body = multipart('cover.png', 'image/png', bytes);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...seller.auth, ...body.headers },
      payload: body.payload,
    });
  };

  it('when a seller uploads a photo, then the re-encoded WebP is in the bucket, not on local disk, and is served with a one-year immutable cache', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#228833' } })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(201);
    const { url, thumbnailUrl } = res.json();
    expect(url).toMatch(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/);

    expect(filesUnder(path.join(ctx.config.dataDir, 'uploads', 'books'))).toEqual([]);
    const inBucket = filesUnder(s3.directory).join('\n');
    expect(inBucket).toContain(url.slice('/uploads/'.length));
    expect(inBucket).toContain(thumbnailUrl.slice('/uploads/'.length));

    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBeTruthy();
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1200);

    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('when photos are streamed from the bucket, then they carry a CSP of nothing and nosniff, and an object that is not a photo of ours is a download (issue 25, probe 5)', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#345678' } })
      .png()
      .toBuffer();
    const { url } = (await upload(png)).json();
    const photo = await ctx.app.inject({ url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'");
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-disposition']).toBeUndefined();

    // Whatever else lands in the bucket (another tool, a wrong content type) is never a page on our origin.
    await ctx.app.imageStorage.put('books/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    await ctx.app.imageStorage.put(
      'books/fake.webp',
      Buffer.from('<svg onload="alert(1)"/>'),
      'image/svg+xml',
    );
    for (const key of ['books/page.html', 'books/fake.webp']) {
      const res = await ctx.app.inject({ url: `/uploads/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-security-policy'], key).toBe("default-src 'none'");
      expect(res.headers['x-content-type-options'], key).toBe('nosniff');
      expect(res.headers['content-disposition'], key).toBe('attachment');
      expect(res.headers['content-type'], key).toBe('application/octet-stream');
    }
  });

  it('when a book names an uploaded photo, then it is accepted only if the bucket has it', async () => {
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const { url } = (await upload(png)).json();
    const categoryId = (await createCategory(ctx))._id;
    const book = (image: string) => ({
      productName: 'Aguner Poroshmoni',
      image,
      location: 'Dhaka',
      condition: 'Good',
      resale: '250',
      original: '500',
      purchage: '2021',
      year: '3',
      sellerName: 'Rahim',
      conatct: '01711000000',
      description: 'Clean copy',
      category: categoryId,
    });
    const post = (image: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/products', headers: seller.auth, payload: book(image) });
    expect((await post(url)).statusCode).toBe(201);
    expect((await post('/uploads/books/0123456789abcdef01234567.webp')).statusCode).toBe(400);
  });

  it('when a photo is missing or the path is unsafe, then 404 in the usual error shape', async () => {
    for (const url of ['/uploads/books/0123456789abcdef01234567.webp', '/uploads/books/..%2F..%2Fsecret']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('when demo data is seeded, then its covers are in the bucket and served', async () => {
    const res = await ctx.app.inject({ url: '/uploads/demo/cover-1.webp' });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    expect(filesUnder(path.join(ctx.config.dataDir, 'uploads', 'demo'))).toEqual([]);
  });

  it('when the store is reachable, then ready; when it stops answering, then /api/ready is 503 naming the store while /api/health stays 200', async () => {
    const ready = await ctx.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.store).toBe('ok');

    const broken = await createTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const res = await broken.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        checks: { store: 'failing', database: 'ok' },
      });
      expect((await broken.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
