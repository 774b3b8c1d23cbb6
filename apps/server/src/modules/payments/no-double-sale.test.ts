// Many buyers booking and paying for one book at the same moment: it must be sold exactly once, every time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, confirmCard, createIntent, intentIdOf, pay } from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

const BUYERS = 50;
const ROUNDS = 10;

type Outcome = 'paid' | 'refused at booking' | 'refused at intent' | 'refused before charge' | 'refunded';

describe('no double sale', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyers: TestUser[];
  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller', verified: true });
    buyers = await Promise.all(Array.from({ length: BUYERS }, () => createUser(ctx)));
  }, 120_000);
  afterAll(() => ctx.close());

  async function checkout(buyer: TestUser, bookId: string, delayMs: number): Promise<Outcome> {
    // Staggered starts make some buyers book while others are already paying.
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const booked = await book(ctx, buyer, bookId);
    if (booked.statusCode === 409) return 'refused at booking';
    expect(booked.statusCode).toBe(201);
    const orderId = booked.json().insertedId;
    const intent = await createIntent(ctx, buyer, orderId);
    if (intent.statusCode === 409) return 'refused at intent';
    expect(intent.statusCode).toBe(200);
    const secret = intent.json().clientSecret;
    const confirmed = await confirmCard(ctx, buyer, secret);
    if (confirmed.statusCode === 409) return 'refused before charge';
    expect(confirmed.statusCode).toBe(200);
    const paid = await pay(ctx, buyer, {
      transactionId: intentIdOf(secret),
      booking: orderId,
      productId: bookId,
    });
    if (paid.statusCode === 200) return 'paid';
    expect(paid.statusCode, paid.body).toBe(409);
    return 'refunded';
  }

  it(`when ${BUYERS} buyers book and pay for one book at once, ${ROUNDS} times, then it is sold exactly once every time`, async () => {
    const tally: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      const listing = await createBook(ctx, seller, { resale: 500 });
      const stagger = round % 2 === 1;
      const outcomes = await Promise.all(
        buyers.map((buyer, i) => checkout(buyer, listing._id, stagger ? (i % 10) * 15 : 0)),
      );
      for (const outcome of outcomes) tally[outcome] = (tally[outcome] ?? 0) + 1;
      expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);

      const bookRow = await ctx.db
        .selectFrom('books')
        .select('is_sold')
        .where('id', '=', listing._id)
        .executeTakeFirstOrThrow();
      expect(Number(bookRow.is_sold)).toBe(1);
      const orders = await ctx.db
        .selectFrom('bookings')
        .select(['id', 'status'])
        .where('book_id', '=', listing._id)
        .execute();
      expect(orders.filter((o) => o.status === 'paid')).toHaveLength(1);
      expect(orders.filter((o) => o.status === 'open')).toHaveLength(0);
      const payments = await ctx.db
        .selectFrom('payments')
        .select('booking_id')
        .where('book_id', '=', listing._id)
        .execute();
      expect(payments).toEqual([{ booking_id: orders.find((o) => o.status === 'paid')?.id }]);
      // Every charge but the winner's was given back.
      const charged = await ctx.db
        .selectFrom('sandbox_intents')
        .select(['booking_id', 'refunded'])
        .where('book_id', '=', listing._id)
        .where('status', '=', 'succeeded')
        .execute();
      const kept = charged.filter((c) => Number(c.refunded) === 0);
      expect(kept.map((c) => c.booking_id)).toEqual([payments[0].booking_id]);
      expect(charged.length - 1).toBe(outcomes.filter((o) => o === 'refunded').length);
    }
    console.info(`no-double-sale outcomes over ${ROUNDS} rounds of ${BUYERS} buyers:`, tally);
  }, 300_000);
});
