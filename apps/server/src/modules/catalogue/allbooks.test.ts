import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createCategory,
  createTestApp,
  createUser,
  type TestContext,
} from '../../../test/test-app.ts';

describe('GET /api/allbooks', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when books exist, then unsold ones come newest first with the spec field names, paged by cursor', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const category = await createCategory(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const book = await createBook(ctx, seller, {
        categoryId: category._id,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      });
      ids.push(book._id);
    }
    await createBook(ctx, seller, { categoryId: category._id, isSold: true });

    const first = await ctx.app.inject({ url: '/api/allbooks?limit=3', headers: seller.auth });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.map((b: { _id: string }) => b._id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(page1[0]).toMatchObject({
      productName: expect.any(String),
      resale: 300,
      original: 600,
      year: 2,
      purchage: 2023,
      conatct: '01711000000',
      email: seller.user.email,
      isSold: false,
      sellerVerified: true,
      category: category._id,
    });
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();

    const second = await ctx.app.inject({
      url: `/api/allbooks?limit=3&cursor=${cursor}`,
      headers: seller.auth,
    });
    expect(second.json().map((b: { _id: string }) => b._id)).toEqual([ids[1], ids[0]]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('when a visitor lists books, then the seller phone and email are withheld; a signed-in user sees them', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { role: 'Buyer' });
    const { _id, categoryId } = await createBook(ctx, seller, { advertised: true });
    const paths = [
      '/api/allbooks?limit=100',
      '/api/books/advertised?limit=100',
      `/api/category/${categoryId}`,
    ];
    for (const url of paths) {
      const visitor = await ctx.app.inject({ url });
      const visitorBooks = url.includes('/category/') ? visitor.json().books : visitor.json();
      expect(visitorBooks.find((b: { _id: string }) => b._id === _id)).toMatchObject({
        conatct: '',
        email: '',
      });
      const signedIn = await ctx.app.inject({ url, headers: buyer.auth });
      const signedInBooks = url.includes('/category/') ? signedIn.json().books : signedIn.json();
      expect(signedInBooks.find((b: { _id: string }) => b._id === _id)).toMatchObject({
        conatct: '01711000000',
        email: seller.user.email,
      });
    }
  });

  it('when limit or cursor is nonsense, then 400', async () => {
    expect((await ctx.app.inject({ url: '/api/allbooks?limit=0' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/allbooks?limit=5000' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/allbooks?cursor=!!' })).statusCode).toBe(400);
    // Decodes, but its position is not a time: not a cursor this list handed out.
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    const res = await ctx.app.inject({ url: `/api/allbooks?cursor=${forged}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The cursor is not valid; start again from the first page');
  });
});
