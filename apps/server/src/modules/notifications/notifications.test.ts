import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTypes } from '@boibazar/shared/notifications';
import {
  bookOk,
  clientSecretFor,
  confirmCard,
  COURIER,
  intentIdOf,
  orderStep,
  pay,
} from '../../../test/checkout.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import {
  createBook,
  createTestApp,
  createUser,
  runLater,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { inTransaction, publish } from '../../events/index.ts';

const BATCH = 60_000;

describe('Notifications', () => {
  let ctx: TestContext;
  let smtp: SmtpTestServer;
  /** Moves the app's clock on by `by` and runs the jobs due by then. */
  const runJobsLater = (by: number | string) => {
    return runLater(ctx, by);
  };
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    ctx = await createTestApp({
      SMTP_URL: smtp.url,
      JOBS_POLL_INTERVAL: '0',
      JOBS_RETRY_BASE: '1s',
      MESSAGE_EMAIL_BATCH: '1m',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const notifications = async (user: TestUser, query = '') =>
    (await ctx.app.inject({ url: `/api/notifications${query}`, headers: user.auth })).json();
  const unread = async (user: TestUser) =>
    (await ctx.app.inject({ url: '/api/notifications/unread-count', headers: user.auth })).json().count;
  const markRead = (user: TestUser, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: user.auth, payload });
  const outboxTo = (email: string) =>
    ctx.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).execute();
  const delivered = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const setEmail = (user: TestUser, email: Record<string, boolean>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: user.auth,
      payload: { email },
    });

  it('when a buyer books a book, then its seller gets a booking notification and an email, the buyer neither', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { name: 'Nadia Buyer' });
    const book = await createBook(ctx, seller, { productName: 'Debi' });
    const orderId = await bookOk(ctx, buyer, book._id);

    const list = await notifications(seller);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'booking',
      title: 'New booking: Debi',
      body: expect.stringContaining('Nadia Buyer booked Debi'),
      link: `/dashboard/orders/${orderId}`,
      read: false,
    });
    expect(await unread(seller)).toBe(1);
    expect(await notifications(buyer)).toEqual([]);

    const [email] = await outboxTo(seller.user.email);
    expect(email).toMatchObject({ subject: 'New booking: Debi', status: 'queued' });
    await ctx.app.jobs.runDue();
    expect(delivered(seller.user.email)).toHaveLength(1);
    expect(delivered(seller.user.email)[0].raw).toContain('Nadia Buyer booked Debi');
    expect(delivered(buyer.user.email)).toHaveLength(0);
  });

  it('when notifications are marked read one by one or all at once, then only the caller’s own change', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const other = await createUser(ctx, { role: 'Seller' });
    for (let i = 0; i < 3; i += 1)
      await bookOk(ctx, await createUser(ctx), (await createBook(ctx, seller))._id);
    await bookOk(ctx, await createUser(ctx), (await createBook(ctx, other))._id);
    const list = await notifications(seller);
    expect(list).toHaveLength(3);

    const othersId = (await notifications(other))[0]._id;
    const foreign = await markRead(seller, { ids: [othersId] });
    expect(foreign.json()).toEqual({ modifiedCount: 0, unread: 3 });
    expect(await unread(other)).toBe(1);

    const one = await markRead(seller, { ids: [list[0]._id] });
    expect(one.json()).toEqual({ modifiedCount: 1, unread: 2 });
    expect((await notifications(seller, '?unread=1')).map((n: { _id: string }) => n._id)).toEqual([
      list[1]._id,
      list[2]._id,
    ]);
    const all = await markRead(seller, { all: true });
    expect(all.json()).toEqual({ modifiedCount: 2, unread: 0 });
    expect((await notifications(seller)).every((n: { read: boolean }) => n.read)).toBe(true);

    expect((await markRead(seller, {})).statusCode).toBe(400);
    expect((await markRead(seller, { ids: [] })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('when email is switched off for a type, then the notification still shows in the app but no email is written', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const defaults = await ctx.app.inject({ url: '/api/me/notification-preferences', headers: seller.auth });
    expect(defaults.json().email).toMatchObject({ booking: true, message: true, wishlist: false });
    const saved = await setEmail(seller, { booking: false });
    expect(saved.json().email).toMatchObject({ booking: false, payment: true });
    expect((await setEmail(seller, { nonsense: true } as Record<string, boolean>)).statusCode).toBe(200);
    expect(
      (await setEmail(seller, { booking: 'yes' } as unknown as Record<string, boolean>)).statusCode,
    ).toBe(400);

    await bookOk(ctx, await createUser(ctx), (await createBook(ctx, seller))._id);
    expect(await notifications(seller)).toHaveLength(1);
    expect(await outboxTo(seller.user.email)).toEqual([]);
  });

  it('when each role reads its email switches, then it is offered only the kinds that can reach it', async () => {
    const offered = async (user: TestUser) =>
      (await ctx.app.inject({ url: '/api/me/notification-preferences', headers: user.auth })).json().offered;
    expect(await offered(await createUser(ctx, { role: 'Seller' }))).toEqual([...notificationTypes]);
    const buyerOnly = ['payment', 'order', 'message', 'review', 'wishlist'];
    const buyer = await createUser(ctx);
    expect(await offered(buyer)).toEqual(buyerOnly);
    expect(await offered(await createUser(ctx, { role: 'Admin' }))).toEqual(buyerOnly);
    // Saving answers with the same list, so the page keeps showing the same switches.
    expect((await setEmail(buyer, { order: false })).json()).toMatchObject({
      email: { order: false },
      offered: buyerOnly,
    });
  });

  it('when the transaction of the cause fails, then neither the notification nor its email exists', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const event = {
      type: 'order.booked' as const,
      orderId: 'f'.repeat(24),
      buyerId: buyer.user._id,
      buyerName: buyer.user.name,
      sellerId: seller.user._id,
      bookId: 'e'.repeat(24),
      bookName: 'Never booked',
      price: 100,
    };
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await publish(trx, event);
        throw new Error('the booking failed after the event');
      }),
    ).rejects.toThrow('the booking failed after the event');
    expect(await notifications(seller)).toEqual([]);
    expect(await outboxTo(seller.user.email)).toEqual([]);

    await inTransaction(ctx.db, (trx) => publish(trx, event));
    expect(await notifications(seller)).toHaveLength(1);
    expect(await outboxTo(seller.user.email)).toHaveLength(1);
  });

  it('when SMTP refuses for now, then the notification email is retried and arrives exactly once', async () => {
    await ctx.app.jobs.runDue(); // earlier tests' emails go first, so the refusal meets this one
    const seller = await createUser(ctx, { role: 'Seller' });
    await bookOk(ctx, await createUser(ctx), (await createBook(ctx, seller, { productName: 'Aranyak' }))._id);
    smtp.refuseNext(1, 451);
    await ctx.app.jobs.runDue();
    expect(delivered(seller.user.email)).toHaveLength(0);
    expect((await outboxTo(seller.user.email))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    await runJobsLater(10_000);
    expect(delivered(seller.user.email)).toHaveLength(1);
    await runJobsLater('1d');
    expect(delivered(seller.user.email)).toHaveLength(1);
    expect((await outboxTo(seller.user.email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('when several messages arrive, then one notification per conversation and one batched email for the window', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { name: 'Rina' });
    const book = await createBook(ctx, seller, { productName: 'Kapalkundala' });
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { bookId: book._id, text: 'First question' },
    });
    const conversationId = started.json().conversation._id;
    for (const text of ['Second', 'Third <b>bold</b>']) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: buyer.auth,
        payload: { text },
      });
    }
    const list = await notifications(seller);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'message',
      title: 'New message from Rina',
      body: 'About Kapalkundala: Third <b>bold</b>',
      link: `/dashboard/messages/${conversationId}`,
    });
    expect(await notifications(buyer)).toEqual([]);
    expect(await outboxTo(seller.user.email)).toEqual([]);

    await ctx.app.jobs.runDue();
    expect(await outboxTo(seller.user.email)).toEqual([]);
    await runJobsLater(BATCH + 1000);
    await runJobsLater(1000);
    const emails = await outboxTo(seller.user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0].text_body).toContain('About Kapalkundala: Third <b>bold</b>');
    expect(delivered(seller.user.email)).toHaveLength(1);
    await runJobsLater(2 * BATCH);
    expect(await outboxTo(seller.user.email)).toHaveLength(1);

    // Read before the window ends: no email for it.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: buyer.auth,
      payload: { text: 'Are you there?' },
    });
    await markRead(seller, { all: true });
    await runJobsLater(2 * BATCH);
    expect(await outboxTo(seller.user.email)).toHaveLength(1);
  });

  it('when the recipient reads the conversation, then its message notification is read too, and nothing else', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { name: 'Mitu' });
    const book = await createBook(ctx, seller, { productName: 'Pather Panchali' });
    const other = await createBook(ctx, seller, { productName: 'Aranyak' });
    await bookOk(ctx, buyer, other._id);
    const ask = async (bookId: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers: buyer.auth,
          payload: { bookId, text: 'Still for sale?' },
        })
      ).json().conversation._id as string;
    const first = await ask(book._id);
    const second = await ask(other._id);
    expect(await unread(seller)).toBe(3);

    // The asker reading their own side changes nothing of the seller's.
    await ctx.app.inject({ method: 'POST', url: `/api/conversations/${first}/read`, headers: buyer.auth });
    expect(await unread(seller)).toBe(3);

    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${first}/read`,
      headers: seller.auth,
    });
    expect(read.statusCode).toBe(200);
    const left = await notifications(seller, '?unread=1');
    expect(left.map((n: { title: string; link: string }) => [n.title, n.link]).sort()).toEqual(
      [
        ['New booking: Aranyak', expect.any(String)],
        ['New message from Mitu', `/dashboard/messages/${second}`],
      ].sort(),
    );

    // A later message in the read conversation is news again.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${first}/messages`,
      headers: buyer.auth,
      payload: { text: 'Hello again' },
    });
    expect(await unread(seller)).toBe(3);
  });

  it('when a deal goes from booking to reviews, then each side hears of each step the other took, and only that', async () => {
    const seller = await createUser(ctx, { role: 'Seller', name: 'Shapla Seller' });
    const buyer = await createUser(ctx, { name: 'Bakul Buyer' });
    const rival = await createUser(ctx, { name: 'Rival Buyer' });
    const quitter = await createUser(ctx, { name: 'Quitter Buyer' });
    const book = await createBook(ctx, seller, { productName: 'Lalsalu' });
    const orderId = await bookOk(ctx, buyer, book._id);
    const rivalOrder = await bookOk(ctx, rival, book._id);
    const other = await createBook(ctx, seller, { productName: 'Kabuliwala' });
    const quitterOrder = await bookOk(ctx, quitter, other._id);
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${quitterOrder}/cancel`,
      headers: quitter.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const secret = await clientSecretFor(ctx, buyer, orderId);
    expect((await confirmCard(ctx, buyer, secret)).statusCode).toBe(200);
    expect((await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId })).statusCode).toBe(
      200,
    );
    expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
    expect((await orderStep(ctx, buyer, orderId, 'received')).statusCode).toBe(200);
    for (const [author, rating] of [
      [buyer, 5],
      [seller, 4],
    ] as const) {
      const reviewed = await ctx.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: author.auth,
        payload: { orderId, rating, text: 'Smooth deal' },
      });
      expect(reviewed.statusCode, reviewed.body).toBe(201);
    }

    const titles = async (user: TestUser) =>
      ((await notifications(user)) as Array<{ title: string; link: string }>).map((n) => n.title).reverse();
    expect(await titles(seller)).toEqual([
      'New booking: Lalsalu',
      'New booking: Lalsalu',
      'New booking: Kabuliwala',
      'Booking cancelled: Kabuliwala',
      'Lalsalu is paid',
      'Deal completed: Lalsalu',
      'You have a new review',
    ]);
    expect(await titles(buyer)).toEqual([
      'Payment received for Lalsalu',
      'Lalsalu was handed over',
      'You have a new review',
    ]);
    const [lost] = await notifications(rival);
    expect(lost).toMatchObject({
      title: 'Booking cancelled: Lalsalu',
      body: 'Another buyer bought Lalsalu first, so your booking was cancelled. You were not charged.',
      link: `/dashboard/orders/${rivalOrder}`,
    });
    expect(await notifications(quitter)).toEqual([]);
    const sellerList = (await notifications(seller)) as Array<{ title: string; body: string }>;
    expect(sellerList.find((n) => n.title === 'Booking cancelled: Kabuliwala')?.body).toBe(
      'The buyer cancelled their order of Kabuliwala.',
    );
  });

  it('when the admin verifies a seller or removes their book, then the seller is told', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller, { productName: 'Shesher Kobita' });
    const verify = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/verify/${seller.user._id}`,
      headers: admin.auth,
    });
    expect(verify.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/verify/${seller.user._id}`,
      headers: admin.auth,
    });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/book/${book._id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    const list = await notifications(seller);
    expect(list.map((n: { type: string; title: string }) => [n.type, n.title])).toEqual([
      ['moderation', 'Your book Shesher Kobita was removed'],
      ['verification', 'Your seller account is verified'],
    ]);

    const own = await createBook(ctx, seller);
    await ctx.app.inject({ method: 'DELETE', url: `/api/book/${own._id}`, headers: seller.auth });
    expect(await notifications(seller)).toHaveLength(2);
  });

  it('when a booked listing is withdrawn or its seller deleted, then the buyers hear their booking was cancelled; the seller hears of a deleted buyer', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const leaving = await createUser(ctx);
    const withdrawn = await createBook(ctx, seller, { productName: 'Nakshi Kanthar Math' });
    const kept = await createBook(ctx, seller, { productName: 'Agnibina' });
    await bookOk(ctx, buyer, withdrawn._id);
    await bookOk(ctx, leaving, kept._id);
    await ctx.app.inject({ method: 'DELETE', url: `/api/book/${withdrawn._id}`, headers: seller.auth });
    const deletedBuyer = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/buyer/${leaving.user._id}`,
      headers: admin.auth,
    });
    expect(deletedBuyer.statusCode, deletedBuyer.body).toBe(200);
    expect((await notifications(buyer)).map((n: { body: string }) => n.body)).toEqual([
      'Nakshi Kanthar Math is no longer for sale, so your booking was cancelled. You were not charged.',
    ]);
    expect((await notifications(seller)).map((n: { title: string }) => n.title)).toEqual([
      'Booking cancelled: Agnibina',
      'New booking: Agnibina',
      'New booking: Nakshi Kanthar Math',
    ]);

    await bookOk(ctx, buyer, kept._id);
    const deletedSeller = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/${seller.user._id}`,
      headers: admin.auth,
    });
    expect(deletedSeller.statusCode, deletedSeller.body).toBe(200);
    expect((await notifications(buyer))[0]).toMatchObject({
      title: 'Booking cancelled: Agnibina',
      body: 'Agnibina is no longer for sale, so your booking was cancelled. You were not charged.',
    });
  });

  it('when another copy of a wishlisted title is listed, then the wisher hears of it (in the app; email is off by default)', async () => {
    const firstSeller = await createUser(ctx, { role: 'Seller' });
    const newSeller = await createUser(ctx, { role: 'Seller' });
    const wisher = await createUser(ctx);
    const bystander = await createUser(ctx);
    const wanted = await createBook(ctx, firstSeller, { productName: 'Padma Nadir Majhi' });
    await ctx.app.inject({ method: 'PUT', url: `/api/wishlist/${wanted._id}`, headers: wisher.auth });
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: newSeller.auth,
      payload: {
        productName: 'padma nadir majhi',
        author: 'TEST AUTHOR',
        image: 'https://images.example.com/cover.jpg',
        location: 'Dhaka',
        condition: 'Good',
        resale: '250',
        original: '500',
        purchage: '2021',
        year: '3',
        sellerName: 'Second Seller',
        conatct: '01711000000',
        description: 'Another copy',
        category: wanted.categoryId,
      },
    });
    expect(listed.statusCode).toBe(201);
    const list = await notifications(wisher);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'wishlist', title: 'A copy of padma nadir majhi is for sale' });
    expect(await notifications(bystander)).toEqual([]);
    expect(await outboxTo(wisher.user.email)).toEqual([]);
  });
});
