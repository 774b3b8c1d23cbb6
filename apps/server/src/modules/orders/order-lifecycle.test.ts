// The order after payment, through the API: every transition, every refusal, and races with one winner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOk, COURIER, isBookSold, orderStep, paidOrder } from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('order lifecycle', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(() => ctx.close());

  const getOrder = (user: TestUser, id: string) =>
    ctx.app.inject({ url: `/api/orders/${id}`, headers: user.auth });
  const resolve = (user: TestUser, id: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/resolve`, headers: user.auth, payload });

  it('when an order is paid, then buyer, seller and admin see it with its timeline and their own actions; others get 403', async () => {
    const { seller, buyer, orderId } = await paidOrder(ctx);
    const asBuyer = await getOrder(buyer, orderId);
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.json()).toMatchObject({
      _id: orderId,
      status: 'paid',
      paid: true,
      viewerRole: 'buyer',
      actions: [],
      sellerId: seller.user._id,
      handover: null,
      autoCompleteAt: null,
    });
    expect(asBuyer.json().handoverDue).toEqual(expect.any(String));
    expect(asBuyer.json().timeline.map((e: { type: string }) => e.type)).toEqual(['booked', 'paid']);
    expect(asBuyer.json().timeline[1]).toMatchObject({
      from: 'open',
      to: 'paid',
      actor: { role: 'buyer', name: buyer.user.name },
    });
    const asSeller = await getOrder(seller, orderId);
    expect(asSeller.json()).toMatchObject({ viewerRole: 'seller', actions: ['handover', 'decline'] });
    const asAdmin = await getOrder(admin, orderId);
    expect(asAdmin.json()).toMatchObject({ viewerRole: 'admin', actions: [] });
    const stranger = await createUser(ctx);
    expect((await getOrder(stranger, orderId)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/orders/${orderId}` })).statusCode).toBe(401);
    expect((await getOrder(buyer, 'f'.repeat(24))).statusCode).toBe(404);
  });

  it('when the seller hands over by courier and the buyer confirms, then the order is completed with each step on the timeline', async () => {
    const { seller, buyer, orderId } = await paidOrder(ctx);
    const handed = await orderStep(ctx, seller, orderId, 'handover', COURIER);
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toMatchObject({ status: 'handed_over', handover: COURIER, actions: [] });
    expect(handed.json().autoCompleteAt).toEqual(expect.any(String));
    expect((await getOrder(buyer, orderId)).json().actions).toEqual(['received', 'dispute']);

    const received = await orderStep(ctx, buyer, orderId, 'received');
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'completed', paid: true, actions: ['review'] });
    expect(received.json().reviewUntil).toEqual(expect.any(String));
    expect(
      received.json().timeline.map((e: { type: string; actor: { role: string } }) => [e.type, e.actor.role]),
    ).toEqual([
      ['booked', 'buyer'],
      ['paid', 'buyer'],
      ['handed_over', 'seller'],
      ['received', 'buyer'],
    ]);

    const myOrders = await ctx.app.inject({ url: '/api/myorders', headers: buyer.auth });
    expect(myOrders.json()[0]).toMatchObject({
      _id: orderId,
      paid: true,
      status: 'completed',
      actions: ['review'],
    });
    const myBuyers = await ctx.app.inject({ url: '/api/mybuyers', headers: seller.auth });
    expect(myBuyers.json()[0]).toMatchObject({ _id: orderId, status: 'completed', actions: ['review'] });
    const booked = await ctx.app.inject({ url: `/api/booked/${orderId}`, headers: buyer.auth });
    expect(booked.json()).toMatchObject({ status: 'completed', paid: true });
  });

  it('when the handover is a meet-up, then place, time and note are kept', async () => {
    const { seller, orderId } = await paidOrder(ctx);
    const meetup = {
      method: 'meetup',
      place: 'Nilkhet book market, gate 2',
      at: '2026-12-01T10:30:00.000Z',
      note: 'Blue shirt',
    };
    const res = await orderStep(ctx, seller, orderId, 'handover', meetup);
    expect(res.statusCode).toBe(200);
    expect(res.json().handover).toEqual(meetup);
  });

  it('when a handover or reason is missing or malformed, then 400 and nothing changes', async () => {
    const { seller, buyer, orderId } = await paidOrder(ctx);
    for (const body of [
      {},
      { method: 'courier', company: 'X' },
      { method: 'meetup', place: 'Dhaka', at: 'tomorrow' },
      { method: 'pigeon' },
    ])
      expect((await orderStep(ctx, seller, orderId, 'handover', body)).statusCode).toBe(400);
    // The meet-up's time is asked for in words, never with an ISO example.
    const noTime = await orderStep(ctx, seller, orderId, 'handover', {
      method: 'meetup',
      place: 'Dhaka',
      at: '',
    });
    expect(noTime.json().error.message).toBe('body.at: Choose the date and time of the meet-up');
    expect((await orderStep(ctx, seller, orderId, 'decline', { reason: '   ' })).statusCode).toBe(400);
    expect((await orderStep(ctx, seller, orderId, 'decline', { reason: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    expect((await getOrder(buyer, orderId)).json().status).toBe('paid');
  });

  it('when the wrong person takes a step, then 403; in the wrong stage, then 409; and nothing changes', async () => {
    const { seller, buyer, orderId } = await paidOrder(ctx);
    const stranger = await createUser(ctx, { role: 'Seller', verified: true });
    expect((await orderStep(ctx, buyer, orderId, 'handover', COURIER)).statusCode).toBe(403);
    expect((await orderStep(ctx, stranger, orderId, 'handover', COURIER)).statusCode).toBe(403);
    expect((await orderStep(ctx, admin, orderId, 'decline', { reason: 'no' })).statusCode).toBe(403);
    expect((await orderStep(ctx, seller, orderId, 'received')).statusCode).toBe(403);
    const early = await orderStep(ctx, buyer, orderId, 'received');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'WRONG_STAGE',
      message: 'This order is paid; it cannot be confirmed as received now',
      details: { stage: 'paid', step: 'received' },
    });
    expect((await orderStep(ctx, buyer, orderId, 'dispute', { reason: 'Where is it?' })).statusCode).toBe(
      409,
    );
    expect((await resolve(admin, orderId, { outcome: 'release' })).statusCode).toBe(409);

    expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
    const twice = await orderStep(ctx, seller, orderId, 'handover', COURIER);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This order is handed over; it cannot be handed over now');
    expect((await orderStep(ctx, seller, orderId, 'decline', { reason: 'too late' })).statusCode).toBe(409);
    expect((await orderStep(ctx, seller, orderId, 'dispute', { reason: 'me too' })).statusCode).toBe(403);
    const timeline = (await getOrder(buyer, orderId)).json().timeline;
    expect(timeline.map((e: { type: string }) => e.type)).toEqual(['booked', 'paid', 'handed_over']);
  });

  it('when an unpaid order is looked at, then the buyer may pay or cancel and the seller may do nothing yet', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller);
    const orderId = await bookOk(ctx, buyer, listing._id);
    expect((await getOrder(buyer, orderId)).json()).toMatchObject({
      status: 'open',
      paid: false,
      actions: ['pay', 'cancel'],
    });
    expect((await getOrder(seller, orderId)).json().actions).toEqual([]);
    expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(409);
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${orderId}/cancel`,
      headers: buyer.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const after = (await getOrder(buyer, orderId)).json();
    expect(after).toMatchObject({ status: 'cancelled', actions: [] });
    expect(after.timeline.at(-1)).toMatchObject({ type: 'cancelled', actor: { role: 'buyer' } });
  });

  it('when the seller declines, then the order is declined with the reason and the book is back on sale', async () => {
    const { seller, buyer, orderId, bookId } = await paidOrder(ctx);
    expect(await isBookSold(ctx, bookId)).toBe(true);
    const res = await orderStep(ctx, seller, orderId, 'decline', { reason: 'The book got water damage' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', paid: true, actions: [] });
    expect(res.json().timeline.at(-1)).toMatchObject({
      type: 'declined',
      reason: 'The book got water damage',
      amount: 300,
      actor: { role: 'seller' },
    });
    expect(await isBookSold(ctx, bookId)).toBe(false);
    // Someone else can now book it.
    const other = await createUser(ctx);
    expect(await bookOk(ctx, other, bookId)).toEqual(expect.any(String));
    expect((await getOrder(buyer, orderId)).json().status).toBe('declined');
  });

  it('when the buyer disputes, then the admin sees it and can release it (completed) or refund part of it, never more than was paid', async () => {
    const first = await paidOrder(ctx, { resale: 500 });
    await orderStep(ctx, first.seller, first.orderId, 'handover', COURIER);
    const disputed = await orderStep(ctx, first.buyer, first.orderId, 'dispute', { reason: 'Pages missing' });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json()).toMatchObject({ status: 'disputed', actions: [] });
    expect((await getOrder(admin, first.orderId)).json().actions).toEqual(['resolve']);

    const list = await ctx.app.inject({ url: '/api/admin/disputes', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ orderId: first.orderId, reason: 'Pages missing', price: 500 }),
    );
    expect((await ctx.app.inject({ url: '/api/admin/disputes', headers: first.buyer.auth })).statusCode).toBe(
      403,
    );
    expect((await resolve(first.seller, first.orderId, { outcome: 'release' })).statusCode).toBe(403);

    const tooMuch = await resolve(admin, first.orderId, { outcome: 'refund', amount: 501 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe('The refund cannot exceed the 500 Taka the buyer paid');
    expect((await resolve(admin, first.orderId, { outcome: 'refund', amount: 0 })).statusCode).toBe(400);
    expect((await resolve(admin, first.orderId, { outcome: 'maybe' })).statusCode).toBe(400);
    const partial = await resolve(admin, first.orderId, { outcome: 'refund', amount: 200 });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'refunded', refund: { amount: 200 } });
    // The refund's own job may already have added 'refund_sent' (in the same millisecond, in either order).
    const timeline = partial.json().timeline as Array<{ type: string }>;
    expect(timeline.find((entry) => entry.type === 'refunded')).toMatchObject({
      type: 'refunded',
      amount: 200,
      actor: { role: 'admin' },
    });
    expect((await resolve(admin, first.orderId, { outcome: 'refund', amount: 100 })).statusCode).toBe(409);
    expect(await isBookSold(ctx, first.bookId)).toBe(true);

    const second = await paidOrder(ctx);
    await orderStep(ctx, second.seller, second.orderId, 'handover', COURIER);
    await orderStep(ctx, second.buyer, second.orderId, 'dispute', { reason: 'Wrong edition' });
    const released = await resolve(admin, second.orderId, { outcome: 'release' });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'completed', refund: null });
    const after = await ctx.app.inject({ url: '/api/admin/disputes', headers: admin.auth });
    expect(after.json().map((d: { orderId: string }) => d.orderId)).not.toContain(second.orderId);
  });

  it('when two transitions race on one order, then exactly one wins and the rest get 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, buyer, orderId } = await paidOrder(ctx);
      const results = await Promise.all([
        orderStep(ctx, seller, orderId, 'handover', COURIER),
        orderStep(ctx, seller, orderId, 'decline', { reason: 'Sold it at the shop' }),
        orderStep(ctx, seller, orderId, 'handover', COURIER),
        orderStep(ctx, seller, orderId, 'decline', { reason: 'Changed my mind' }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      const order = (await getOrder(buyer, orderId)).json();
      expect(order.timeline.filter((e: { from: string }) => e.from === 'paid')).toHaveLength(1);

      if (order.status === 'handed_over') {
        const ends = await Promise.all([
          orderStep(ctx, buyer, orderId, 'received'),
          orderStep(ctx, buyer, orderId, 'dispute', { reason: 'Torn cover' }),
          orderStep(ctx, buyer, orderId, 'received'),
        ]);
        expect(ends.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      }
    }
  });
});
