import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

describe('PATCH /api/books/:id', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const patch = (id: string, headers: Record<string, string>, payload: unknown) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/books/${id}`, headers, payload: payload as object });
  const stored = (id: string) =>
    ctx.db
      .selectFrom('books')
      .select(['resale', 'description', 'image', 'condition', 'product_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('when the seller changes price, description, photo and condition, then the listing answers with them', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller, { productName: 'Debdas' });
    const res = await patch(book._id, seller.auth, {
      resale: '180',
      description: '  Spine repaired, all pages present ',
      image: 'https://images.example.com/debdas.jpg',
      condition: 'Fair',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: book._id,
      productName: 'Debdas',
      resale: 180,
      description: 'Spine repaired, all pages present',
      image: 'https://images.example.com/debdas.jpg',
      condition: 'Fair',
    });
    expect(await stored(book._id)).toMatchObject({ resale: 180, condition: 'Fair', product_name: 'Debdas' });

    const priceOnly = await patch(book._id, seller.auth, { resale: 150 });
    expect(priceOnly.statusCode).toBe(200);
    expect(await stored(book._id)).toMatchObject({ resale: 150, condition: 'Fair' });
  });

  it('when another seller, a buyer or a visitor tries, then 403/401 and nothing changes', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const other = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, seller, { resale: 300 });
    expect((await patch(book._id, other.auth, { resale: 1 })).statusCode).toBe(403);
    expect((await patch(book._id, buyer.auth, { resale: 1 })).statusCode).toBe(403);
    expect((await patch(book._id, {}, { resale: 1 })).statusCode).toBe(401);
    expect((await stored(book._id)).resale).toBe(300);
  });

  it('when the changes are invalid, empty or name fields that cannot change, then 400 and nothing changes', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller, { resale: 300 });
    for (const payload of [
      {},
      { resale: 'abc' },
      { resale: -5 },
      { description: '   ' },
      { condition: '' },
      { image: 'javascript:alert(1)' },
      { image: '/uploads/books/0123456789abcdef01234567.webp' },
    ]) {
      const res = await patch(book._id, seller.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).not.toMatch(/expected|invalid_type/i);
    }
    const renamed = await patch(book._id, seller.auth, { productName: 'Other', resale: 250 });
    expect(renamed.statusCode).toBe(200);
    expect(await stored(book._id)).toMatchObject({
      resale: 250,
      product_name: expect.not.stringMatching('Other'),
    });
  });

  it('when the book is sold, deleted or unknown, then 409/404', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const sold = await createBook(ctx, seller, { isSold: true });
    const gone = await createBook(ctx, seller);
    await ctx.app.inject({ method: 'DELETE', url: `/api/book/${gone._id}`, headers: seller.auth });
    expect((await patch(sold._id, seller.auth, { resale: 10 })).statusCode).toBe(409);
    expect((await patch(gone._id, seller.auth, { resale: 10 })).statusCode).toBe(404);
    expect((await patch('nothing', seller.auth, { resale: 10 })).statusCode).toBe(404);
  });

  it('when the seller lists their books, then each carries its views and wishlist count', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const fans = [await createUser(ctx), await createUser(ctx)];
    const book = await createBook(ctx, seller);
    for (const fan of fans) {
      await ctx.app.inject({ method: 'PUT', url: `/api/wishlist/${book._id}`, headers: fan.auth });
      await ctx.app.inject({ url: `/api/books/${book._id}`, headers: fan.auth });
    }
    await ctx.app.inject({ url: `/api/books/${book._id}` });
    const res = await ctx.app.inject({ url: '/api/mybooks', headers: seller.auth });
    expect(res.json()[0]).toMatchObject({ _id: book._id, views: 3, wishlistCount: 2 });
  });
});
