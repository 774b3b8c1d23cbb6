// What buyers and sellers are told at each cash-on-delivery step (issue 15), through the notifications
// module's event subscriptions: placed, handed over, cash collected, refused, and the handover deadline.
// Each step is said once, in its own words, not also by the generic "completed"/"cancelled" notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIER, codOrder, orderStep } from '../../../test/checkout.ts';
import { createTestApp, runLater, type TestContext, type TestUser } from '../../../test/test-app.ts';

interface Notice {
  type: string;
  title: string;
  body: string;
  link: string;
}

describe('cash-on-delivery notifications', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0', HANDOVER_WITHIN: '30s' });
  });
  afterAll(() => ctx.close());
  /** Moves the app's clock on by `ms` and runs the jobs due by then. */
  const runJobsLater = (ms: number) => {
    return runLater(ctx, ms);
  };

  /** The user's notifications about this book, oldest first. */
  const noticesAbout = async (user: TestUser, bookName: string): Promise<Notice[]> => {
    const res = await ctx.app.inject({ url: '/api/notifications', headers: user.auth });
    expect(res.statusCode).toBe(200);
    return (res.json() as Notice[]).filter((n) => n.title.includes(bookName)).reverse();
  };
  const titles = (notices: Notice[]) => notices.map((n) => n.title);
  const nameOf = async (orderId: string) =>
    (
      await ctx.db
        .selectFrom('bookings')
        .select('book_name')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).book_name;

  it('when a COD order is placed, handed over and its cash collected, then the seller hears of the order and the buyer of the handover and the payment, once each', async () => {
    const { seller, buyer, orderId } = await codOrder(ctx, { resale: 450 });
    const book = await nameOf(orderId);
    const toSeller = await noticesAbout(seller, book);
    expect(titles(toSeller)).toEqual([`New booking: ${book}`, `Cash-on-delivery order: ${book}`]);
    expect(toSeller[1]).toMatchObject({
      type: 'booking',
      body: `The buyer will pay 450 Taka in cash when you hand over ${book}. The book is reserved for them; hand it over and mark it on the order page.`,
      link: `/dashboard/orders/${orderId}`,
    });
    expect(await noticesAbout(buyer, book)).toEqual([]);

    expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
    const handed = await noticesAbout(buyer, book);
    expect(handed).toHaveLength(1);
    expect(handed[0]).toMatchObject({
      type: 'order',
      title: `${book} was handed over: pay in cash`,
      body: `The seller handed over ${book}. Pay them 450 Taka in cash when you receive it; they confirm the payment on the order page.`,
    });

    expect((await orderStep(ctx, seller, orderId, 'cash-collected')).statusCode).toBe(200);
    const afterCash = await noticesAbout(buyer, book);
    // Not also "Deal completed": the cash notice says the deal is complete.
    expect(titles(afterCash)).toEqual([
      `${book} was handed over: pay in cash`,
      `Cash payment recorded: ${book}`,
    ]);
    expect(afterCash[1]).toMatchObject({
      type: 'payment',
      body: `The seller confirmed your cash payment of 450 Taka for ${book}. The deal is complete; you can now review each other.`,
    });
    expect(titles(await noticesAbout(seller, book))).toHaveLength(2);
    // The buyer's notices go out by email too, in the same transaction (decision 131).
    const emails = await ctx.db
      .selectFrom('email_outbox')
      .select('subject')
      .where('to_address', '=', buyer.user.email)
      .execute();
    expect(emails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining(`Cash payment recorded: ${book}`)]),
    );
  });

  it('when the seller records a refusal at the door, then the buyer is told it was refused, not merely cancelled', async () => {
    const { seller, buyer, orderId } = await codOrder(ctx);
    const book = await nameOf(orderId);
    expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
    expect(
      (await orderStep(ctx, seller, orderId, 'cod-refused', { reason: 'Would not pay' })).statusCode,
    ).toBe(200);
    const notices = await noticesAbout(buyer, book);
    expect(titles(notices)).toEqual([
      `${book} was handed over: pay in cash`,
      `Order cancelled: ${book} was refused`,
    ]);
    expect(notices[1]!.body).toBe(
      `The seller recorded that you refused to pay for ${book} on delivery, so the order is cancelled. After two refusals, cash on delivery is no longer offered to you.`,
    );
    expect(titles(await noticesAbout(seller, book))).toEqual([
      `New booking: ${book}`,
      `Cash-on-delivery order: ${book}`,
    ]);
  });

  it('when a COD order is not handed over in time, then the seller is reminded that the buyer pays in cash, and both hear it lapsed', async () => {
    const { seller, buyer, orderId } = await codOrder(ctx);
    const book = await nameOf(orderId);
    await runJobsLater(16_000);
    const reminded = await noticesAbout(seller, book);
    expect(reminded[2]).toMatchObject({
      title: `Reminder: hand over ${book}`,
      body: `The buyer will pay for ${book} in cash on delivery. Hand it over before the order lapses.`,
    });
    await runJobsLater(15_000);
    const toSeller = await noticesAbout(seller, book);
    expect(toSeller).toHaveLength(4);
    expect(toSeller[3]).toMatchObject({
      title: `Order cancelled: ${book} was not handed over in time`,
      body: `You did not hand over ${book} in time, so the cash-on-delivery order is cancelled and the book is back on sale.`,
    });
    const toBuyer = await noticesAbout(buyer, book);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]).toMatchObject({
      title: `Order cancelled: ${book} was not handed over in time`,
      body: `The seller did not hand over ${book} in time, so your cash-on-delivery order is cancelled. Nothing was paid.`,
    });
  });
});
