// Refunds after a sale: owed with the order's change, sent once by a job, never more than was paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookOk,
  clientSecretFor,
  COURIER,
  intentIdOf,
  orderStep,
  paidOrder,
  pay,
  refundedPoisha,
} from '../../../test/checkout.ts';
import { startStripeFixture, type StripeFixture } from '../../../test/stripe-fixture.ts';
import {
  createBook,
  createTestApp,
  createUser,
  runLater,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { createSandboxProvider } from './sandbox-processor.ts';

const resolve = (ctx: TestContext, admin: TestUser, id: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/resolve`, headers: admin.auth, payload });

describe('refunds through the sandbox processor', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(() => ctx.close());

  const refundOf = (orderId: string) =>
    ctx.db.selectFrom('refunds').selectAll().where('booking_id', '=', orderId).executeTakeFirst();

  it('when the seller declines, then the whole payment is owed at once and sent by the job, and the order shows it', async () => {
    const { seller, buyer, orderId, intentId } = await paidOrder(ctx, { resale: 420 });
    await orderStep(ctx, seller, orderId, 'decline', { reason: 'Lost it on the bus' });
    expect(await refundOf(orderId)).toMatchObject({ amount: 420, status: 'pending', intent_id: intentId });
    const pending = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.auth });
    expect(pending.json().refund).toMatchObject({ amount: 420, status: 'pending' });

    expect(await ctx.app.jobs.runDue()).toBeGreaterThan(0);
    expect(await refundOf(orderId)).toMatchObject({ status: 'succeeded' });
    expect(await refundedPoisha(ctx, intentId)).toBe(42_000);
    const sent = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.auth });
    expect(sent.json().refund).toMatchObject({ amount: 420, status: 'succeeded' });
    expect(sent.json().timeline.at(-1)).toMatchObject({
      type: 'refund_sent',
      amount: 420,
      actor: { role: 'system' },
    });
  });

  it('when the admin refunds part of a disputed order, then exactly that part goes back, once', async () => {
    const { seller, buyer, orderId, intentId } = await paidOrder(ctx, { resale: 500 });
    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    await orderStep(ctx, buyer, orderId, 'dispute', { reason: 'Half the pages are missing' });
    expect((await resolve(ctx, admin, orderId, { outcome: 'refund', amount: 200 })).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    expect(await refundedPoisha(ctx, intentId)).toBe(20_000);
    expect(await refundOf(orderId)).toMatchObject({ amount: 200, status: 'succeeded' });
  });

  it('when the job is run again after a crash between the provider and our write, then the provider refunds once (idempotency key)', async () => {
    const { seller, orderId, intentId } = await paidOrder(ctx, { resale: 300 });
    await orderStep(ctx, seller, orderId, 'decline', { reason: 'Sold it elsewhere' });
    await ctx.app.jobs.runDue();
    expect(await refundedPoisha(ctx, intentId)).toBe(30_000);
    // As if the process died after the provider answered and before the refund was marked sent.
    await ctx.db
      .updateTable('refunds')
      .set({ status: 'pending' })
      .where('booking_id', '=', orderId)
      .execute();
    await ctx.db
      .updateTable('jobs')
      .set({ status: 'pending' })
      .where('kind', '=', 'payments.send-refund')
      .where('dedupe_key', '=', orderId)
      .execute();
    // Its lease runs out, as a crashed instance's does, and the job is taken again.
    await runLater(ctx, ctx.config.JOBS_LEASE);
    expect(await refundedPoisha(ctx, intentId)).toBe(30_000);
    expect(await refundOf(orderId)).toMatchObject({ status: 'succeeded' });
  });

  it('when a refund would exceed what is left of the charge, then the processor refuses it', async () => {
    const { intentId } = await paidOrder(ctx, { resale: 100 });
    const provider = createSandboxProvider(ctx.db);
    await provider.refund(intentId, { amount: 6_000, idempotencyKey: 'a' });
    await expect(provider.refund(intentId, { amount: 5_000, idempotencyKey: 'b' })).rejects.toThrow(
      /more than/,
    );
    expect(await refundedPoisha(ctx, intentId)).toBe(6_000);
  });

  it('when an order is refunded twice at once, then one refund is owed and the other request gets 409', async () => {
    const { seller, buyer, orderId } = await paidOrder(ctx, { resale: 300 });
    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    await orderStep(ctx, buyer, orderId, 'dispute', { reason: 'Wrong book' });
    const results = await Promise.all([
      resolve(ctx, admin, orderId, { outcome: 'refund', amount: 100 }),
      resolve(ctx, admin, orderId, { outcome: 'refund' }),
      resolve(ctx, admin, orderId, { outcome: 'release' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const refunds = await ctx.db
      .selectFrom('refunds')
      .select('id')
      .where('booking_id', '=', orderId)
      .execute();
    const status = (await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.auth })).json()
      .status;
    expect(refunds).toHaveLength(status === 'refunded' ? 1 : 0);
  });
});

describe('refunds through Stripe (SDK against a local fixture)', () => {
  let ctx: TestContext;
  let stripe: StripeFixture;
  beforeAll(async () => {
    stripe = await startStripeFixture();
    ctx = await createTestApp({
      JOBS_POLL_INTERVAL: '0',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_boibazar',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_boibazar',
      STRIPE_WEBHOOK_SECRET: 'whsec_boibazar_test_secret',
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  it('when a Stripe-paid order expires or is partly refunded, then Stripe is asked for that amount with the refund as idempotency key', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 800 });
    const orderId = await bookOk(ctx, buyer, listing._id);
    const intentId = intentIdOf(await clientSecretFor(ctx, buyer, orderId));
    stripe.succeed(intentId);
    expect((await pay(ctx, buyer, { transactionId: intentId, booking: orderId })).statusCode).toBe(200);
    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    await orderStep(ctx, buyer, orderId, 'dispute', { reason: 'Cover torn' });
    expect((await resolve(ctx, admin, orderId, { outcome: 'refund', amount: 350 })).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();

    const refunds = stripe.calls.filter((call) => call.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.get('payment_intent')).toBe(intentId);
    expect(refunds[0]?.form.get('amount')).toBe('35000');
    const row = await ctx.db
      .selectFrom('refunds')
      .selectAll()
      .where('booking_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${row.id}`);
    expect(row.status).toBe('succeeded');
  });
});
