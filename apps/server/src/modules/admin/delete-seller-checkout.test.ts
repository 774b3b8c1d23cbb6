// Deleting a seller against the real booking and payment flow (orders and payments modules), so the
// decision record's promises hold for data made the way the shop makes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOk, clientSecretFor, confirmCard, intentIdOf, pay, book } from '../../../test/checkout.ts';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

describe('deleting a seller with real bookings and a real payment', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("when the seller is deleted, then the paid order stays the buyer's, and an open one can no longer be paid or made", async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const payer = await createUser(ctx);
    const waiter = await createUser(ctx);
    const latecomer = await createUser(ctx);
    const sold = await createBook(ctx, seller, { resale: 450 });
    const open = await createBook(ctx, seller, { resale: 300 });

    const paidOrder = await bookOk(ctx, payer, sold._id);
    const paidSecret = await clientSecretFor(ctx, payer, paidOrder);
    expect((await confirmCard(ctx, payer, paidSecret)).statusCode).toBe(200);
    const paid = await pay(ctx, payer, { transactionId: intentIdOf(paidSecret), booking: paidOrder });
    expect(paid.json()).toMatchObject({ modifiedCount: 1 });

    // The waiter has booked and even started a card payment when the admin deletes the seller.
    const openOrder = await bookOk(ctx, waiter, open._id);
    const openSecret = await clientSecretFor(ctx, waiter, openOrder);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/${seller.user._id}`,
      headers: admin.auth,
    });
    expect(res.json()).toEqual({ deletedCount: 1, withdrawnBooks: 1, cancelledBookings: 1 });

    // The buyer who paid still has the order, paid, at the price paid.
    const payerOrders = await ctx.app.inject({ url: '/api/myorders', headers: payer.auth });
    expect(payerOrders.statusCode).toBe(200);
    expect(payerOrders.json().find((o: { _id: string }) => o._id === paidOrder)).toMatchObject({
      price: 450,
    });
    const payment = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', paidOrder)
      .execute();
    expect(payment).toHaveLength(1);
    expect(payment[0]).toMatchObject({ price: 450, book_id: sold._id, user_id: payer.user._id });

    // The waiter's order is cancelled; the card is not charged and nothing is sold.
    const confirmLate = await confirmCard(ctx, waiter, openSecret);
    expect(confirmLate.statusCode).toBe(409);
    expect(confirmLate.json().error.code).toBe('BOOK_WITHDRAWN');
    const late = await pay(ctx, waiter, { transactionId: intentIdOf(openSecret), booking: openOrder });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
    const status = await ctx.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', openOrder)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('cancelled');
    const openBook = await ctx.db
      .selectFrom('books')
      .select(['is_sold', 'deleted_at'])
      .where('id', '=', open._id)
      .executeTakeFirstOrThrow();
    expect(Number(openBook.is_sold)).toBe(0);
    expect(openBook.deleted_at).not.toBeNull();
    expect(
      await ctx.db.selectFrom('payments').select('id').where('booking_id', '=', openOrder).execute(),
    ).toHaveLength(0);

    // Nobody can book the withdrawn listing any more.
    const again = await book(ctx, latecomer, open._id);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  });
});
