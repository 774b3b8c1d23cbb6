// Decision 330: a notification is an outbox row in its cause's transaction and is delivered after COMMIT, so
// a notification that fails never rolls back the booking or the payment that caused it; the jobs runner
// delivers it once it works again.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookOk, clientSecretFor, confirmCard, intentIdOf, pay } from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  notificationsOf,
  runLater,
  type TestContext,
} from '../../../test/test-app.ts';
import { DELIVER_NOTIFICATION_JOB } from './deliver-notification.ts';
import { NOTICES } from './notices.ts';
import { TEMPLATES } from './notification-templates.ts';

const broken = new Error('notification renderer broke');

describe('Notifications after commit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0', JOBS_RETRY_BASE: '1s' });
  });
  afterAll(() => ctx.close());

  const restore: Array<() => void> = [];
  afterEach(() => {
    while (restore.length) restore.pop()!();
  });
  /** Makes who hears of `type` throw, as a bug in a notification would. */
  function breakRecipients(type: 'order.booked' | 'order.paid') {
    const notice = NOTICES[type];
    const original = notice.to;
    notice.to = () => {
      throw broken;
    };
    restore.push(() => (notice.to = original));
  }
  function breakTemplate(type: 'order.paid') {
    const original = TEMPLATES.en[type];
    TEMPLATES.en[type] = () => {
      throw broken;
    };
    restore.push(() => (TEMPLATES.en[type] = original));
  }
  const deliveries = (status: 'pending' | 'done') =>
    ctx.db
      .selectFrom('jobs')
      .select(['id', 'last_error', 'payload'])
      .where('kind', '=', DELIVER_NOTIFICATION_JOB)
      .where('status', '=', status)
      .execute();
  const orderStatus = async (id: string) =>
    (await ctx.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const ledgerOf = (orderId: string) =>
    ctx.db.selectFrom('ledger_transactions').select('kind').where('deal_id', '=', orderId).execute();

  it('when the booking’s notification throws, then the booking stands, the seller is told once it works again', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx, { name: 'Nadia Buyer' });
    const book = await createBook(ctx, seller, { productName: 'Debi' });
    breakRecipients('order.booked');

    const orderId = await bookOk(ctx, buyer, book._id);
    expect(await orderStatus(orderId)).toBe('open');
    expect(await notificationsOf(ctx, seller)).toEqual([]);
    const failed = await deliveries('pending');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.last_error).toBe(broken.message);
    expect(JSON.parse(failed[0]!.payload)).toMatchObject({
      type: 'order.booked',
      params: { orderId, bookName: 'Debi', buyerName: 'Nadia Buyer' },
    });

    restore.pop()!();
    await runLater(ctx, 60_000);
    expect((await notificationsOf(ctx, seller)).map((n) => n.title)).toEqual(['New booking: Debi']);
    expect(await deliveries('pending')).toEqual([]);
  });

  it('when bookings commit together and one’s notification throws, then every booking stands, the other sellers are told at once and the broken one later', async () => {
    const buyer = await createUser(ctx, { name: 'Rina Buyer' });
    const sellers = await Promise.all(
      [1, 2, 3].map(() => createUser(ctx, { role: 'Seller', verified: true })),
    );
    const names = ['Gitanjali', 'Broken', 'Chokher Bali'];
    const books = await Promise.all(
      sellers.map((seller, i) => createBook(ctx, seller, { productName: names[i] })),
    );
    const notice = NOTICES['order.booked'];
    const original = notice.to;
    notice.to = (e) => {
      if ((e as { bookName?: string }).bookName === 'Broken') throw broken;
      return original(e);
    };
    restore.push(() => (notice.to = original));

    const orderIds = await Promise.all(books.map((book) => bookOk(ctx, buyer, book._id)));
    for (const orderId of orderIds) expect(await orderStatus(orderId)).toBe('open');
    const titles = (i: number) => notificationsOf(ctx, sellers[i]!).then((list) => list.map((n) => n.title));
    expect(await titles(0)).toEqual(['New booking: Gitanjali']);
    expect(await titles(1)).toEqual([]);
    expect(await titles(2)).toEqual(['New booking: Chokher Bali']);
    const failed = await deliveries('pending');
    expect(failed.map((job) => job.last_error)).toEqual([broken.message]);
    expect(failed[0]!.payload).toContain(orderIds[1]);

    restore.pop()!();
    ctx.clock.advance(60_000);
    await ctx.app.jobs.runDue();
    expect(await titles(1)).toEqual(['New booking: Broken']);
    expect(await deliveries('pending')).toEqual([]);
  });

  it('when the payment’s notifications throw (who hears, or the text), then the settlement and its ledger commit', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, seller, { productName: 'Lalsalu', resale: 300 });
    const orderId = await bookOk(ctx, buyer, book._id);
    breakTemplate('order.paid');

    const secret = await clientSecretFor(ctx, buyer, orderId);
    expect((await confirmCard(ctx, buyer, secret)).statusCode).toBe(200);
    const paid = await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId });
    expect(paid.statusCode, paid.body).toBe(200);

    expect(await orderStatus(orderId)).toBe('paid');
    expect((await ledgerOf(orderId)).length).toBeGreaterThan(0);
    const payments = await ctx.db
      .selectFrom('payments')
      .select('id')
      .where('book_id', '=', book._id)
      .execute();
    expect(payments).toHaveLength(1);
    // The English text fails when the buyer's email is written: the delivery waits for a retry.
    expect((await deliveries('pending')).filter((j) => j.payload.includes(orderId))).toHaveLength(1);
    restore.pop()!();
    expect(await notificationsOf(ctx, buyer)).toEqual([]);
    await runLater(ctx, 60_000);
    expect((await notificationsOf(ctx, buyer)).map((n) => n.title)).toEqual(['Payment received for Lalsalu']);

    // Who hears of it broken: the payment of another order still commits, and its news waits for a retry.
    const other = await createBook(ctx, seller, { productName: 'Padma', resale: 300 });
    const secondId = await bookOk(ctx, buyer, other._id);
    breakRecipients('order.paid');
    const secret2 = await clientSecretFor(ctx, buyer, secondId);
    expect((await confirmCard(ctx, buyer, secret2)).statusCode).toBe(200);
    const paid2 = await pay(ctx, buyer, { transactionId: intentIdOf(secret2), booking: secondId });
    expect(paid2.statusCode, paid2.body).toBe(200);
    expect(await orderStatus(secondId)).toBe('paid');
    expect((await ledgerOf(secondId)).length).toBeGreaterThan(0);
    expect((await deliveries('pending')).filter((j) => j.payload.includes(secondId))).toHaveLength(1);
    expect((await notificationsOf(ctx, buyer)).map((n) => n.title)).not.toContain(
      'Payment received for Padma',
    );
    restore.pop()!();
    await runLater(ctx, 60_000);
    expect((await notificationsOf(ctx, buyer)).map((n) => n.title)).toContain('Payment received for Padma');
  });
});
