import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookOk,
  bookState,
  clientSecretFor,
  createIntent,
  intentIdOf,
  orderStep,
  pay,
} from '../../../test/checkout.ts';
import { startStripeFixture, type StripeFixture } from '../../../test/stripe-fixture.ts';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_boibazar_test_secret';
const signer = new Stripe('sk_test_signer');

describe('card payments through Stripe (SDK against a local fixture)', () => {
  let ctx: TestContext;
  let stripe: StripeFixture;
  beforeAll(async () => {
    stripe = await startStripeFixture();
    ctx = await createTestApp({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_boibazar',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_boibazar',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  async function openOrder(resale = 300) {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale });
    const orderId = await bookOk(ctx, buyer, listing._id);
    return { buyer, bookId: listing._id, orderId };
  }

  function webhook(event: object, opts: { secret?: string; signature?: string | null } = {}) {
    const payload = JSON.stringify(event);
    const signature =
      opts.signature === undefined
        ? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET })
        : opts.signature;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
  }

  const succeededEvent = (intent: object, id = `evt_${Math.random().toString(36).slice(2)}`) => ({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });

  it('when the payment page asks for the config, then it gets the provider and the publishable key', async () => {
    const res = await ctx.app.inject({ url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_boibazar', codMaxTaka: 5000 });
  });

  it('when an intent is created with a tampered price, then Stripe is asked for the order amount in poisha, once', async () => {
    const { buyer, orderId } = await openOrder(450);
    const before = stripe.calls.length;
    const secret = await clientSecretFor(ctx, buyer, orderId);
    const again = await clientSecretFor(ctx, buyer, orderId);
    expect(again).toBe(secret);
    const creates = stripe.calls
      .slice(before)
      .filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents');
    expect(creates).toHaveLength(1);
    expect(creates[0].form.get('amount')).toBe('45000');
    expect(creates[0].form.get('currency')).toBe('bdt');
    expect(creates[0].form.get('metadata[bookingId]')).toBe(orderId);
  });

  it('when the buyer posts the payment before Stripe says succeeded, then 402; after, the order is paid', async () => {
    const { buyer, bookId, orderId } = await openOrder();
    const secret = await clientSecretFor(ctx, buyer, orderId);
    const transactionId = intentIdOf(secret);
    expect((await pay(ctx, buyer, { transactionId, booking: orderId })).statusCode).toBe(402);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
    stripe.succeed(transactionId);
    const res = await pay(ctx, buyer, { transactionId, booking: orderId, productId: bookId });
    expect(res.statusCode).toBe(200);
    expect(res.json().modifiedCount).toBe(1);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: true, paidOrders: 1, payments: 1 });
  });

  it('when Stripe reports a different amount than the order, then 400 and nothing is sold', async () => {
    const { buyer, bookId, orderId } = await openOrder();
    const transactionId = intentIdOf(await clientSecretFor(ctx, buyer, orderId));
    const intent = stripe.succeed(transactionId);
    intent.amount = 100;
    expect((await pay(ctx, buyer, { transactionId, booking: orderId })).statusCode).toBe(400);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it('when a made-up transaction id is posted, then 400 and nothing changes', async () => {
    const { buyer, bookId, orderId } = await openOrder();
    await clientSecretFor(ctx, buyer, orderId);
    expect((await pay(ctx, buyer, { transactionId: 'pi_3QmadeUp', booking: orderId })).statusCode).toBe(400);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it('when a signed payment_intent.succeeded arrives, then the order is paid; a replay changes nothing', async () => {
    const { buyer, bookId, orderId } = await openOrder();
    const transactionId = intentIdOf(await clientSecretFor(ctx, buyer, orderId));
    const event = succeededEvent(stripe.succeed(transactionId));
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await bookState(ctx, bookId)).toEqual({ isSold: true, paidOrders: 1, payments: 1 });

    const replay = await webhook(event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await bookState(ctx, bookId)).toEqual({ isSold: true, paidOrders: 1, payments: 1 });
    // The page's own POST /payments after the webhook is a clear 409, not a second sale.
    expect((await pay(ctx, buyer, { transactionId, booking: orderId })).statusCode).toBe(409);
    expect(stripe.intents.get(transactionId)?.refunded).toBeUndefined();
  });

  it('when a webhook is badly signed, unsigned or forged for an unpaid intent, then 400 and nothing is paid', async () => {
    const { buyer, bookId, orderId } = await openOrder();
    const transactionId = intentIdOf(await clientSecretFor(ctx, buyer, orderId));
    const forged = succeededEvent({ ...stripe.intents.get(transactionId), status: 'succeeded' });
    expect((await webhook(forged, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect((await webhook(forged, { signature: null })).statusCode).toBe(400);
    expect((await webhook(forged, { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
    // Correctly signed, but Stripe itself says the intent has not succeeded: the server asks, and refuses.
    const ok = await webhook(forged);
    expect(ok.statusCode).toBe(200);
    expect(await bookState(ctx, bookId)).toEqual({ isSold: false, paidOrders: 0, payments: 0 });
  });

  it("when one buyer's payment sells the book, then the other buyers' intents are cancelled or refunded at Stripe", async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const listing = await createBook(ctx, seller);
    const [a, b, c] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const orders = [
      await bookOk(ctx, a, listing._id),
      await bookOk(ctx, b, listing._id),
      await bookOk(ctx, c, listing._id),
    ];
    const ids = [
      intentIdOf(await clientSecretFor(ctx, a, orders[0])),
      intentIdOf(await clientSecretFor(ctx, b, orders[1])),
      intentIdOf(await clientSecretFor(ctx, c, orders[2])),
    ];
    stripe.succeed(ids[0]);
    stripe.succeed(ids[1]); // b's card went through at Stripe too, before a's sale was recorded
    expect((await pay(ctx, a, { transactionId: ids[0], booking: orders[0] })).statusCode).toBe(200);

    expect(stripe.intents.get(ids[2])?.status).toBe('canceled');
    expect(stripe.intents.get(ids[1])?.refunded).toBe(true);
    const late = await pay(ctx, b, { transactionId: ids[1], booking: orders[1] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('PAYMENT_REFUNDED');
    expect((await createIntent(ctx, c, orders[2])).statusCode).toBe(409);
    // b's own webhook arriving later neither sells nor refunds twice.
    expect((await webhook(succeededEvent(stripe.intents.get(ids[1]) ?? {}))).statusCode).toBe(200);
    expect(await bookState(ctx, listing._id)).toEqual({ isSold: true, paidOrders: 1, payments: 1 });
    expect(stripe.calls.filter((call) => call.path === '/v1/refunds')).toHaveLength(1);
  });

  it('when a card refund was sent, then the reconciliation finds it in Stripe’s refunds of the intent; a Stripe record that differs is caught', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 360 });
    const orderId = await bookOk(ctx, buyer, listing._id);
    const intentId = intentIdOf(await clientSecretFor(ctx, buyer, orderId));
    stripe.succeed(intentId);
    expect((await pay(ctx, buyer, { transactionId: intentId, booking: orderId })).statusCode).toBe(200);
    expect((await orderStep(ctx, seller, orderId, 'decline', { reason: 'Water damage' })).statusCode).toBe(
      200,
    );
    await ctx.app.jobs.runDue();
    const refund = stripe.refunds.find((r) => r.payment_intent === intentId);
    expect(refund).toMatchObject({ amount: 36000 });
    const reconcile = async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/reconciliation',
        headers: admin.auth,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { mismatches: Array<{ check: string; subject: string }> };
    };
    const mine = (run: { mismatches: Array<{ check: string; subject: string }> }) =>
      run.mismatches.filter((m) => m.subject === `order:${orderId}`);
    expect(mine(await reconcile())).toEqual([]);
    expect(stripe.calls.some((c) => c.method === 'GET' && c.path === '/v1/refunds')).toBe(true);
    refund!.amount = 30000; // Stripe's record says 300 Taka went back, ours 360
    expect(mine(await reconcile())).toEqual([
      { check: 'provider_refund', subject: `order:${orderId}`, expected: '360', found: '300' },
    ]);
    refund!.status = 'failed'; // a failed refund gave nothing back
    expect(mine(await reconcile())).toEqual([
      { check: 'provider_refund', subject: `order:${orderId}`, expected: '360', found: '0' },
    ]);
  });

  it('when the sandbox confirm endpoint is called in stripe mode, then it does not exist', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/sandbox/intents/x/confirm', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('when Stripe cannot be reached', () => {
  it('when an intent is asked for, then 503 with a retry hint and no intent is stored', async () => {
    const ctx = await createTestApp({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_boibazar',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_boibazar',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const seller = await createUser(ctx, { role: 'Seller', verified: true });
      const buyer = await createUser(ctx);
      const orderId = await bookOk(ctx, buyer, (await createBook(ctx, seller))._id);
      const res = await createIntent(ctx, buyer, orderId);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('CARD_PROVIDER_UNAVAILABLE');
      expect(await ctx.db.selectFrom('payment_intents').select('id').execute()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
