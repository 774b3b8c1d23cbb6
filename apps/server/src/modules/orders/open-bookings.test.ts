import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

describe('GET /api/bookings/open', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when a buyer has booked books, then only their bookings still waiting for payment are listed', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const other = await createUser(ctx);
    const kept = await createBook(ctx, seller);
    const cancelled = await createBook(ctx, seller);
    const book = async (who: typeof buyer, productId: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: who.auth,
        payload: { productId, phone: '017', location: 'Dhaka' },
      });
      expect(res.statusCode).toBe(201);
      return res.json().insertedId as string;
    };
    const keptOrder = await book(buyer, kept._id);
    const cancelledOrder = await book(buyer, cancelled._id);
    await book(other, kept._id);
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${cancelledOrder}/cancel`,
      headers: buyer.auth,
    });
    expect(cancel.statusCode).toBe(200);

    const res = await ctx.app.inject({ url: '/api/bookings/open', headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ _id: keptOrder, productId: kept._id }]);
    expect((await ctx.app.inject({ url: '/api/bookings/open' })).statusCode).toBe(401);
  });
});
