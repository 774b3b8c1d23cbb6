import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

describe('wishlist', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when a user adds and removes books, then their wishlist lists them newest first, sold ones marked sold, nobody else sees them', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { role: 'Buyer' });
    const stranger = await createUser(ctx, { role: 'Buyer' });
    const a = await createBook(ctx, seller);
    const sold = await createBook(ctx, seller, { isSold: true });
    const put = (id: string) =>
      ctx.app.inject({ method: 'PUT', url: `/api/wishlist/${id}`, headers: buyer.auth });
    expect((await put(a._id)).json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await put(a._id)).json().modifiedCount).toBe(0);
    await new Promise((r) => setTimeout(r, 5));
    await put(sold._id);
    expect((await put('nope')).statusCode).toBe(404);

    const list = (await ctx.app.inject({ url: '/api/wishlist', headers: buyer.auth })).json();
    expect(list.map((b: { _id: string }) => b._id)).toEqual([sold._id, a._id]);
    expect(list[0]).toMatchObject({ isSold: true, wishlisted: true });
    expect((await ctx.app.inject({ url: '/api/wishlist', headers: stranger.auth })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/wishlist' })).statusCode).toBe(401);

    const paged = await ctx.app.inject({ url: '/api/wishlist?limit=1', headers: buyer.auth });
    const next = await ctx.app.inject({
      url: `/api/wishlist?limit=1&cursor=${paged.headers['x-next-cursor']}`,
      headers: buyer.auth,
    });
    expect(next.json().map((b: { _id: string }) => b._id)).toEqual([a._id]);

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${a._id}`,
      headers: buyer.auth,
    });
    expect(del.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const after = (await ctx.app.inject({ url: '/api/wishlist', headers: buyer.auth })).json();
    expect(after.map((b: { _id: string }) => b._id)).toEqual([sold._id]);
  });
});
