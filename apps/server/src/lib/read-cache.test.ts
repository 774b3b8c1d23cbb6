// Decision 186: hot reads (sessions, category pages, lists, search) are answered from memory while the
// database is unchanged. Nothing may come out stale: every write through this app's connection, and every
// commit by another instance's connection, is seen by the very next request (bound: zero). On PostgreSQL
// nothing is cached, and the same tests show the same answers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createCategory,
  createTestApp,
  createUser,
  startAnotherInstance,
  testDialect,
  type TestContext,
} from '../../test/test-app.ts';
import { openDatabase } from '../db/database.ts';
import { createReadCache } from './read-cache.ts';

describe('the read cache', () => {
  it('when the generation moves on, then the answer is read again; until then it is reused', async () => {
    let generation = 1;
    let loads = 0;
    const cache = createReadCache(() => generation);
    const load = async () => ({ n: ++loads });
    expect(await cache.read('k', load)).toEqual({ n: 1 });
    expect(await cache.read('k', load)).toEqual({ n: 1 });
    expect(await cache.read('other', load)).toEqual({ n: 2 });
    generation = 2;
    expect(await cache.read('k', load)).toEqual({ n: 3 });
    expect(loads).toBe(3);
  });

  it('when a computed value is kept, then it is recalled until the generation moves; one read before a write is never kept (decision 500)', () => {
    let generation = 1;
    const cache = createReadCache(() => generation);
    expect(cache.recall('answer')).toBeUndefined();
    const mark = cache.mark();
    cache.keep('answer', mark, { body: 'one' });
    expect(cache.recall('answer')).toEqual({ body: 'one' });
    generation = 2;
    expect(cache.recall('answer')).toBeUndefined();
    // Read at generation 2, but a write landed before it was kept: already stale, so not kept.
    const before = cache.mark();
    generation = 3;
    cache.keep('answer', before, { body: 'stale' });
    expect(cache.recall('answer')).toBeUndefined();
    expect(cache.stats()).toEqual({ hits: 1, misses: 3 });
  });

  it('when callers ask at once, then they share one load; a failed load is not kept', async () => {
    const cache = createReadCache(() => 1);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.read('k', slow), cache.read('k', slow)])).toEqual([1, 1]);
    await expect(cache.read('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('bad', async () => 'up')).toBe('up');
  });

  it('when a write lands while an answer is being read, then that answer is not reused afterwards', async () => {
    let generation = 1;
    const cache = createReadCache(() => generation);
    const first = await cache.read('k', async () => {
      generation += 1; // the write happened between the generation check and the query
      return 'read during the write';
    });
    expect(first).toBe('read during the write');
    expect(await cache.read('k', async () => 'after')).toBe('after');
  });

  it('when it is full, then the least recently used answer goes first', async () => {
    const cache = createReadCache(() => 1, { max: 2 });
    await cache.read('a', async () => 'a1');
    await cache.read('b', async () => 'b1');
    // `a` is used again, so `b` is now the least recently used and goes when `c` comes.
    expect(await cache.read('a', async () => 'a2')).toBe('a1');
    await cache.read('c', async () => 'c1');
    expect(await cache.read('a', async () => 'a3')).toBe('a1');
    expect(await cache.read('b', async () => 'b2')).toBe('b2');
  });

  it('when answers are frozen (development and tests), then changing a cached answer throws, and bytes are left alone', async () => {
    const frozen = createReadCache(() => 1, { freeze: true });
    const answer = await frozen.read('k', async () => ({
      books: [{ title: 'Himu', seller: { phone: '01711000000' } }],
      cover: Buffer.from('webp'),
    }));
    expect(() => {
      (answer.books[0]!.seller as { phone?: string }).phone = undefined;
    }).toThrow(TypeError);
    expect(() => answer.books.push({ title: 'x', seller: { phone: '' } })).toThrow(TypeError);
    expect(Object.isFrozen(answer.cover)).toBe(false);
    // Unfrozen (production): the same answer object, as loaded.
    const plain = createReadCache(() => 1);
    const loaded = { n: 1 };
    expect(Object.isFrozen(await plain.read('k', async () => loaded))).toBe(false);
  });
});

describe.runIf(testDialect === 'sqlite')("the SQLite connection's generation", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when rows change here or another connection commits, then it moves; reads and empty updates leave it', async () => {
    const handle = openDatabase(ctx.config.database);
    const other = openDatabase(ctx.config.database);
    try {
      const generation = handle.generation!;
      const start = generation();
      await handle.db.selectFrom('categories').selectAll().execute();
      await handle.db.updateTable('categories').set({ name: 'x' }).where('id', '=', 'none').execute();
      expect(generation()).toBe(start);
      const id = `c${Date.now()}`;
      await handle.db
        .insertInto('categories')
        .values({ id, name: 'Generation', created_at: new Date().toISOString() })
        .execute();
      const afterInsert = generation();
      expect(afterInsert).toBeGreaterThan(start);
      expect(generation()).toBe(afterInsert);
      await other.db.updateTable('categories').set({ name: 'Renamed' }).where('id', '=', id).execute();
      const afterOther = generation();
      expect(afterOther).toBeGreaterThan(afterInsert);
      // INSERT … RETURNING (a read that writes), and a row a trigger-free delete removes, move it too.
      await handle.db
        .insertInto('categories')
        .values({ id: `${id}r`, name: 'Returning', created_at: new Date().toISOString() })
        .returning('id')
        .execute();
      const afterReturning = generation();
      expect(afterReturning).toBeGreaterThan(afterOther);
      await handle.db.deleteFrom('categories').where('id', '=', `${id}r`).execute();
      expect(generation()).toBeGreaterThan(afterReturning);
    } finally {
      await other.close();
      await handle.close();
    }
  });
});

describe('answers across two instances, each with its own connection', () => {
  let ctx: TestContext;
  let other: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    ctx = await createTestApp();
    other = await startAnotherInstance(ctx);
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  it('when a buyer logs out on one instance, then the next request on either refuses the token', async () => {
    const buyer = await createUser(ctx);
    const category = await createCategory(ctx);
    const url = `/api/category/${category._id}?limit=12`;
    for (const app of [ctx.app, other.app]) {
      expect((await app.inject({ url, headers: buyer.auth })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/auth/me', headers: buyer.auth })).statusCode).toBe(200);
    }
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: buyer.auth });
    expect(logout.statusCode).toBeLessThan(300);
    for (const app of [other.app, ctx.app]) {
      // optional access: a revoked token is a visitor on the category page, and 401 where sign-in is needed.
      const page = await app.inject({ url, headers: buyer.auth });
      expect(page.statusCode).toBe(200);
      const me = await app.inject({ url: '/api/auth/me', headers: buyer.auth });
      expect(me.statusCode).toBe(401);
    }
  });

  it('when every session of a user is revoked or the role changes, then the next request already knows', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const before = await other.app.inject({ url: '/api/auth/me', headers: seller.auth });
    expect(before.json().role).toBe('Seller');
    await ctx.db.updateTable('users').set({ role: 'Buyer' }).where('id', '=', seller.user._id).execute();
    const demoted = await other.app.inject({ url: '/api/auth/me', headers: seller.auth });
    expect(demoted.json().role).toBe('Buyer');
    await ctx.app.tokens.revokeAllForUser(seller.user._id);
    const after = await other.app.inject({ url: '/api/auth/me', headers: seller.auth });
    expect(after.statusCode).toBe(401);
  });

  it('when a member is deleted or changes their password on one instance, then the next request on the other refuses the old token (decision 490)', async () => {
    const category = await createCategory(ctx);
    const url = `/api/category/${category._id}?limit=12`;
    const seller = await createUser(ctx, { role: 'Seller' });
    await createBook(ctx, seller, { categoryId: category._id });
    const gone = await createUser(ctx);
    const wishlisted = async (app: FastifyInstance, headers: Record<string, string>) => {
      const page = await app.inject({ url, headers });
      expect(page.statusCode).toBe(200);
      return page.json().books[0].wishlisted;
    };
    for (const app of [ctx.app, other.app]) {
      expect((await app.inject({ url: '/api/auth/me', headers: gone.auth })).statusCode).toBe(200);
      expect(await wishlisted(app, gone.auth)).toBe(false);
    }
    await ctx.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone.user._id)
      .execute();
    for (const app of [other.app, ctx.app]) {
      expect((await app.inject({ url: '/api/auth/me', headers: gone.auth })).statusCode).toBe(401);
      // The category page's optional access: a visitor now, with no wishlist marks.
      expect(await wishlisted(app, gone.auth)).toBeUndefined();
    }

    const member = await createUser(ctx, { password: 'first password here' });
    expect((await other.app.inject({ url: '/api/auth/me', headers: member.auth })).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: member.auth,
      payload: { currentPassword: 'first password here', newPassword: 'second password here' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json().accessToken}` };
    expect((await other.app.inject({ url: '/api/auth/me', headers: member.auth })).statusCode).toBe(401);
    expect(await wishlisted(other.app, member.auth)).toBeUndefined();
    expect((await other.app.inject({ url: '/api/auth/me', headers: fresh })).statusCode).toBe(200);
    expect(await wishlisted(other.app, fresh)).toBe(false);
  });

  it('when a book is listed, sold or wishlisted, then the next category page, list and search show it', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const category = await createCategory(ctx);
    const word = `zq${Date.now().toString(36)}`;
    const page = `/api/category/${category._id}?limit=12`;
    const lists = [page, '/api/allbooks?limit=50', `/api/search?q=${word}&limit=12`];
    const ids = async (app: FastifyInstance, url: string, headers = {}) => {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      return (Array.isArray(body) ? body : body.books).map((b: { _id: string }) => b._id) as string[];
    };
    for (const app of [ctx.app, other.app]) for (const url of lists) await ids(app, url);

    const book = await createBook(ctx, seller, { categoryId: category._id, productName: `Tale ${word}` });
    for (const app of [ctx.app, other.app])
      for (const url of lists) expect(await ids(app, url), url).toContain(book._id);

    const marked = async (app: FastifyInstance) =>
      (await app.inject({ url: page, headers: buyer.auth })).json().books[0].wishlisted;
    expect(await marked(other.app)).toBe(false);
    const add = await ctx.app.inject({
      method: 'PUT',
      url: `/api/wishlist/${book._id}`,
      headers: buyer.auth,
    });
    expect(add.statusCode).toBeLessThan(300);
    expect(await marked(other.app)).toBe(true);
    expect(await marked(ctx.app)).toBe(true);

    await other.app.inject({ url: page }); // cached again on this side before the sale
    await ctx.db.updateTable('books').set({ is_sold: 1 }).where('id', '=', book._id).execute();
    for (const app of [other.app, ctx.app])
      for (const url of lists) expect(await ids(app, url), url).not.toContain(book._id);
  });
});
