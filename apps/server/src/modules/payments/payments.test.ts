import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookOk,
  bookState,
  clientSecretFor,
  confirmCard,
  createIntent,
  intentIdOf,
  pay,
} from '../../../test/checkout.ts';
import { loadConfig } from '../../config.ts';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

describe('card payments with the sandbox processor', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function openOrder(resale = 300) {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale });
    const orderId = await bookOk(ctx, buyer, listing._id);
    return { seller, buyer, bookId: listing._id, orderId };
  }

  it('when the payments config is asked for, then it names the sandbox, no publishable key and the cash-on-delivery limit', async () => {
    const res = await ctx.app.inject({ url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'sandbox', publishableKey: null, codMaxTaka: 5000 });
  });

  it('when a buyer pays with 4242…, then the order is paid, the book sold and the payment recorded', async () => {
    const { buyer, bookId, orderId } = await openOrder(450);
    const secret = await clientSecretFor(ctx, buyer, orderId);
    const confirmed = await confirmCard(ctx, buyer, secret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', amount: 45000, currency: 'bdt' });

    const res = await pay(ctx, buyer, {
      transactionId: intentIdOf(secret),
      booking: orderId,
      productId: bookId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1, transactionId: intentIdOf(secret) });
    expect(await bookState(ctx, bookId)).toEqual({ isSold: true, paidOrders: 1, payments: 1 });
    const order = await ctx.app.inject({ url: `/api/booked/${orderId}`, headers: buyer.auth });
    expect(order.json()).toMatchObject({ paid: true, status: 'paid' });
    const payment = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ price: 450, user_id: buyer.user._id, provider: 'sandbox' });
  });

  it('when the client sends a tampered price, then the amount still comes from the order', async () => {
    const { buyer, orderId } = await openOrder(250);
    const res = await createIntent(ctx, buyer, orderId, 1);
    expect(res.statusCode).toBe(200);
    const intent = await ctx.db
      .selectFrom('sandbox_intents')
      .selectAll()
      .where('id', '=', intentIdOf(res.json().clientSecret))
      .executeTakeFirstOrThrow();
    expect(Number(intent.amount)).toBe(25000);
  });

  it('when the intent is asked for twice, then the same open intent is reused', async () => {
    const { buyer, orderId } = await openOrder();
    const [a, b] = await Promise.all([
      clientSecretFor(ctx, buyer, orderId),
      clientSecretFor(ctx, buyer, orderId),
    ]);
    const c = await clientSecretFor(ctx, buyer, orderId);
    expect(a).toBe(b);
    expect(c).toBe(a);
    const open = await ctx.db
      .selectFrom('payment_intents')
      .select('id')
      .where('booking_id', '=', orderId)
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(1);
  });

  it("when someone asks for an intent or pays for another buyer's order, then 403 and nothing changes", async () => {
    const { buyer, bookId, orderId } = await openOrder();
    const stranger = await createUser(ctx);
    expect((await createIntent(ctx, stranger, orderId)).statusCode).toBe(403);
    const secret = await clientSecretFor(ctx, buyer, orderId);
    await confirmCard(ctx, buyer, secret);
    const res = await pay(ctx, stranger, { transactionId: intentIdOf(secret), booking: orderId });
    expect(res.statusCode).toBe(403);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it('when the transaction id is made up or unconfirmed, then 4xx and nothing changes', async () => {
    const { buyer, bookId, orderId } = await openOrder();
    const madeUp = await pay(ctx, buyer, { transactionId: 'pi_made_up', booking: orderId });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.message).toBe('This transaction does not belong to this order');
    const secret = await clientSecretFor(ctx, buyer, orderId);
    const unconfirmed = await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId });
    expect(unconfirmed.statusCode).toBe(402);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it('when a succeeded transaction id is reused for another order, then 400 and the other order stays unpaid', async () => {
    const first = await openOrder();
    const secret = await clientSecretFor(ctx, first.buyer, first.orderId);
    await confirmCard(ctx, first.buyer, secret);
    expect(
      (await pay(ctx, first.buyer, { transactionId: intentIdOf(secret), booking: first.orderId })).statusCode,
    ).toBe(200);

    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const second = await createBook(ctx, seller);
    const secondOrder = await bookOk(ctx, first.buyer, second._id);
    const reused = await pay(ctx, first.buyer, { transactionId: intentIdOf(secret), booking: secondOrder });
    expect(reused.statusCode).toBe(400);
    expect(await bookState(ctx, second._id)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it('when the same order is paid twice, even at once, then one payment and a 409', async () => {
    const { buyer, bookId, orderId } = await openOrder();
    const secret = await clientSecretFor(ctx, buyer, orderId);
    await confirmCard(ctx, buyer, secret);
    const body = { transactionId: intentIdOf(secret), booking: orderId };
    const answers = await Promise.all([pay(ctx, buyer, body), pay(ctx, buyer, body), pay(ctx, buyer, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await pay(ctx, buyer, body)).statusCode).toBe(409);
    expect((await createIntent(ctx, buyer, orderId)).statusCode).toBe(409);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: true, paidOrders: 1, payments: 1 });
    const intent = await ctx.db
      .selectFrom('sandbox_intents')
      .selectAll()
      .where('id', '=', intentIdOf(secret))
      .executeTakeFirstOrThrow();
    expect(Number(intent.refunded)).toBe(0);
  });

  it('when the productId does not match the order, then 400 and nothing changes', async () => {
    const { buyer, bookId, orderId } = await openOrder();
    const secret = await clientSecretFor(ctx, buyer, orderId);
    await confirmCard(ctx, buyer, secret);
    const res = await pay(ctx, buyer, {
      transactionId: intentIdOf(secret),
      booking: orderId,
      productId: 'a'.repeat(24),
    });
    expect(res.statusCode).toBe(400);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it.each([
    ['4000 0000 0000 0002', 402, 'Your card was declined.'],
    ['4000 0000 0000 9995', 402, 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 400, 'Your card number is invalid.'],
  ])('when the card is %s, then %i "%s" and the intent stays unpaid', async (cardNumber, status, message) => {
    const { buyer, bookId, orderId } = await openOrder();
    const secret = await clientSecretFor(ctx, buyer, orderId);
    const res = await confirmCard(ctx, buyer, secret, { cardNumber, expiry: '12/39', cvc: '123' });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect((await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId })).statusCode).toBe(
      402,
    );
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it('when the expiry is in the past or the client secret is wrong, then 400/404 and nothing is charged', async () => {
    const { buyer, orderId } = await openOrder();
    const secret = await clientSecretFor(ctx, buyer, orderId);
    const past = await confirmCard(ctx, buyer, secret, {
      cardNumber: '4242424242424242',
      expiry: '01/20',
      cvc: '123',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe("Your card's expiration date is in the past.");
    const wrong = await confirmCard(ctx, buyer, `${intentIdOf(secret)}_secret_nope`);
    expect(wrong.statusCode).toBe(404);
  });

  it('when another buyer bought the book first, then the later one is refused before being charged', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const listing = await createBook(ctx, seller);
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const orderA = await bookOk(ctx, a, listing._id);
    const orderB = await bookOk(ctx, b, listing._id);
    const secretA = await clientSecretFor(ctx, a, orderA);
    const secretB = await clientSecretFor(ctx, b, orderB);
    await confirmCard(ctx, a, secretA);
    expect((await pay(ctx, a, { transactionId: intentIdOf(secretA), booking: orderA })).statusCode).toBe(200);

    const late = await confirmCard(ctx, b, secretB);
    expect(late.statusCode).toBe(409);
    const intentB = await ctx.db
      .selectFrom('sandbox_intents')
      .selectAll()
      .where('id', '=', intentIdOf(secretB))
      .executeTakeFirstOrThrow();
    expect(intentB.status).toBe('canceled');
    const orderBNow = await ctx.app.inject({ url: `/api/booked/${orderB}`, headers: b.auth });
    expect(orderBNow.json()).toMatchObject({ status: 'cancelled', paid: false });
    expect((await createIntent(ctx, b, orderB)).statusCode).toBe(409);
  });

  it('when two buyers were both charged, then the one who loses the sale is refunded and gets 409', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const listing = await createBook(ctx, seller);
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const orderA = await bookOk(ctx, a, listing._id);
    const orderB = await bookOk(ctx, b, listing._id);
    const secretA = await clientSecretFor(ctx, a, orderA);
    const secretB = await clientSecretFor(ctx, b, orderB);
    expect((await confirmCard(ctx, a, secretA)).statusCode).toBe(200);
    expect((await confirmCard(ctx, b, secretB)).statusCode).toBe(200);
    expect((await pay(ctx, a, { transactionId: intentIdOf(secretA), booking: orderA })).statusCode).toBe(200);
    const lost = await pay(ctx, b, { transactionId: intentIdOf(secretB), booking: orderB });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.code).toBe('PAYMENT_REFUNDED');
    const intentB = await ctx.db
      .selectFrom('sandbox_intents')
      .selectAll()
      .where('id', '=', intentIdOf(secretB))
      .executeTakeFirstOrThrow();
    expect(Number(intentB.refunded)).toBe(1);
    expect(await bookState(ctx, listing._id)).toEqual({ isSold: true, paidOrders: 1, payments: 1 });
  });

  it('when a cancelled order is paid for, then 409 and nothing is sold', async () => {
    const { buyer, bookId, orderId } = await openOrder();
    const secret = await clientSecretFor(ctx, buyer, orderId);
    await confirmCard(ctx, buyer, secret);
    await ctx.app.inject({ method: 'PUT', url: `/api/bookings/${orderId}/cancel`, headers: buyer.auth });
    const res = await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId });
    expect(res.statusCode).toBe(409);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it('when webhooks are posted in sandbox mode, then 404', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the sandbox processor in production', () => {
  it('when NODE_ENV=production with PAYMENTS=sandbox, then the configuration is refused', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENTS: 'sandbox' }),
    ).toThrow('PAYMENTS=sandbox is refused in production');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'PAYMENTS=sandbox is refused in production',
    );
  });
});
