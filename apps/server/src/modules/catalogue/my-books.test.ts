import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('a seller managing their books', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller' });
    other = await createUser(ctx, { role: 'Seller' });
  });
  afterAll(() => ctx.close());

  const myBooks = (user: TestUser, query = '') =>
    ctx.app.inject({ url: `/api/mybooks${query}`, headers: user.auth });

  it('when a seller lists their books, then only their own come back, sold ones included, paged', async () => {
    const mine = await createUser(ctx, { role: 'Seller' });
    const a = await createBook(ctx, mine, { createdAt: '2026-01-01T00:00:00.000Z' });
    const b = await createBook(ctx, mine, { createdAt: '2026-01-02T00:00:00.000Z', isSold: true });
    const c = await createBook(ctx, mine, { createdAt: '2026-01-03T00:00:00.000Z' });
    await createBook(ctx, other);
    const first = await myBooks(mine, `?email=${encodeURIComponent(mine.user.email.toUpperCase())}&limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().map((x: { _id: string }) => x._id)).toEqual([c._id, b._id]);
    expect(first.json()[1].isSold).toBe(true);
    const next = first.headers['x-next-cursor'];
    const second = await myBooks(mine, `?limit=2&cursor=${next}`);
    expect(second.json().map((x: { _id: string }) => x._id)).toEqual([a._id]);
  });

  it("when a seller asks for someone else's email, then 403; a buyer gets 403 too", async () => {
    expect((await myBooks(seller, `?email=${encodeURIComponent(other.user.email)}`)).statusCode).toBe(403);
    const buyer = await createUser(ctx, { role: 'Buyer' });
    expect((await myBooks(buyer)).statusCode).toBe(403);
  });

  it('when another seller or a buyer deletes or advertises my book, then 403 and the book is unchanged', async () => {
    const book = await createBook(ctx, seller);
    const buyer = await createUser(ctx, { role: 'Buyer' });
    for (const user of [other, buyer]) {
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/book/${book._id}`,
        headers: user.auth,
      });
      expect(del.statusCode).toBe(403);
    }
    const adv = await ctx.app.inject({
      method: 'PUT',
      url: `/api/books/advertise/${book._id}`,
      headers: other.auth,
    });
    expect(adv.statusCode).toBe(403);
    const row = await ctx.db
      .selectFrom('books')
      .select(['deleted_at', 'advertised'])
      .where('id', '=', book._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deleted_at: null, advertised: 0 });
  });

  it('when the owner advertises, then modifiedCount 1 and the book shows in the advertised list; again is 0; sold is 409', async () => {
    const book = await createBook(ctx, seller);
    const put = () =>
      ctx.app.inject({ method: 'PUT', url: `/api/books/advertise/${book._id}`, headers: seller.auth });
    const first = await put();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await put()).json().modifiedCount).toBe(0);
    const advertised = (await ctx.app.inject({ url: '/api/books/advertised?limit=100' })).json();
    expect(advertised.map((b: { _id: string }) => b._id)).toContain(book._id);
    const viaFilter = (await ctx.app.inject({ url: '/api/allbooks?advertised=1&limit=100' })).json();
    expect(viaFilter.every((b: { advertised: boolean }) => b.advertised)).toBe(true);
    expect(viaFilter.map((b: { _id: string }) => b._id)).toContain(book._id);

    const sold = await createBook(ctx, seller, { isSold: true });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/books/advertise/${sold._id}`,
      headers: seller.auth,
    });
    expect(res.statusCode).toBe(409);
  });

  it('when the owner deletes, then deletedCount 1, the row is kept but hidden everywhere; again is 404', async () => {
    const book = await createBook(ctx, seller);
    const del = () =>
      ctx.app.inject({ method: 'DELETE', url: `/api/book/${book._id}`, headers: seller.auth });
    const res = await del();
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await del()).statusCode).toBe(404);
    const row = await ctx.db
      .selectFrom('books')
      .select('deleted_at')
      .where('id', '=', book._id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const all = (await ctx.app.inject({ url: '/api/allbooks?limit=100' })).json();
    expect(all.map((b: { _id: string }) => b._id)).not.toContain(book._id);
    const mine = (await myBooks(seller, '?limit=100')).json();
    expect(mine.map((b: { _id: string }) => b._id)).not.toContain(book._id);
  });

  it('when the admin deletes any book, then deletedCount 1', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const book = await createBook(ctx, seller);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/book/${book._id}`, headers: admin.auth });
    expect(res.json().deletedCount).toBe(1);
  });
});
