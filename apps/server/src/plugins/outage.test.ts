// A dependency that is down is a 503 with Retry-After, not a 500 (decision 410): the photo store not
// answering, and (PostgreSQL) the database refusing connections; both recover by themselves.
import sharp from 'sharp';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import {
  createTestApp,
  createUser,
  testDialect,
  type TestContext,
  type TestUser,
} from '../../test/test-app.ts';

describe('a dependency that is down', () => {
  let s3: S3Server;
  let ctx: TestContext;
  let seller: TestUser;

  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestApp({ ...s3.env });
    seller = await createUser(ctx, { role: 'Seller', verified: true });
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close().catch(() => undefined);
  });

  const upload = async (language = 'en') => {
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const body = multipart('cover.png', 'image/png', png);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...seller.auth, ...body.headers, 'accept-language': language },
      payload: body.payload,
    });
  };

  it('when the photo store stops answering, then an upload is 503 with Retry-After in the reader’s language, and nothing else breaks', async () => {
    expect((await upload()).statusCode).toBe(201);
    await s3.close();
    const down = await upload();
    expect(down.statusCode, down.body).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'This is briefly unavailable; please try again in a moment',
      },
    });
    const bangla = await upload('bn');
    expect(bangla.statusCode).toBe(503);
    expect(bangla.json().error.message).toBe('এটি কিছুক্ষণের জন্য বন্ধ আছে; একটু পরে আবার চেষ্টা করুন');
    // The database path is untouched.
    expect((await ctx.app.inject({ url: '/api/categories' })).statusCode).toBe(200);
  });

  it.skipIf(testDialect !== 'postgres')(
    'when PostgreSQL refuses connections, then requests are 503 with Retry-After, and 200 again once it accepts them',
    async () => {
      const url = new URL(String(ctx.config.DATABASE_URL));
      const name = url.pathname.slice(1);
      url.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      try {
        await admin.query(`alter database ${name} allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          name,
        ]);
        const down = await ctx.app.inject({ url: '/api/categories' });
        expect(down.statusCode, down.body).toBe(503);
        expect(down.headers['retry-after']).toBe('5');
        expect(down.json().error.code).toBe('SERVICE_UNAVAILABLE');
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
        await admin.end();
      }
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
        status = (await ctx.app.inject({ url: '/api/categories' })).statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    },
  );
});
