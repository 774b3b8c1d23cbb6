import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOk, clientSecretFor, confirmCard, intentIdOf, pay } from '../../../test/checkout.ts';
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
    expect(res.json()).toEqual([
      {
        _id: keptOrder,
        productId: kept._id,
        bookName: expect.stringMatching(/^Book /),
        price: 300,
        photo: expect.any(String),
        bookedAt: expect.any(String),
      },
    ]);
    expect((await ctx.app.inject({ url: '/api/bookings/open' })).statusCode).toBe(401);
  });

  it('when a seller has listings, bookings and sales, then the summary counts them and adds up the earnings', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const other = await createUser(ctx, { role: 'Seller' });
    const sold = await createBook(ctx, seller, { resale: 450 });
    const booked = await createBook(ctx, seller, { resale: 200 });
    await createBook(ctx, seller);
    await createBook(ctx, other);
    const paidOrder = await bookOk(ctx, buyer, sold._id);
    await bookOk(ctx, buyer, booked._id);
    const secret = await clientSecretFor(ctx, buyer, paidOrder);
    await confirmCard(ctx, buyer, secret);
    expect(
      (await pay(ctx, buyer, { transactionId: intentIdOf(secret)!, booking: paidOrder })).statusCode,
    ).toBe(200);

    const res = await ctx.app.inject({ url: '/api/seller/summary', headers: seller.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ listed: 2, sold: 1, openBookings: 1, paidOrders: 1, earnings: 450 });
    expect((await ctx.app.inject({ url: '/api/seller/summary', headers: buyer.auth })).statusCode).toBe(403);
  });
});
