// A listing deleted by its seller (or the admin) while buyers hold bookings on it: the open bookings are
// cancelled with it, and every later step tells the buyer the book is no longer for sale, not that it sold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  bookOk,
  bookState,
  clientSecretFor,
  confirmCard,
  createIntent,
  intentIdOf,
  pay,
} from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('a listing withdrawn while it is booked', () => {
  let ctx: TestContext;
  let seller: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller' });
  });
  afterAll(() => ctx.close());

  const withdraw = (by: TestUser, bookId: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/book/${bookId}`, headers: by.auth });
  const order = async (buyer: TestUser, id: string) =>
    (await ctx.app.inject({ url: `/api/booked/${id}`, headers: buyer.auth })).json();

  it('when the seller deletes it, then open bookings are cancelled and paying or booking says it is no longer for sale', async () => {
    const [first, second, latecomer] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const listing = await createBook(ctx, seller, { resale: 250 });
    const firstOrder = await bookOk(ctx, first, listing._id);
    const secondOrder = await bookOk(ctx, second, listing._id);

    expect((await withdraw(seller, listing._id)).json()).toMatchObject({ deletedCount: 1 });

    expect(await order(first, firstOrder)).toMatchObject({ status: 'cancelled', paid: false });
    expect(await order(second, secondOrder)).toMatchObject({ status: 'cancelled', paid: false });
    const intent = await createIntent(ctx, first, firstOrder);
    expect(intent.statusCode).toBe(409);
    expect(intent.json().error.message).toBe('This book is no longer for sale; this booking was cancelled');
    const again = await book(ctx, latecomer, listing._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This book is no longer for sale');
    expect(await bookState(ctx, listing._id)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it('when the card is confirmed after the listing went, then it is not charged and says why', async () => {
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller);
    const secret = await clientSecretFor(ctx, buyer, await bookOk(ctx, buyer, listing._id));
    const admin = await createUser(ctx, { role: 'Admin' });
    expect((await withdraw(admin, listing._id)).json()).toMatchObject({ deletedCount: 1 });

    const confirm = await confirmCard(ctx, buyer, secret);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.message).toBe('This book is no longer for sale; your card was not charged');
    const intent = await ctx.db
      .selectFrom('sandbox_intents')
      .select('status')
      .where('id', '=', intentIdOf(secret))
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('requires_payment_method');
  });

  it('when the money moved just before the listing went, then the payment is refunded and nothing is sold', async () => {
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller);
    const orderId = await bookOk(ctx, buyer, listing._id);
    const secret = await clientSecretFor(ctx, buyer, orderId);
    expect((await confirmCard(ctx, buyer, secret)).statusCode).toBe(200);
    expect((await withdraw(seller, listing._id)).json()).toMatchObject({ deletedCount: 1 });

    const res = await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PAYMENT_REFUNDED');
    expect(res.json().error.message).toMatch(
      /^This book is no longer for sale.*; your payment has been refunded$/,
    );
    expect(await bookState(ctx, listing._id)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
    expect(await order(buyer, orderId)).toMatchObject({ paid: false });
  });

  it('when a paid order exists and the seller deletes the sold listing, then the paid order stays paid', async () => {
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller);
    const orderId = await bookOk(ctx, buyer, listing._id);
    const secret = await clientSecretFor(ctx, buyer, orderId);
    await confirmCard(ctx, buyer, secret);
    expect((await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId })).statusCode).toBe(
      200,
    );

    expect((await withdraw(seller, listing._id)).json()).toMatchObject({ deletedCount: 1 });
    expect(await order(buyer, orderId)).toMatchObject({ status: 'paid', paid: true });
  });
});
