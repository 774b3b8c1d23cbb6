// Issue 25, probe 2: an upload over MAX_PHOTO_BYTES is refused every time, however its bytes arrive, and
// nothing of it is kept. The probe's 30 MB uploads were accepted (201, the first 8 MB stored) when the
// limit fell on a chunk boundary: a header chunk, then the file in 64 KiB chunks.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES } from '@boibazar/shared/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app.ts';

const CHUNK = 64 * 1024;

/** A real JPEG followed by zeros up to `size`: any cut of it still decodes, so only the limit can refuse it. */
async function paddedJpeg(size: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 120, height: 180, channels: 3, background: '#884400' } })
    .jpeg()
    .toBuffer();
  const bytes = Buffer.alloc(size, 0);
  jpeg.copy(bytes);
  return bytes;
}

/** A browser-like multipart body as separate chunks: the part's header alone, the file in `chunk`-sized pieces, the tail. */
function chunkedMultipart(bytes: Buffer, chunk: number) {
  const boundary = `----boibazar${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
  ];
  for (let at = 0; at < bytes.length; at += chunk) chunks.push(bytes.subarray(at, at + chunk));
  chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    chunks,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(chunks.reduce((sum, c) => sum + c.length, 0)),
    },
  };
}

describe('an upload over the photo size limit', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let huge: Buffer;
  const storedFiles = () => {
    const dir = path.join(ctx.config.dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
  };
  const bookCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('books')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller', verified: true });
    huge = await paddedJpeg(30 * 1024 * 1024);
  });
  afterAll(() => ctx.close());

  const inject = (url: string, chunk: number, headers: Record<string, string>, remoteAddress: string) => {
    const body = chunkedMultipart(huge, chunk);
    return ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { ...headers, ...body.headers },
      payload: Readable.from(body.chunks, { objectMode: false }),
    });
  };

  it('when a 30 MB photo arrives in 64 KiB chunks, 10 times on each upload route, then every one is 413 and nothing is stored', async () => {
    expect(MAX_PHOTO_BYTES % CHUNK).toBe(0); // so the limit falls on a chunk boundary, as it did for the probe
    const [files, books] = [storedFiles(), await bookCount()];
    for (let i = 0; i < 10; i += 1) {
      for (const [url, headers] of [
        ['/api/uploads', seller.auth],
        ['/api/uploads/avatar', {}],
      ] as const) {
        const res = await inject(url, CHUNK, headers, `10.25.2.${i + 1}`);
        expect(res.statusCode, `${url} attempt ${i + 1}: ${res.body.slice(0, 200)}`).toBe(413);
        expect(res.json().error).toEqual({
          code: 'PHOTO_TOO_LARGE',
          message: 'The photo is larger than 8 MB',
        });
      }
    }
    expect(storedFiles()).toEqual(files);
    expect(await bookCount()).toBe(books);
  });

  it('when other chunk sizes are used, or the photo is one byte over the limit, then still 413; exactly the limit is accepted', async () => {
    const files = storedFiles();
    for (const chunk of [CHUNK - 1, CHUNK + 1, 1024 * 1024, huge.length]) {
      const res = await inject('/api/uploads', chunk, seller.auth, '10.25.3.1');
      expect(res.statusCode, `chunks of ${chunk}`).toBe(413);
    }
    const send = async (bytes: Buffer) => {
      const body = chunkedMultipart(bytes, CHUNK);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...seller.auth, ...body.headers },
        payload: Readable.from(body.chunks, { objectMode: false }),
      });
    };
    expect((await send(await paddedJpeg(MAX_PHOTO_BYTES + 1))).statusCode).toBe(413);
    expect(storedFiles()).toEqual(files);
    const exact = await send(await paddedJpeg(MAX_PHOTO_BYTES));
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('when a photo is cut short (a truncated JPEG under the limit), then it is refused and nothing is stored', async () => {
    const noise = randomBytes(600 * 400 * 3);
    const jpeg = await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const files = storedFiles();
    const body = chunkedMultipart(jpeg.subarray(0, Math.floor(jpeg.length / 2)), CHUNK);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...seller.auth, ...body.headers },
      payload: Readable.from(body.chunks, { objectMode: false }),
    });
    expect(res.statusCode).toBe(415);
    expect(storedFiles()).toEqual(files);
  });

  it('when a 30 MB photo comes over a real connection, header first and then 64 KiB writes, 10 times, then every one is 413', async () => {
    const address = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
    const files = storedFiles();
    const send = () =>
      new Promise<number>((resolve, reject) => {
        const body = chunkedMultipart(huge, CHUNK);
        const request = http.request(
          {
            host: address.hostname,
            port: address.port,
            method: 'POST',
            path: '/api/uploads',
            headers: { ...seller.auth, ...body.headers },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        void (async () => {
          const [head, ...rest] = body.chunks;
          request.write(head);
          // The header goes out in its own packet, as a browser's or a script's first write often does.
          await new Promise((r) => setTimeout(r, 10));
          for (const chunk of rest) {
            if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
          }
          request.end();
        })();
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await send());
    expect(statuses).toEqual(Array(10).fill(413));
    expect(storedFiles()).toEqual(files);
  });
});
