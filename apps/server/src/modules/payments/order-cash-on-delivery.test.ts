// "Order, pay on delivery" in one request (issue 30, decision 420): POST /api/orders/cash-on-delivery books
// the book and places the order for cash on delivery under today's rules; a refusal leaves no booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('order, pay on delivery', () => {
  let ctx: TestContext;
  let seller: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ COD_MAX_TAKA: '1000', JOBS_POLL_INTERVAL: '0' });
    seller = await createUser(ctx, { role: 'Seller', verified: true });
  });
  afterAll(() => ctx.close());

  async function codBook(resale = 400, allowed = true) {
    const listing = await createBook(ctx, seller, { resale });
    if (allowed) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/books/${listing._id}`,
        headers: seller.auth,
        payload: { cashOnDelivery: true },
      });
      expect(res.statusCode).toBe(200);
    }
    return listing._id;
  }
  const orderCod = (buyer: TestUser, productId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders/cash-on-delivery',
      headers: buyer.auth,
      payload: { productId, phone: '01700000000', location: 'Dhaka' },
    });
  const ordersOf = async (buyer: TestUser) =>
    (
      await ctx.db
        .selectFrom('bookings')
        .select(['id', 'status', 'price'])
        .where('buyer_id', '=', buyer.user._id)
        .orderBy('created_at')
        .execute()
    ).map((o) => ({ id: o.id, status: o.status, price: Number(o.price) }));

  it('when the book allows cash on delivery, then one request books it and places the order for cash on delivery', async () => {
    const buyer = await createUser(ctx);
    const bookId = await codBook(400);
    const res = await orderCod(buyer, bookId);
    expect(res.statusCode, res.body).toBe(201);
    const { orderId } = res.json() as { orderId: string };
    expect(await ordersOf(buyer)).toEqual([{ id: orderId, status: 'cod', price: 400 }]);
    const book = await ctx.db
      .selectFrom('books')
      .select('is_sold')
      .where('id', '=', bookId)
      .executeTakeFirstOrThrow();
    expect(Number(book.is_sold)).toBe(1);
    // The order's payment page has nothing left to pay.
    const methods = await ctx.app.inject({
      url: `/api/payment-methods?booking=${orderId}`,
      headers: buyer.auth,
    });
    expect(methods.json().methods).toEqual([]);
    // Sold: a second buyer is refused as for any booking.
    expect((await orderCod(await createUser(ctx), bookId)).statusCode).toBe(409);
  });

  it('when the seller does not allow it or the price is over COD_MAX_TAKA, then 403 and nothing is booked', async () => {
    const buyer = await createUser(ctx);
    const notAllowed = await orderCod(buyer, await codBook(400, false));
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().error.message).toBe('The seller does not accept cash on delivery for this book');
    const tooDear = await orderCod(buyer, await codBook(1500));
    expect(tooDear.statusCode).toBe(403);
    expect(tooDear.json().error.message).toBe('Cash on delivery is only for orders up to 1,000 Taka');
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('when the buyer has two cash-on-delivery orders waiting, then the third is refused and not booked', async () => {
    const buyer = await createUser(ctx);
    expect((await orderCod(buyer, await codBook())).statusCode).toBe(201);
    expect((await orderCod(buyer, await codBook())).statusCode).toBe(201);
    const third = await orderCod(buyer, await codBook());
    expect(third.statusCode).toBe(403);
    expect(third.json().error.code).toBe('COD_NOT_ALLOWED');
    expect((await ordersOf(buyer)).map((o) => o.status)).toEqual(['cod', 'cod']);
  });

  it('when a visitor or the seller tries, then 401 and 403', async () => {
    const bookId = await codBook();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/orders/cash-on-delivery',
          payload: { productId: bookId },
        })
      ).statusCode,
    ).toBe(401);
    expect((await orderCod(seller, bookId)).statusCode).toBe(403);
  });
});
