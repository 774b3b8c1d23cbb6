// Input no route should ever see: undecodable URLs, NUL characters, and what a database refuses. Each gets
// a clear 4xx in the one error shape and changes nothing, on SQLite and on PostgreSQL alike.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf } from './lib/db-errors.ts';
import { findNul } from './plugins/input-guard.ts';
import {
  createCategory,
  createTestApp,
  createUser,
  testDialect,
  type TestContext,
  type TestUser,
} from '../test/test-app.ts';

describe('input that no route should see', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(() => ctx.close());

  const errorShape = { error: { code: expect.any(String), message: expect.any(String) } };

  it.each(['/api/category/%E0%A4%A', '/api/users/admin/%ZZ', '/%E0%A4%A'])(
    'when the URL %s cannot be decoded, then 400 in the usual error shape',
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: expect.stringContaining('not a valid url') },
      });
    },
  );

  it.each([
    ['a path parameter', '/api/category/abc%00def', 'params.id'],
    ['a query value', '/api/search?location=Dha%00ka', 'querystring.location'],
    ['a query value of a page cursor', '/api/allbooks?cursor=%00', 'querystring.cursor'],
  ])('when %s holds a NUL character, then 400 naming it', async (_what, url, field) => {
    const res = await ctx.app.inject({ url, headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: `${field}: must not contain a NUL character` },
    });
  });

  it('when a JSON body holds a NUL character, then 400 and nothing is stored', async () => {
    const before = await ctx.db.selectFrom('categories').select('id').execute();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: 'Poem\u0000s' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'body.categoryName: must not contain a NUL character' },
    });
    expect(await ctx.db.selectFrom('categories').select('id').execute()).toEqual(before);
  });

  it('when a NUL character sits deep in an array of the body, then 400 naming its place', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: 'Fine', extra: [{ note: 'x\u0000' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('body.extra.0.note: must not contain a NUL character');
  });

  it.each([
    ['arrays', '['.repeat(5000) + ']'.repeat(5000)],
    ['objects', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
  ])(
    'when a JSON body nests %s 5,000 deep, then 400 in the usual shape before the rate limiter or a route',
    async (_what, body) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'JSON_TOO_DEEP', message: 'The JSON body is nested too deeply (more than 32 levels)' },
      });
    },
  );

  it('when a JSON body nests 32 deep, the limit, then it reaches the route as usual', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: `{"categoryName":"Deep ${randomBytes(2).toString('hex')}","x":${'['.repeat(31)}"[{"${']'.repeat(31)}}`,
    });
    expect(res.statusCode).toBe(201);
  });

  it('when the body walk meets a deep value built in code, then it does not recurse', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findNul(deep, 'body')).toBe(`body${'.0'.repeat(100_000)}`);
  });

  it('then ordinary text, Bangla included, passes the guard', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: `কবিতা ${randomBytes(2).toString('hex')}` },
    });
    expect(res.statusCode).toBe(201);
  });

  describe('what the database itself refuses', () => {
    async function refusal(run: () => Promise<unknown>) {
      const error = await run().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeDefined();
      return refusalOf(error);
    }

    it('when a unique index is hit, then it reads as 409', async () => {
      const category = await createCategory(ctx);
      const refused = await refusal(() =>
        ctx.db
          .insertInto('categories')
          .values({ id: category._id, name: 'again', created_at: new Date().toISOString() })
          .execute(),
      );
      expect(refused?.status).toBe(409);
    });

    it('when a foreign key points nowhere, then it reads as 409', async () => {
      const refused = await refusal(() =>
        ctx.db
          .insertInto('sessions')
          .values({
            id: randomBytes(8).toString('hex'),
            user_id: 'nobody',
            created_at: new Date().toISOString(),
            expires_at: new Date().toISOString(),
          })
          .execute(),
      );
      expect(refused?.status).toBe(409);
    });

    it('when a check constraint fails, then it reads as 400', async () => {
      const refused = await refusal(() =>
        ctx.db
          .insertInto('users')
          .values({
            id: randomBytes(8).toString('hex'),
            name: 'x',
            email: `${randomBytes(4).toString('hex')}@example.test`,
            image: '',
            role: 'Emperor' as 'Admin',
            verified: 0,
            created_at: new Date().toISOString(),
          })
          .execute(),
      );
      expect(refused?.status).toBe(400);
    });

    it.runIf(testDialect === 'postgres')(
      'when PostgreSQL is handed a NUL character, then it reads as 400',
      async () => {
        const refused = await refusal(() =>
          ctx.db.selectFrom('categories').select('id').where('name', '=', 'a\u0000b').execute(),
        );
        expect(refused?.status).toBe(400);
      },
    );

    it('when the failure is not about the input, then it is not dressed up as a 4xx', () => {
      expect(refusalOf(new Error('connection reset'))).toBeUndefined();
      expect(refusalOf(Object.assign(new Error('gone'), { code: 'ECONNRESET' }))).toBeUndefined();
      expect(refusalOf(Object.assign(new Error('too many connections'), { code: '53300' }))).toBeUndefined();
    });
  });

  it('then every error above left the one error shape', async () => {
    const res = await ctx.app.inject({ url: '/api/category/%00', headers: admin.auth });
    expect(res.json()).toEqual(errorShape);
  });
});
