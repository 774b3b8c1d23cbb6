import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOk, clientSecretFor, confirmCard, intentIdOf, pay } from '../../../test/checkout.ts';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

describe('GET /api/payments/receipt/:id', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when the buyer has paid, then the receipt names the book, amount, method, transaction and date; others get 403, unpaid 409', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const stranger = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 375, productName: 'Pather Panchali' });
    const orderId = await bookOk(ctx, buyer, listing._id);

    const unpaid = await ctx.app.inject({ url: `/api/payments/receipt/${orderId}`, headers: buyer.auth });
    expect(unpaid.statusCode).toBe(409);

    const secret = await clientSecretFor(ctx, buyer, orderId);
    expect((await confirmCard(ctx, buyer, secret)).statusCode).toBe(200);
    expect((await pay(ctx, buyer, { transactionId: intentIdOf(secret)!, booking: orderId })).statusCode).toBe(
      200,
    );

    const res = await ctx.app.inject({ url: `/api/payments/receipt/${orderId}`, headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId,
      productId: listing._id,
      bookName: 'Pather Panchali',
      amount: 375,
      currency: 'BDT',
      method: 'card',
      provider: 'sandbox',
      transactionId: intentIdOf(secret),
    });
    expect(Number.isNaN(Date.parse(res.json().paidAt))).toBe(false);

    const other = await ctx.app.inject({ url: `/api/payments/receipt/${orderId}`, headers: stranger.auth });
    expect(other.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/payments/receipt/${orderId}` })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/payments/receipt/nope', headers: buyer.auth })).statusCode,
    ).toBe(404);
  });
});
