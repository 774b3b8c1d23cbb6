// The app with COURIER=pathao (decision 435) against a local stand-in for Pathao's merchant API: the fee
// from Pathao's price plan, a parcel booked once whatever fails, Pathao's webhooks moving it (forged ones
// refused and changing nothing, the integration handshake answered as Pathao's page asks), the poll.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parcelOrder as order, pathaoSettings, RAJSHAHI_ADDRESS } from '../../../test/courier.ts';
import {
  PATHAO_TEST_CREDENTIALS,
  pathaoRecorded,
  startPathaoFixture,
  type PathaoFixture,
} from '../../../test/pathao-fixture.ts';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { bookParcel } from './book-parcel.ts';
import { cancelParcel } from './cancel-parcel.ts';
import { PATHAO_INTEGRATION_ANSWER } from './pathao-client.ts';
import { findParcelOfOrder, presentParcel } from './parcel-repository.ts';
import { pollQuietParcels } from './poll-parcels.ts';
import { courierOf } from './start-courier.ts';

describe('parcels with Pathao', () => {
  let ctx: TestContext;
  let pathao: PathaoFixture;
  const TIMEOUT = 300;
  beforeAll(async () => {
    pathao = await startPathaoFixture();
    ctx = await createTestApp({
      ...pathaoSettings(pathao.url),
      COURIER_TIMEOUT: `${TIMEOUT}ms`,
      COURIER_POLL_AFTER: '1h',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await pathao.close();
  });
  beforeEach(() => pathao.setMode('ok'));

  const courier = () => courierOf(ctx.app)!;
  const book = (o: ReturnType<typeof order>) => bookParcel(ctx.db, courier(), TIMEOUT, o);
  const ordersAtPathao = (orderId: string) =>
    pathao.orders.filter((p) => p.merchantOrderId?.startsWith(orderId)).length;
  const webhook = (body: object, secret: string | null = PATHAO_TEST_CREDENTIALS.webhookSecret) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/courier/webhook/pathao',
      headers: {
        'content-type': 'application/json',
        ...(secret === null ? {} : { 'x-pathao-signature': secret }),
      },
      payload: JSON.stringify(body),
    });
  const parcelOf = (orderId: string) => findParcelOfOrder(ctx.db, orderId);
  const atPathao = (orderId: string) => pathao.orders.find((p) => p.merchantOrderId === orderId)!;

  it('when COURIER=pathao with its credentials, then the app talks to Pathao, and the fee comes from its price plan', async () => {
    expect(courier().name).toBe('pathao');
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 450 }); // located in Dhaka
    const address = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/addresses',
      headers: buyer.auth,
      payload: { ...RAJSHAHI_ADDRESS, thana: 'Adabor' },
    });
    const quote = await ctx.app.inject({
      method: 'GET',
      url: `/api/delivery/quote?bookId=${listing._id}&addressId=${address.json()._id}`,
      headers: buyer.auth,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ courier: 'pathao', zone: 'elsewhere', fee: 84, total: 534 });
    const plan = pathao.calls.filter((c) => c.path === '/merchant/price-plan').at(-1)!;
    expect(plan.body).toMatchObject({
      store_id: PATHAO_TEST_CREDENTIALS.storeId,
      recipient_city: 4,
      recipient_zone: 52,
    });

    // Pathao down: the buyer reads that delivery is not available now, nothing else.
    pathao.setMode('fail');
    const down = await ctx.app.inject({
      method: 'GET',
      url: `/api/delivery/quote?bookId=${listing._id}&addressId=${address.json()._id}`,
      headers: buyer.auth,
    });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe('Delivery by courier is not available right now');
  });

  it('when the seller books a pickup, then Pathao holds one order under our invoice; booking again answers the same parcel', async () => {
    const o = order();
    const first = await book(o);
    const made = atPathao(o.orderId);
    expect(first).toMatchObject({
      status: 'booked',
      courier: 'pathao',
      invoice: o.orderId,
      consignment_id: made.consignmentId,
      tracking_code: made.consignmentId,
      cod_amount: 570,
    });
    expect(made.body).toMatchObject({ amount_to_collect: 570, store_id: PATHAO_TEST_CREDENTIALS.storeId });
    expect((await book(o)).consignment_id).toBe(first.consignment_id);
    expect(ordersAtPathao(o.orderId)).toBe(1);
  });

  it('when Pathao answers 503, then nothing is booked and a later try books once, as with Steadfast', async () => {
    const o = order();
    pathao.setMode('fail');
    await expect(book(o)).rejects.toMatchObject({
      code: 'COURIER_UNAVAILABLE',
      message: 'The courier could not take the parcel right now; please try again later',
    });
    expect(await parcelOf(o.orderId)).toBeUndefined();
    expect(ordersAtPathao(o.orderId)).toBe(0);
    pathao.setMode('ok');
    expect((await book(o)).status).toBe('booked');
    expect(ordersAtPathao(o.orderId)).toBe(1);
  });

  it("when Pathao's answer never comes, then the retry waits for Pathao's first webhook instead of sending again: still one order", async () => {
    const o = order();
    pathao.setMode('timeout');
    await expect(book(o)).rejects.toMatchObject({
      code: 'COURIER_UNAVAILABLE',
      message: 'The courier did not answer in time; please try again in a minute',
    });
    expect(await parcelOf(o.orderId)).toMatchObject({ status: 'booking', booking_error: 'timeout' });
    pathao.setMode('ok');
    // Pathao cannot be asked by our invoice: the retry says so and sends nothing.
    await expect(book(o)).rejects.toMatchObject({ code: 'COURIER_UNAVAILABLE' });
    expect(ordersAtPathao(o.orderId)).toBe(1); // made, though its answer was lost
    // Pathao's order.created names the consignment and our invoice; the next try completes the booking.
    const made = atPathao(o.orderId);
    const created = await webhook({ ...pathao.event('picked', made), event: 'order.created' });
    expect(created.statusCode).toBe(200);
    const retried = await book(o);
    expect(retried).toMatchObject({
      status: 'booked',
      consignment_id: made.consignmentId,
      tracking_code: made.consignmentId,
    });
    expect(ordersAtPathao(o.orderId)).toBe(1);
  });

  it('when Pathao reports by webhook, then the parcel moves forwards only, replays are harmless, and forged or unverified calls are refused and change nothing', async () => {
    const o = order();
    await book(o);
    const made = atPathao(o.orderId);

    // The integration handshake Pathao's webhook page sends: 202 and the header it asks for.
    const handshake = await webhook(pathaoRecorded('webhook-integration'));
    expect(handshake.statusCode).toBe(202);
    expect(handshake.headers['x-pathao-merchant-webhook-integration-secret']).toBe(PATHAO_INTEGRATION_ANSWER);
    expect((await webhook(pathaoRecorded('webhook-integration'), null)).statusCode).toBe(401);

    // Forged: no secret, a guessed one, the handshake's public value. Nothing moves, nothing is kept.
    for (const secret of [null, 'guessed-secret-xxxxxxxx', PATHAO_INTEGRATION_ANSWER]) {
      const forged = await webhook(pathao.event('delivered', made), secret);
      expect(forged.statusCode).toBe(401);
      expect(forged.headers['x-pathao-merchant-webhook-integration-secret']).toBeUndefined();
    }
    const untouched = (await parcelOf(o.orderId))!;
    expect(untouched.status).toBe('booked');
    expect((await presentParcel(ctx.db, untouched)).timeline).toHaveLength(1);

    const picked = await webhook(pathao.event('picked', made));
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toEqual({ status: 'success', message: 'Webhook received successfully.' });
    expect(picked.headers['x-pathao-merchant-webhook-integration-secret']).toBe(PATHAO_INTEGRATION_ANSWER);
    expect((await parcelOf(o.orderId))!.status).toBe('picked_up');
    await webhook(pathao.event('in-transit', made));
    expect((await webhook(pathao.event('delivered', made))).statusCode).toBe(200);
    expect((await parcelOf(o.orderId))!.status).toBe('delivered');
    // Replayed and late: a pickup reported again, the delivery again, a return after it: nothing moves.
    expect((await webhook(pathao.event('picked', made))).statusCode).toBe(200);
    expect((await webhook(pathao.event('delivered', made))).statusCode).toBe(200);
    expect((await webhook(pathao.event('returned', made))).statusCode).toBe(200);
    expect((await parcelOf(o.orderId))!.status).toBe('delivered');
    const shown = await presentParcel(ctx.db, (await parcelOf(o.orderId))!);
    expect(shown.timeline.map((e) => e.status ?? e.message)).toEqual([
      'booked',
      'picked_up',
      'picked_up', // in transit: implies the pickup, moves nothing more
      'delivered',
      'returned', // the late return is on the timeline, but moved nothing
    ]);

    // Authentic but not a shape Pathao sends: 400; an order we do not know: answered, no effect.
    expect((await webhook({ event: 'order.delivered' })).statusCode).toBe(400);
    const unknown = await webhook({
      ...pathao.event('returned', made),
      consignment_id: 'DL0000NOBODY',
      merchant_order_id: 'nobody',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'success', message: 'Unknown consignment' });
    // Another courier's path is not Pathao's.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/courier/webhook/steadfast', payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('when reports arrive in one millisecond, or while our clock steps back, then the timeline keeps the order they arrived in', async () => {
    const o = order();
    await book(o);
    const made = atPathao(o.orderId);
    // Each report comes in at an instant before the last one's (an NTP step back, or one millisecond
    // read twice): "the order they reached us" must not come from the clock alone.
    const start = ctx.clock.now().getTime();
    const realStart = Date.now();
    for (const [i, step] of (['picked', 'in-transit', 'delivered'] as const).entries()) {
      ctx.clock.set(new Date(start - 1000 * (i + 1)));
      expect((await webhook(pathao.event(step, made))).statusCode).toBe(200);
    }
    // The file's clock runs on from where it was, for the tests after this one.
    ctx.clock.set(new Date(start + (Date.now() - realStart)));
    const shown = await presentParcel(ctx.db, (await parcelOf(o.orderId))!);
    expect(shown.timeline.map((e) => e.status ?? e.message)).toEqual([
      'booked',
      'picked_up',
      'picked_up',
      'delivered',
    ]);
  });

  it('when a parcel comes back, then order.returned moves it to returned; cancelling with Pathao is refused (its panel only)', async () => {
    const o = order();
    await book(o);
    const made = atPathao(o.orderId);
    await expect(cancelParcel(ctx.db, courier(), o.orderId)).rejects.toMatchObject({
      code: 'COURIER_REFUSED',
      message: 'The courier would not cancel this parcel; it may be on its way already',
    });
    expect((await parcelOf(o.orderId))!.status).toBe('booked');
    await webhook(pathao.event('picked', made));
    expect((await webhook(pathao.event('returned', made))).statusCode).toBe(200);
    expect((await parcelOf(o.orderId))!.status).toBe('returned');
  });

  it('when a home-delivery order is placed as cash on delivery, then Pathao collects book + delivery and the order follows its webhooks to the courier-collected handover', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const call = (user: typeof buyer, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
    const listing = await createBook(ctx, seller, { resale: 600 });
    const address = (await call(buyer, 'POST', '/me/addresses', RAJSHAHI_ADDRESS)).json()._id as string;
    const booked = await call(buyer, 'POST', '/bookings', {
      productId: listing._id,
      phone: '01711000111',
      location: 'Rajshahi',
      delivery: 'home',
      addressId: address,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const orderId = booked.json().insertedId as string;
    expect((await call(seller, 'PATCH', `/books/${listing._id}`, { cashOnDelivery: true })).statusCode).toBe(
      200,
    );
    expect((await call(buyer, 'POST', `/orders/${orderId}/cash-on-delivery`)).statusCode).toBe(200);
    const pickup = await call(seller, 'POST', `/orders/${orderId}/parcel`);
    expect(pickup.statusCode, pickup.body).toBe(200);
    const made = atPathao(orderId);
    // Pathao's fee (83.46 → 84 Taka) is the delivery fee; Pathao collects book + delivery at the door.
    expect(pickup.json()).toMatchObject({ consignmentId: made.consignmentId, codAmount: 684 });
    expect(made.body.amount_to_collect).toBe(684);
    // Picked up from the seller's own store, made from their listing's place and contact (decision 475).
    const own = pathao.stores.find(
      (st) => st.body.contact_number === '01711000000' && st.storeId === made.body.store_id,
    );
    expect(own, "the seller's own store").toBeDefined();

    await webhook(pathao.event('picked', made));
    expect((await call(seller, 'GET', `/orders/${orderId}`)).json().status).toBe('cod_handed_over');
    await webhook(pathao.event('delivered', made));
    const delivered = (await call(buyer, 'GET', `/orders/${orderId}`)).json();
    expect(delivered.status).toBe('handed_over');
    expect(delivered.delivery.parcelStatus).toBe('delivered');
  });

  it('when Pathao answers 503 to the poll, then nothing moves and the next round asks again, as with Steadfast', async () => {
    const o = order();
    await book(o);
    const made = atPathao(o.orderId);
    pathao.setSlug(made.consignmentId, 'Picked');
    const later = new Date(Date.now() + 2 * 3600_000);
    pathao.setMode('fail');
    expect(await pollQuietParcels(ctx.db, courier(), 3600_000, later)).toBeGreaterThanOrEqual(1);
    expect((await parcelOf(o.orderId))!.status).toBe('booked');
    pathao.setMode('ok');
    await pollQuietParcels(ctx.db, courier(), 3600_000, later);
    expect((await parcelOf(o.orderId))!.status).toBe('picked_up');
  });

  it('when webhooks stop, then the poll reads the order info by consignment id and the parcel moves', async () => {
    const o = order();
    await book(o);
    const made = atPathao(o.orderId);
    pathao.setSlug(made.consignmentId, 'Delivered');
    const later = new Date(Date.now() + 2 * 3600_000);
    expect(await pollQuietParcels(ctx.db, courier(), 3600_000, later)).toBeGreaterThanOrEqual(1);
    expect((await parcelOf(o.orderId))!.status).toBe('delivered');
    expect(pathao.calls.some((c) => c.path === `/orders/${made.consignmentId}/info`)).toBe(true);
  });

  describe("the seller's own pickup store (decision 475)", () => {
    const storeRows = (sellerId: string) =>
      ctx.db.selectFrom('courier_stores').selectAll().where('seller_id', '=', sellerId).execute();
    const from = (sellerId: string, location: string, contact: string | null = '01711000000') => ({
      sellerId,
      name: 'Nasrin Akter',
      location,
      contact,
    });

    it("when a seller's second parcel is booked, then it is picked up from the store their first one made", async () => {
      const seller = await createUser(ctx, { role: 'Seller' });
      const storesBefore = pathao.stores.length;
      const first = order();
      const second = order();
      await bookParcel(ctx.db, courier(), TIMEOUT, { ...first, from: from(seller.user._id, 'Dhaka') });
      await bookParcel(ctx.db, courier(), TIMEOUT, { ...second, from: from(seller.user._id, 'Dhaka') });
      expect(pathao.stores.length - storesBefore).toBe(1);
      const store = pathao.stores.at(-1)!;
      // Pathao's store fields, from the listing's place and contact.
      expect(store.body).toEqual({
        name: `BoiBazar ${seller.user._id.slice(0, 12)} Dhaka`,
        contact_name: 'Nasrin Akter',
        contact_number: '01711000000',
        address: 'Dhaka, Bangladesh',
        city_id: 1,
        zone_id: 298,
        area_id: 37,
      });
      expect(atPathao(first.orderId).body.store_id).toBe(store.storeId);
      expect(atPathao(second.orderId).body.store_id).toBe(store.storeId);
      expect(await storeRows(seller.user._id)).toEqual([
        expect.objectContaining({ courier: 'pathao', district: 'Dhaka', store_id: String(store.storeId) }),
      ]);
      // The buyer's fee is priced from that store from now on.
      const plans = pathao.calls.filter((c) => c.path === '/merchant/price-plan').length;
      await courier().quote({
        fromDistrict: 'Dhaka',
        toDistrict: 'Rajshahi',
        weightKg: 0.5,
        storeId: String(store.storeId),
      });
      expect(pathao.calls.filter((c) => c.path === '/merchant/price-plan')).toHaveLength(plans + 1);
      expect(pathao.calls.at(-1)!.body).toMatchObject({ store_id: store.storeId });
    });

    it('when two sellers in different districts book, then each has a store of their own, from their own address', async () => {
      const dhaka = await createUser(ctx, { role: 'Seller' });
      const rajshahi = await createUser(ctx, { role: 'Seller' });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/me/addresses',
        headers: rajshahi.auth,
        payload: {
          name: 'Karim Ali',
          phone: '01811000333',
          district: 'Rajshahi',
          thana: 'Boalia',
          area: 'Kazla',
          line: 'House 4, Road 9',
        },
      });
      const a = order();
      const b = order();
      await bookParcel(ctx.db, courier(), TIMEOUT, { ...a, from: from(dhaka.user._id, 'Dhaka') });
      await bookParcel(ctx.db, courier(), TIMEOUT, { ...b, from: from(rajshahi.user._id, 'Rajshahi', null) });
      const storeA = atPathao(a.orderId).body.store_id;
      const storeB = atPathao(b.orderId).body.store_id;
      expect(storeA).not.toBe(storeB);
      expect(storeB).not.toBe(PATHAO_TEST_CREDENTIALS.storeId);
      expect(pathao.stores.find((st) => st.storeId === storeB)!.body).toMatchObject({
        contact_name: 'Karim Ali',
        contact_number: '01811000333',
        address: 'House 4, Road 9, Kazla, Boalia, Rajshahi',
        city_id: 4,
        area_id: 3,
      });
      expect((await storeRows(rajshahi.user._id))[0]).toMatchObject({ district: 'Rajshahi' });
    });

    it('when Pathao will not make the store, then no consignment is made, the seller reads why, and a later try books once', async () => {
      const seller = await createUser(ctx, { role: 'Seller' });
      const o = order();
      pathao.storeMode = 'refuse';
      try {
        await expect(
          bookParcel(ctx.db, courier(), TIMEOUT, { ...o, from: from(seller.user._id, 'Dhaka') }),
        ).rejects.toMatchObject({
          code: 'COURIER_REFUSED',
          message:
            'The courier could not register your pickup address; check the phone and address on your listing and your saved addresses, then try again',
        });
      } finally {
        pathao.storeMode = 'ok';
      }
      expect(await parcelOf(o.orderId)).toBeUndefined();
      expect(ordersAtPathao(o.orderId)).toBe(0);
      expect(await storeRows(seller.user._id)).toEqual([]);

      const booked = await bookParcel(ctx.db, courier(), TIMEOUT, {
        ...o,
        from: from(seller.user._id, 'Dhaka'),
      });
      expect(booked.status).toBe('booked');
      expect(ordersAtPathao(o.orderId)).toBe(1);
      expect(await storeRows(seller.user._id)).toHaveLength(1);
    });

    it("when the listing's contact is written as people write it (+880, Bangla digits, dashes), then the store has the number in its one form", async () => {
      const seller = await createUser(ctx, { role: 'Seller' });
      const o = order();
      await bookParcel(ctx.db, courier(), TIMEOUT, {
        ...o,
        from: from(seller.user._id, 'Dhaka', '+৮৮০ ১৭১১-০০০০০০'),
      });
      const store = pathao.stores.find((st) => st.storeId === atPathao(o.orderId).body.store_id);
      expect(store?.body).toMatchObject({ contact_number: '01711000000' });
    });

    it('when the seller has no mobile number on the listing or an address there, then the default store picks it up', async () => {
      const seller = await createUser(ctx, { role: 'Seller' });
      const o = order();
      const before = pathao.stores.length;
      await bookParcel(ctx.db, courier(), TIMEOUT, { ...o, from: from(seller.user._id, 'Dhaka', 'call me') });
      expect(pathao.stores.length).toBe(before);
      expect(atPathao(o.orderId).body.store_id).toBe(PATHAO_TEST_CREDENTIALS.storeId);
    });
  });
});
