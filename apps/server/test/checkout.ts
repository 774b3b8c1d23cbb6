// Steps of the buyer's checkout through the real API, for the orders and payments tests.
import type { TestContext, TestUser } from './test-app.ts';

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

export async function book(ctx: TestContext, buyer: TestUser, productId: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: buyer.auth,
    payload: {
      productId,
      buyerName: 'ignored',
      email: 'ignored@example.test',
      bookName: 'ignored',
      price: 1,
      phone: '01700000000',
      location: 'Dhaka',
      photo: 'x',
    },
  });
  return res;
}

export async function bookOk(ctx: TestContext, buyer: TestUser, productId: string): Promise<string> {
  const res = await book(ctx, buyer, productId);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().insertedId;
}

export function createIntent(ctx: TestContext, buyer: TestUser, booking: string, price = 1) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.auth,
    payload: { price, booking },
  });
}

export async function clientSecretFor(ctx: TestContext, buyer: TestUser, booking: string): Promise<string> {
  const res = await createIntent(ctx, buyer, booking);
  if (res.statusCode !== 200) throw new Error(`intent failed: ${res.statusCode} ${res.body}`);
  return res.json().clientSecret;
}

export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

export function confirmCard(ctx: TestContext, buyer: TestUser, clientSecret: string, card = GOOD_CARD) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/sandbox/intents/${intentIdOf(clientSecret)}/confirm`,
    headers: buyer.auth,
    payload: { clientSecret, ...card },
  });
}

export function pay(
  ctx: TestContext,
  buyer: TestUser,
  body: { transactionId: string; booking: string; productId?: string; price?: unknown },
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: buyer.auth,
    payload: { email: buyer.user.email, price: 1, ...body },
  });
}

export async function bookState(ctx: TestContext, bookId: string) {
  const row = await ctx.db
    .selectFrom('books')
    .select('is_sold')
    .where('id', '=', bookId)
    .executeTakeFirstOrThrow();
  const paid = await ctx.db
    .selectFrom('bookings')
    .select('id')
    .where('book_id', '=', bookId)
    .where('status', '=', 'paid')
    .execute();
  const payments = await ctx.db.selectFrom('payments').select('id').where('book_id', '=', bookId).execute();
  return { isSold: Number(row.is_sold) === 1, paidOrders: paid.length, payments: payments.length };
}
