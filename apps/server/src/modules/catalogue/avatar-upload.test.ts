import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----boibazar${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/uploads/avatar (a profile photo at sign-up)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const upload = (bytes: Buffer, type = 'image/png') => {
    const body = multipart('me.png', type, bytes);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/avatar',
      headers: body.headers,
      payload: body.payload,
    });
  };

  it('when a visitor uploads a photo, then it is re-encoded and served; a script posing as a photo is refused; an 11th upload within minutes is throttled', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'image/jpeg');
    expect(fake.statusCode).toBe(415);

    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await upload(png)).statusCode);
    expect(statuses).toContain(429);
  });
});
