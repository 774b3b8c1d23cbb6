import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookOk } from '../../../test/checkout.ts';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

describe('bookings and orders', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when a buyer books a book, then the server takes the buyer from the token and name and price from the book', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx, { name: 'Karim Buyer' });
    const listing = await createBook(ctx, seller, { productName: 'Gitanjali', resale: 150 });

    const res = await book(ctx, buyer, listing._id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const orders = await ctx.app.inject({
      url: `/api/myorders?email=${encodeURIComponent(buyer.user.email)}`,
      headers: buyer.auth,
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual([
      expect.objectContaining({
        _id: res.json().insertedId,
        buyerName: 'Karim Buyer',
        email: buyer.user.email,
        bookName: 'Gitanjali',
        price: 150,
        phone: '01700000000',
        location: 'Dhaka',
        photo: '/uploads/demo/cover-1.webp',
        productId: listing._id,
        paid: false,
        status: 'open',
      }),
    ]);
  });

  it('when a seller books their own book, then 403 and nothing is booked', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const listing = await createBook(ctx, seller);
    const res = await book(ctx, seller, listing._id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'OWN_BOOK', message: 'You cannot book your own book' });
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('book_id', '=', listing._id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('when the seller changed their email after listing, then the book is still theirs and the member now using the old email may book it', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const listing = await createBook(ctx, seller);
    const oldEmail = seller.user.email;
    // What a confirmed email change leaves behind (identity's replaceEmail).
    await ctx.db
      .updateTable('users')
      .set({ email: `moved.${oldEmail}` })
      .where('id', '=', seller.user._id)
      .execute();
    const newcomer = await createUser(ctx, { email: oldEmail });

    const own = await book(ctx, seller, listing._id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({ code: 'OWN_BOOK' });
    expect((await book(ctx, newcomer, listing._id)).statusCode).toBe(201);
  });

  it('when the book is sold, withdrawn or unknown, then 409, 409 and 404 and nothing is booked', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const sold = await createBook(ctx, seller, { isSold: true });
    expect((await book(ctx, buyer, sold._id)).statusCode).toBe(409);
    expect((await book(ctx, buyer, sold._id)).json().error).toEqual({
      code: 'BOOK_SOLD',
      message: 'This book has already been sold',
    });
    const deleted = await createBook(ctx, seller);
    await ctx.db
      .updateTable('books')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deleted._id)
      .execute();
    const withdrawn = await book(ctx, buyer, deleted._id);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error).toEqual({
      code: 'BOOK_WITHDRAWN',
      message: 'This book is no longer for sale',
    });
    expect((await book(ctx, buyer, 'f'.repeat(24))).statusCode).toBe(404);
    const booked = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('buyer_id', '=', buyer.user._id)
      .execute();
    expect(booked).toEqual([]);
  });

  it('when the same buyer books the same book twice, even at once, then exactly one open booking and a 409', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller);
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(ctx, buyer, listing._id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const conflictMessage = answers.find((a) => a.statusCode === 409)?.json().error.message;
    expect(conflictMessage).toBe('You have already booked this book; find it in My Orders');
  });

  it('when ten buyers each book one book twice, all at once, then one open booking per buyer and a 409 for each second try', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(ctx)));
    const listing = await createBook(ctx, seller);
    const answers = await Promise.all(
      buyers.flatMap((buyer) => [book(ctx, buyer, listing._id), book(ctx, buyer, listing._id)]),
    );
    for (let i = 0; i < buyers.length; i += 1) {
      const mine = [answers[2 * i], answers[2 * i + 1]];
      expect(mine.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(mine.find((a) => a.statusCode === 409)!.json().error).toEqual({
        code: 'ALREADY_BOOKED',
        message: 'You have already booked this book; find it in My Orders',
      });
    }
    const open = await ctx.db
      .selectFrom('bookings')
      .select(['buyer_id', 'status'])
      .where('book_id', '=', listing._id)
      .execute();
    expect(open).toHaveLength(buyers.length);
    expect(new Set(open.map((o) => o.buyer_id)).size).toBe(buyers.length);
    const events = await ctx.db
      .selectFrom('order_events')
      .innerJoin('bookings', 'bookings.id', 'order_events.booking_id')
      .select('order_events.type')
      .where('bookings.book_id', '=', listing._id)
      .execute();
    expect(events.map((e) => e.type)).toEqual(Array(buyers.length).fill('booked'));
    const still = await ctx.db
      .selectFrom('books')
      .select('is_sold')
      .where('id', '=', listing._id)
      .executeTakeFirst();
    expect(Number(still!.is_sold)).toBe(0);
  });

  it('when phone or location is too long, then 400 and nothing is booked', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: buyer.auth,
      payload: { productId: listing._id, phone: '1'.repeat(31), location: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: { productId: listing._id } }))
        .statusCode,
    ).toBe(401);
  });

  it("when someone asks for another user's orders or order, then 403", async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const other = await createUser(ctx);
    const orderId = await bookOk(ctx, buyer, (await createBook(ctx, seller))._id);

    const list = await ctx.app.inject({
      url: `/api/myorders?email=${encodeURIComponent(buyer.user.email)}`,
      headers: other.auth,
    });
    expect(list.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/booked/${orderId}`, headers: other.auth })).statusCode).toBe(
      403,
    );
    const own = await ctx.app.inject({ url: `/api/booked/${orderId}`, headers: buyer.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: orderId, paid: false });
    expect((await ctx.app.inject({ url: `/api/booked/${orderId}` })).statusCode).toBe(401);
  });

  it('when a buyer has many orders, then My Orders pages through them newest first', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await bookOk(ctx, buyer, (await createBook(ctx, seller))._id));
    const first = await ctx.app.inject({ url: '/api/myorders?limit=3', headers: buyer.auth });
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const second = await ctx.app.inject({
      url: `/api/myorders?limit=3&cursor=${cursor}`,
      headers: buyer.auth,
    });
    const seen = [...first.json(), ...second.json()].map((o: { _id: string }) => o._id);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it("when buyers book a seller's books, then My Buyers shows them to that seller only", async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const otherSeller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx, { name: 'Nadia' });
    const listing = await createBook(ctx, seller, { productName: 'Sanchita' });
    await createBook(ctx, otherSeller);
    const orderId = await bookOk(ctx, buyer, listing._id);

    const mine = await ctx.app.inject({ url: '/api/mybuyers', headers: seller.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        _id: orderId,
        bookName: 'Sanchita',
        buyerName: 'Nadia',
        phone: '01700000000',
        location: 'Dhaka',
        paid: false,
      }),
    ]);
    expect((await ctx.app.inject({ url: '/api/mybuyers', headers: otherSeller.auth })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/mybuyers', headers: buyer.auth })).statusCode).toBe(403);
  });

  it('when a buyer cancels an open booking, then it is cancelled, can be booked again, and only its buyer may cancel', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const other = await createUser(ctx);
    const listing = await createBook(ctx, seller);
    const orderId = await bookOk(ctx, buyer, listing._id);

    const cancel = (who: typeof buyer) =>
      ctx.app.inject({ method: 'PUT', url: `/api/bookings/${orderId}/cancel`, headers: who.auth });
    expect((await cancel(other)).statusCode).toBe(403);
    const ok = await cancel(buyer);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await cancel(buyer)).statusCode).toBe(409);
    const order = await ctx.app.inject({ url: `/api/booked/${orderId}`, headers: buyer.auth });
    expect(order.json()).toMatchObject({ status: 'cancelled', paid: false });
    expect((await book(ctx, buyer, listing._id)).statusCode).toBe(201);
  });
});
