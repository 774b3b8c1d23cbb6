// Home delivery by courier on an order (issue 27, decision 310): the buyer chooses it at booking, the fee
// is the server's quote, the buyer pays book + delivery, and the ledger owes the fee to the courier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierSandbox } from '../../courier-sandbox/sandbox-server.ts';
import { RAJSHAHI_ADDRESS as RAJSHAHI, sandboxReportingTo } from '../../../test/courier.ts';
import { clientSecretFor, confirmCard, intentIdOf, pay } from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  runLater,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('home delivery on an order', () => {
  let ctx: TestContext;
  let sandbox: CourierSandbox;
  let admin: TestUser;
  beforeAll(async () => {
    sandbox = await sandboxReportingTo(() => ctx.app);
    ctx = await createTestApp({ COURIER_BASE_URL: sandbox.baseUrl, COURIER_POLL_AFTER: '1h' });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

  /** A Dhaka seller's book booked by a Rajshahi buyer for home delivery. */
  async function homeBooking(resale = 450) {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale });
    const address = (await call(buyer, 'POST', '/me/addresses', RAJSHAHI)).json()._id as string;
    const quote = (
      await call(buyer, 'GET', `/delivery/quote?bookId=${listing._id}&addressId=${address}`)
    ).json();
    const booked = await call(buyer, 'POST', '/bookings', {
      productId: listing._id,
      phone: '01711000111',
      location: 'Rajshahi',
      delivery: 'home',
      addressId: address,
      // Whatever the client says, the server computes the fee.
      deliveryFee: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return {
      seller,
      buyer,
      bookId: listing._id,
      address,
      quote,
      orderId: booked.json().insertedId as string,
    };
  }

  async function payByCard(buyer: TestUser, orderId: string) {
    const secret = await clientSecretFor(ctx, buyer, orderId);
    expect((await confirmCard(ctx, buyer, secret)).statusCode).toBe(200);
    const paid = await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId });
    expect(paid.statusCode, paid.body).toBe(200);
    return intentIdOf(secret);
  }

  const summary = async () => (await call(admin, 'GET', '/admin/ledger/summary')).json();
  const classBalance = (s: { classes: { class: string; balance: number }[] }, cls: string) =>
    s.classes.find((c) => c.class === cls)?.balance ?? 0;

  it('when a buyer books with home delivery, then the order keeps the server quote and an address copy, and the card pays book + delivery with the fee owed to the courier', async () => {
    const { buyer, seller, orderId, quote } = await homeBooking(450);
    expect(quote.fee).toBeGreaterThan(0);
    const order = (await call(buyer, 'GET', `/orders/${orderId}`)).json();
    expect(order.price).toBe(450);
    expect(order.delivery).toMatchObject({
      method: 'home',
      fee: quote.fee,
      total: 450 + quote.fee,
      address: { name: 'Rahim Uddin', district: 'Rajshahi', line: 'House 12, Road 3' },
      parcelStatus: null,
    });
    // The seller sees where to send it.
    const sellerView = (await call(seller, 'GET', `/orders/${orderId}`)).json();
    expect(sellerView.delivery.address.district).toBe('Rajshahi');

    const before = await summary();
    const intentId = await payByCard(buyer, orderId);
    const intent = await ctx.db
      .selectFrom('payment_intents')
      .select('amount')
      .where('id', '=', intentId)
      .executeTakeFirstOrThrow();
    expect(Number(intent.amount)).toBe((450 + quote.fee) * 100);
    const after = await summary();
    expect(after.balanced).toBe(true);
    expect(after.moneyReceived - before.moneyReceived).toBe(450 + quote.fee);
    expect(classBalance(after, 'courier_payable') - classBalance(before, 'courier_payable')).toBe(quote.fee);
    expect(classBalance(after, 'held') - classBalance(before, 'held')).toBe(450);
  });

  it('when the buyer books without a delivery choice, then it is a meet-up as before, with no fee', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 200 });
    const booked = await call(buyer, 'POST', '/bookings', {
      productId: listing._id,
      phone: '',
      location: '',
    });
    expect(booked.statusCode).toBe(201);
    const order = (await call(buyer, 'GET', `/orders/${booked.json().insertedId}`)).json();
    expect(order.delivery).toMatchObject({ method: 'meetup', fee: 0, total: 200, address: null });
  });

  it("when home delivery names no address, or someone else's, then it is refused and nothing is booked", async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const stranger = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 200 });
    const theirs = (await call(stranger, 'POST', '/me/addresses', RAJSHAHI)).json()._id;
    const none = await call(buyer, 'POST', '/bookings', { productId: listing._id, delivery: 'home' });
    expect(none.statusCode).toBe(400);
    const other = await call(buyer, 'POST', '/bookings', {
      productId: listing._id,
      delivery: 'home',
      addressId: theirs,
    });
    expect(other.statusCode).toBe(404);
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('book_id', '=', listing._id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('when the seller declines a paid home-delivery order, then the buyer gets book + delivery back and the ledger balances', async () => {
    const { buyer, seller, orderId, quote } = await homeBooking(300);
    await payByCard(buyer, orderId);
    const before = await summary();
    const declined = await call(seller, 'POST', `/orders/${orderId}/decline`, { reason: 'Lost the book' });
    expect(declined.statusCode, declined.body).toBe(200);
    const after = await summary();
    expect(after.balanced).toBe(true);
    expect(classBalance(after, 'refunds') - classBalance(before, 'refunds')).toBe(300 + quote.fee);
    expect(classBalance(after, 'courier_payable') - classBalance(before, 'courier_payable')).toBe(-quote.fee);
    const refund = await ctx.db
      .selectFrom('refunds')
      .select('amount')
      .where('booking_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(refund.amount)).toBe(300 + quote.fee);
  });

  async function bookPickup(seller: TestUser, orderId: string) {
    const res = await call(seller, 'POST', `/orders/${orderId}/parcel`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { consignmentId: string; trackingCode: string; codAmount: number; status: string };
  }
  const statusOf = async (user: TestUser, orderId: string) =>
    (await call(user, 'GET', `/orders/${orderId}`)).json();

  it('when the seller books the pickup, then only they can, the label carries both addresses and a Code 128 barcode, and the buyer and seller see the timeline; someone else is refused', async () => {
    const { buyer, seller, orderId } = await homeBooking(350);
    const early = await call(seller, 'POST', `/orders/${orderId}/parcel`);
    expect(early.statusCode).toBe(409); // not paid yet
    await payByCard(buyer, orderId);
    expect((await call(buyer, 'POST', `/orders/${orderId}/parcel`)).statusCode).toBe(403);
    const stranger = await createUser(ctx);
    expect((await call(stranger, 'POST', `/orders/${orderId}/parcel`)).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/orders/${orderId}/parcel`)).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/orders/${orderId}/label`)).statusCode).toBe(403);

    const parcel = await bookPickup(seller, orderId);
    expect(parcel.status).toBe('booked');
    expect(parcel.codAmount).toBe(0); // prepaid
    expect(parcel.trackingCode).toBeTruthy();
    // Again: the same parcel, one consignment.
    const again = await bookPickup(seller, orderId);
    expect(again.consignmentId).toBe(parcel.consignmentId);
    expect(sandbox.parcels().filter((p) => p.invoice.startsWith(orderId))).toHaveLength(1);

    const label = await call(seller, 'GET', `/orders/${orderId}/label`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toMatch(/text\/html/);
    expect(label.body).toContain(orderId);
    expect(label.body).toContain('House 12, Road 3, Shaheb Bazar, Boalia, Rajshahi');
    expect(label.body).toContain('Dhaka');
    expect(label.body).toMatch(/<svg[^>]*viewBox/);
    expect(label.body).toContain(`Tracking code ${parcel.trackingCode}`);
    // The Bangla headings in Noto Sans Bengali, from this server at an absolute address (the label opens
    // from a blob: address), under the page's CSP; both weights answer as fonts.
    const origin = ctx.app.publicOrigin();
    const faces = [
      ...label.body.matchAll(/@font-face\{font-family:'Noto Sans Bengali';[^}]*url\('([^']+)'\)/g),
    ];
    expect(faces.map((f) => f[1])).toEqual([
      `${origin}/fonts/noto-sans-bengali-400.woff2`,
      `${origin}/fonts/noto-sans-bengali-700.woff2`,
    ]);
    expect(label.body).toMatch(/body\{font-family:'Noto Sans Bengali'/);
    expect(label.headers['content-security-policy']).toMatch(/font-src 'self'/);
    for (const [, url] of faces) {
      const font = await ctx.app.inject({ method: 'GET', url: url!.slice(origin.length) });
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    expect((await call(buyer, 'GET', `/orders/${orderId}/label`)).statusCode).toBe(403);

    const tracking = await call(buyer, 'GET', `/orders/${orderId}/parcel`);
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json().timeline.length).toBeGreaterThan(0);
    expect((await statusOf(buyer, orderId)).delivery.parcelStatus).toBe('booked');
  });

  it('when the seller reads Bangla, then the label’s title, courier and tracking code’s name are in Bangla (decision 475)', async () => {
    const { buyer, seller, orderId } = await homeBooking(360);
    await payByCard(buyer, orderId);
    const parcel = await bookPickup(seller, orderId);
    const english = (await call(seller, 'GET', `/orders/${orderId}/label`)).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(`<title>BoiBazar parcel ${orderId}</title>`);
    expect(english).toContain('<h1>BoiBazar · BoiBazar sandbox</h1>');
    expect(english).toContain(`aria-label="Tracking code ${parcel.trackingCode}"`);

    expect((await call(seller, 'PUT', '/me/language', { language: 'bn' })).statusCode).toBe(200);
    const bangla = (await call(seller, 'GET', `/orders/${orderId}/label`)).body;
    expect(bangla).toContain('<html lang="bn">');
    expect(bangla).toContain(`<title>বইবাজার পার্সেল ${orderId}</title>`);
    expect(bangla).toContain('<h1>বইবাজার · বইবাজার স্যান্ডবক্স</h1>');
    expect(bangla).toContain(`aria-label="ট্র্যাকিং কোড ${parcel.trackingCode}"`);
    expect(bangla).not.toContain('Tracking code');
    // The admin opening it reads the seller's label.
    expect((await call(admin, 'GET', `/orders/${orderId}/label`)).body).toContain('বইবাজার পার্সেল');
  });

  it('when the courier picks the parcel up, then the order is handed over with the buyer’s window running; delivered shows on the order; the buyer confirms and it completes', async () => {
    const { buyer, seller, orderId } = await homeBooking(400);
    await payByCard(buyer, orderId);
    const parcel = await bookPickup(seller, orderId);
    await sandbox.advance(parcel.consignmentId, 'picked_up');
    const handed = await statusOf(buyer, orderId);
    expect(handed.status).toBe('handed_over');
    expect(handed.autoCompleteAt).not.toBeNull();
    expect(handed.handover).toMatchObject({ method: 'courier', trackingNumber: parcel.trackingCode });
    // Cancelling after pickup is refused.
    expect((await call(seller, 'DELETE', `/orders/${orderId}/parcel`)).statusCode).toBe(409);
    await sandbox.advance(parcel.consignmentId, 'delivered');
    const delivered = await statusOf(buyer, orderId);
    expect(delivered.delivery.parcelStatus).toBe('delivered');
    expect(delivered.status).toBe('handed_over');
    // Both hear of it (English here; the Bangla template is checked by the notifications tests).
    const news = (await call(buyer, 'GET', '/notifications')).json();
    const items = Array.isArray(news) ? news : news.items;
    expect(JSON.stringify(items)).toContain('was delivered');
    const bn = await ctx.app.inject({
      url: '/api/notifications',
      headers: { ...seller.auth, 'accept-language': 'bn' },
    });
    expect(bn.body).toContain('পৌঁছে গেছে');
    const received = await call(buyer, 'POST', `/orders/${orderId}/received`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().status).toBe('completed');
    expect((await summary()).balanced).toBe(true);
  });

  it('when a prepaid parcel comes back, then the buyer is refunded the price minus the delivery fee, which stays owed to the courier', async () => {
    const { buyer, seller, orderId, quote } = await homeBooking(500);
    await payByCard(buyer, orderId);
    const parcel = await bookPickup(seller, orderId);
    await sandbox.advance(parcel.consignmentId, 'picked_up');
    const before = await summary();
    await sandbox.advance(parcel.consignmentId, 'returned');
    const order = await statusOf(buyer, orderId);
    expect(order.status).toBe('refunded');
    expect(order.refund).toMatchObject({ amount: 500 });
    const refund = await ctx.db
      .selectFrom('refunds')
      .select('amount')
      .where('booking_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(refund.amount)).toBe(500); // paid 500 + fee, refunded all but the fee
    const after = await summary();
    expect(after.balanced).toBe(true);
    expect(classBalance(after, 'refunds') - classBalance(before, 'refunds')).toBe(500);
    expect(classBalance(after, 'courier_payable') - classBalance(before, 'courier_payable')).toBe(0);
    expect(quote.fee).toBeGreaterThan(0);
  });

  it('when a cash-on-delivery parcel is booked, then the courier collects book + delivery; when it comes back, the order is cancelled', async () => {
    const { buyer, seller, bookId, orderId, quote } = await homeBooking(250);
    // The seller allows cash on delivery, the buyer places it.
    const allowed = await call(seller, 'PATCH', `/books/${bookId}`, { cashOnDelivery: true });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const placed = await call(buyer, 'POST', `/orders/${orderId}/cash-on-delivery`);
    expect(placed.statusCode, placed.body).toBe(200);
    const parcel = await bookPickup(seller, orderId);
    expect(parcel.codAmount).toBe(250 + quote.fee);
    await sandbox.advance(parcel.consignmentId, 'picked_up');
    expect((await statusOf(seller, orderId)).status).toBe('cod_handed_over');
    await sandbox.advance(parcel.consignmentId, 'returned');
    const order = await statusOf(seller, orderId);
    expect(order.status).toBe('cancelled');
    expect(order.delivery.parcelStatus).toBe('returned');
  });

  it('when the courier delivers a cash-on-delivery parcel, then book + delivery are owed by the courier, the price is held for the seller, and the seller’s share becomes available when the buyer confirms', async () => {
    const { buyer, seller, bookId, orderId, quote } = await homeBooking(600);
    expect((await call(seller, 'PATCH', `/books/${bookId}`, { cashOnDelivery: true })).statusCode).toBe(200);
    expect((await call(buyer, 'POST', `/orders/${orderId}/cash-on-delivery`)).statusCode).toBe(200);
    const parcel = await bookPickup(seller, orderId);
    await sandbox.advance(parcel.consignmentId, 'picked_up');
    const handed = await statusOf(seller, orderId);
    expect(handed.status).toBe('cod_handed_over');
    // The courier collects the cash: the seller has no cash step on a home delivery.
    expect(handed.actions).not.toContain('cash_collected');
    expect(handed.actions).not.toContain('cod_refused');
    const own = await call(seller, 'POST', `/orders/${orderId}/cash-collected`);
    expect(own.statusCode, own.body).toBe(409);

    const before = await summary();
    await sandbox.advance(parcel.consignmentId, 'delivered');
    const delivered = await statusOf(buyer, orderId);
    expect(delivered.status).toBe('handed_over');
    expect(delivered.delivery.parcelStatus).toBe('delivered');
    expect(delivered.autoCompleteAt).not.toBeNull();
    expect(delivered.actions).toEqual(expect.arrayContaining(['received', 'dispute']));
    const after = await summary();
    expect(after.balanced).toBe(true);
    expect(classBalance(after, 'courier_receivable') - classBalance(before, 'courier_receivable')).toBe(
      -(600 + quote.fee),
    );
    expect(classBalance(after, 'held') - classBalance(before, 'held')).toBe(600);
    expect(classBalance(after, 'courier_payable') - classBalance(before, 'courier_payable')).toBe(quote.fee);
    expect(after.moneyReceived - before.moneyReceived).toBe(600 + quote.fee);
    // The seller's own cash is not recorded: nothing went through cod_collected.
    expect(classBalance(after, 'cod_collected')).toBe(classBalance(before, 'cod_collected'));
    // A replayed report changes nothing.
    await sandbox.advance(parcel.consignmentId, 'delivered').catch(() => undefined);
    expect(classBalance(await summary(), 'courier_receivable')).toBe(
      classBalance(after, 'courier_receivable'),
    );

    const balanceBefore = (await call(seller, 'GET', '/me/balance')).json();
    const received = await call(buyer, 'POST', `/orders/${orderId}/received`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().status).toBe('completed');
    const balanceAfter = (await call(seller, 'GET', '/me/balance')).json();
    const fee = received.json().platformFee as number;
    expect(fee).toBeGreaterThan(0);
    expect(balanceAfter.available - balanceBefore.available).toBe(600 - fee);
    expect((await summary()).balanced).toBe(true);
  });

  it('when the courier reports a prepaid parcel lost, then a dispute is opened for the buyer and the money stays held', async () => {
    const { buyer, seller, orderId } = await homeBooking(480);
    await payByCard(buyer, orderId);
    const parcel = await bookPickup(seller, orderId);
    await sandbox.advance(parcel.consignmentId, 'picked_up');
    const before = await summary();
    await sandbox.advance(parcel.consignmentId, 'lost');
    const order = await statusOf(buyer, orderId);
    expect(order.status).toBe('disputed');
    expect(order.delivery.parcelStatus).toBe('lost');
    expect(JSON.stringify(order.timeline ?? order)).toContain('The courier reports the parcel lost');
    const after = await summary();
    expect(classBalance(after, 'held')).toBe(classBalance(before, 'held'));
    expect(classBalance(after, 'refunds')).toBe(classBalance(before, 'refunds'));
    // The admin sees it among the disputes.
    const disputes = (await call(admin, 'GET', '/admin/disputes')).json();
    expect(JSON.stringify(disputes)).toContain(orderId);
  });

  /** A Dhaka seller's book placed for cash on delivery by a Rajshahi buyer, its pickup booked. */
  async function codParcel(resale: number) {
    const booking = await homeBooking(resale);
    const { buyer, seller, bookId, orderId } = booking;
    expect((await call(seller, 'PATCH', `/books/${bookId}`, { cashOnDelivery: true })).statusCode).toBe(200);
    expect((await call(buyer, 'POST', `/orders/${orderId}/cash-on-delivery`)).statusCode).toBe(200);
    return { ...booking, parcel: await bookPickup(seller, orderId) };
  }
  const noticesOf = (user: TestUser, template: string) =>
    ctx.db
      .selectFrom('notifications')
      .select(['template', 'params'])
      .where('user_id', '=', user.user._id)
      .where('template', '=', template)
      .execute();
  const chooseLanguage = async (user: TestUser, language: 'en' | 'bn') =>
    expect((await call(user, 'PUT', '/me/language', { language })).statusCode).toBe(200);
  const notificationsOf = async (user: TestUser) =>
    (await call(user, 'GET', '/notifications')).json() as { title: string; body: string; link: string }[];

  it('when the courier collects a cash-on-delivery parcel’s cash, then the seller is told once, with the amount and their share after the buyer’s window, in English and in Bangla', async () => {
    const { buyer, seller, orderId, parcel, quote } = await codParcel(640);
    await sandbox.advance(parcel.consignmentId, 'picked_up');
    await sandbox.advance(parcel.consignmentId, 'delivered');
    // A replayed report writes nothing more.
    await sandbox.advance(parcel.consignmentId, 'delivered').catch(() => undefined);
    const order = await statusOf(seller, orderId);
    expect(order.status).toBe('handed_over');
    const fee = order.platformFee as number;
    expect(fee).toBeGreaterThan(0);

    const stored = await noticesOf(seller, 'order.courier_collected');
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.params)).toMatchObject({
      orderId,
      price: 640,
      deliveryFee: quote.fee,
      platformFee: fee,
      as: 'seller',
    });
    // The seller hears of the cash instead of a second "delivered"; the buyer only of the delivery.
    expect(await noticesOf(seller, 'order.parcel_delivered')).toHaveLength(0);
    expect(await noticesOf(buyer, 'order.courier_collected')).toHaveLength(0);
    expect(await noticesOf(buyer, 'order.parcel_delivered')).toHaveLength(1);

    const book = order.bookName as string;
    const [english] = await notificationsOf(seller);
    expect(english).toMatchObject({
      title: `The courier collected your cash for ${book}`,
      body: `The courier delivered ${book} and collected ${640 + quote.fee} Taka at the door (the book 640 Taka, delivery ${quote.fee} Taka). You receive ${640 - fee} Taka (the price less BoiBazar's fee of ${fee} Taka) when the buyer confirms, or when their time to report a problem ends.`,
      link: `/dashboard/orders/${orderId}`,
    });
    await chooseLanguage(seller, 'bn');
    const [bangla] = await notificationsOf(seller);
    const bn = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    expect(bangla!.title).toBe(`কুরিয়ার ${book}-এর নগদ টাকা সংগ্রহ করেছে`);
    expect(bangla!.body).toContain(`দরজায় ৳${bn(640 + quote.fee)} নিয়েছে`);
    expect(bangla!.body).toContain(`আপনি পাবেন ৳${bn(640 - fee)}`);
  });

  it('when the courier loses a cash-on-delivery parcel before delivery, then the order ends lost with nothing owed, both are told, and the admin records the courier’s compensation to the seller once (decision 431)', async () => {
    const { buyer, seller, orderId, parcel, bookId } = await codParcel(700);
    await sandbox.advance(parcel.consignmentId, 'picked_up');
    const before = await summary();
    await sandbox.advance(parcel.consignmentId, 'lost');
    const lost = await statusOf(buyer, orderId);
    expect(lost.status).toBe('lost');
    expect(lost.delivery.parcelStatus).toBe('lost');
    expect(lost.actions).toEqual([]);
    expect(lost.courierCompensation).toBeNull();
    expect(JSON.stringify(lost.timeline)).toContain('The courier reports the parcel lost');
    // Nothing was collected: no money moved, the buyer owes nothing and no cash reminder is left.
    const after = await summary();
    expect(after.balanced).toBe(true);
    expect(after.moneyReceived).toBe(before.moneyReceived);
    expect(classBalance(after, 'courier_receivable')).toBe(classBalance(before, 'courier_receivable'));
    const reminders = await ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'orders.cash-reminder')
      .where('dedupe_key', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
    expect(reminders).toEqual([]);
    // The book went with the courier: it is not on sale again.
    const book = await ctx.db
      .selectFrom('books')
      .select('is_sold')
      .where('id', '=', bookId)
      .executeTakeFirstOrThrow();
    expect(Number(book.is_sold)).toBe(1);
    expect(await noticesOf(buyer, 'order.parcel_lost')).toHaveLength(1);
    expect(await noticesOf(seller, 'order.parcel_lost')).toHaveLength(1);
    const [toBuyer] = await notificationsOf(buyer);
    expect(toBuyer!.body).toContain('You pay nothing.');
    // A later report changes nothing.
    await sandbox.advance(parcel.consignmentId, 'delivered').catch(() => undefined);
    expect((await statusOf(buyer, orderId)).status).toBe('lost');

    const url = `/admin/orders/${orderId}/courier-compensation`;
    expect((await call(seller, 'POST', url, { amount: 500 })).statusCode).toBe(403);
    expect((await call(admin, 'POST', url, { amount: 0 })).statusCode).toBe(400);
    expect((await call(admin, 'POST', url, { amount: 12.5 })).statusCode).toBe(400);
    const tooMuch = await call(admin, 'POST', url, { amount: 701 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe("The compensation cannot exceed the book's price of 700 Taka");
    expect(classBalance(await summary(), 'available')).toBe(classBalance(after, 'available'));

    const balanceBefore = (await call(seller, 'GET', '/me/balance')).json();
    const paid = await call(admin, 'POST', url, { amount: 650 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('lost');
    expect(paid.json().courierCompensation).toMatchObject({ amount: 650 });
    const balanceAfter = (await call(seller, 'GET', '/me/balance')).json();
    expect(balanceAfter.available - balanceBefore.available).toBe(650);
    const compensated = await summary();
    expect(compensated.balanced).toBe(true);
    expect(classBalance(compensated, 'courier_receivable') - classBalance(after, 'courier_receivable')).toBe(
      -650,
    );
    expect(compensated.moneyReceived - after.moneyReceived).toBe(650);
    expect(await noticesOf(seller, 'order.courier_compensated')).toHaveLength(1);
    expect((await statusOf(seller, orderId)).courierCompensation).toMatchObject({ amount: 650 });

    const again = await call(admin, 'POST', url, { amount: 650 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("The courier's compensation for this order is already recorded");
    expect(classBalance(await summary(), 'available')).toBe(classBalance(compensated, 'available'));

    // An order the courier did not lose is not compensated.
    const other = await codParcel(300);
    const refused = await call(admin, 'POST', `/admin/orders/${other.orderId}/courier-compensation`, {
      amount: 100,
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (await call(admin, 'POST', '/admin/orders/nope/courier-compensation', { amount: 1 })).statusCode,
    ).toBe(404);
  });

  it('when a dispute over a cash-on-delivery parcel is decided for the buyer, then the refund is owed by hand, balances, and the admin records it sent once (decision 416)', async () => {
    const { buyer, seller, bookId, orderId } = await homeBooking(520);
    expect((await call(seller, 'PATCH', `/books/${bookId}`, { cashOnDelivery: true })).statusCode).toBe(200);
    expect((await call(buyer, 'POST', `/orders/${orderId}/cash-on-delivery`)).statusCode).toBe(200);
    const parcel = await bookPickup(seller, orderId);
    await sandbox.advance(parcel.consignmentId, 'picked_up');
    await sandbox.advance(parcel.consignmentId, 'delivered');
    expect(
      (await call(buyer, 'POST', `/orders/${orderId}/dispute`, { reason: 'Torn cover' })).statusCode,
    ).toBe(200);
    const before = await summary();
    // Was 409 and rolled back: the cash paid at the door had no payment to refund.
    const resolved = await call(admin, 'POST', `/admin/orders/${orderId}/resolve`, { outcome: 'refund' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().status).toBe('refunded');
    expect(resolved.json().refund).toMatchObject({ amount: 520, status: 'pending', byHand: true });
    const after = await summary();
    expect(after.balanced).toBe(true);
    expect(classBalance(after, 'refunds') - classBalance(before, 'refunds')).toBe(520);
    expect(classBalance(after, 'held') - classBalance(before, 'held')).toBe(-520);
    // No provider sends it: no refund job.
    const jobs = await ctx.db
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', 'payments.send-refund')
      .where('dedupe_key', '=', orderId)
      .execute();
    expect(jobs).toEqual([]);

    // Only the admin records it, with a reference, once.
    expect(
      (await call(seller, 'POST', `/admin/orders/${orderId}/refund-sent`, { reference: 'X1' })).statusCode,
    ).toBe(403);
    const empty = await call(admin, 'POST', `/admin/orders/${orderId}/refund-sent`, { reference: ' ' });
    expect(empty.statusCode).toBe(400);
    const sent = await call(admin, 'POST', `/admin/orders/${orderId}/refund-sent`, {
      reference: 'BKASH-9Q1',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().refund).toMatchObject({ amount: 520, status: 'succeeded', byHand: true });
    expect(JSON.stringify(sent.json().timeline)).toContain('BKASH-9Q1');
    const again = await call(admin, 'POST', `/admin/orders/${orderId}/refund-sent`, {
      reference: 'BKASH-9Q1',
    });
    expect(again.statusCode).toBe(409);
    expect((await summary()).balanced).toBe(true);
    // The buyer sees it sent.
    expect((await statusOf(buyer, orderId)).refund).toMatchObject({ status: 'succeeded', byHand: true });

    // A card refund is the provider's: it cannot be marked sent by hand.
    const card = await homeBooking(300);
    await payByCard(card.buyer, card.orderId);
    expect(
      (await call(card.seller, 'POST', `/orders/${card.orderId}/decline`, { reason: 'Gone' })).statusCode,
    ).toBe(200);
    const byHand = await call(admin, 'POST', `/admin/orders/${card.orderId}/refund-sent`, { reference: 'X' });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error.message).toBe(
      'This refund goes back through the payment provider, not by hand',
    );
  });

  it('when the seller cancels the pickup before the courier comes, then the parcel is cancelled and can be booked again', async () => {
    const { buyer, seller, orderId } = await homeBooking(300);
    await payByCard(buyer, orderId);
    await bookPickup(seller, orderId);
    expect((await call(buyer, 'DELETE', `/orders/${orderId}/parcel`)).statusCode).toBe(403);
    const cancelled = await call(seller, 'DELETE', `/orders/${orderId}/parcel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const rebooked = await bookPickup(seller, orderId);
    expect(rebooked.status).toBe('booked');
    expect((await statusOf(buyer, orderId)).status).toBe('paid');
  });

  it('when the seller declines a paid order whose pickup is booked, then the consignment is cancelled with the courier and the buyer refunded book + delivery', async () => {
    const { buyer, seller, orderId, quote } = await homeBooking(320);
    await payByCard(buyer, orderId);
    const parcel = await bookPickup(seller, orderId);
    const before = await summary();
    const declined = await call(seller, 'POST', `/orders/${orderId}/decline`, { reason: 'Torn cover' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(sandbox.parcel(parcel.consignmentId)?.cancelled).toBe(true);
    const tracking = (await call(buyer, 'GET', `/orders/${orderId}/parcel`)).json();
    expect(tracking.status).toBe('cancelled');
    expect((await statusOf(buyer, orderId)).delivery.parcelStatus).toBe('cancelled');
    const after = await summary();
    expect(after.balanced).toBe(true);
    expect(classBalance(after, 'refunds') - classBalance(before, 'refunds')).toBe(320 + quote.fee);
    // A late pickup report for the cancelled parcel moves nothing.
    await sandbox.advance(parcel.consignmentId, 'picked_up').catch(() => undefined);
    expect((await statusOf(buyer, orderId)).status).toBe('declined');
  });

  it('when a cash-on-delivery order with a booked pickup is cancelled, then the consignment is cancelled with the courier', async () => {
    const { buyer, seller, bookId, orderId } = await homeBooking(260);
    expect((await call(seller, 'PATCH', `/books/${bookId}`, { cashOnDelivery: true })).statusCode).toBe(200);
    expect((await call(buyer, 'POST', `/orders/${orderId}/cash-on-delivery`)).statusCode).toBe(200);
    const parcel = await bookPickup(seller, orderId);
    const cancelled = await call(buyer, 'PUT', `/bookings/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await statusOf(buyer, orderId)).status).toBe('cancelled');
    expect(sandbox.parcel(parcel.consignmentId)?.cancelled).toBe(true);
    expect((await statusOf(seller, orderId)).delivery.parcelStatus).toBe('cancelled');
  });

  it('when the courier cannot answer as the order ends, then the parcel is cancelled when the jobs runner tries again', async () => {
    const { buyer, seller, orderId } = await homeBooking(330);
    await payByCard(buyer, orderId);
    const parcel = await bookPickup(seller, orderId);
    sandbox.setMode('fail');
    try {
      const declined = await call(seller, 'POST', `/orders/${orderId}/decline`, { reason: 'Sold at a fair' });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(sandbox.parcel(parcel.consignmentId)?.cancelled).toBeFalsy();
      expect((await statusOf(buyer, orderId)).delivery.parcelStatus).toBe('booked');
    } finally {
      sandbox.setMode('ok');
    }
    await runLater(ctx, '1h');
    expect(sandbox.parcel(parcel.consignmentId)?.cancelled).toBe(true);
    expect((await statusOf(buyer, orderId)).delivery.parcelStatus).toBe('cancelled');
  });

  it('when a meet-up order is asked for a parcel or a label, then it is refused', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 200 });
    const orderId = (await call(buyer, 'POST', '/bookings', { productId: listing._id })).json().insertedId;
    await payByCard(buyer, orderId);
    expect((await call(seller, 'POST', `/orders/${orderId}/parcel`)).statusCode).toBe(409);
    expect((await call(seller, 'GET', `/orders/${orderId}/label`)).statusCode).toBe(409);
  });
});
