// Steps of the buyer's checkout through the real API, for the orders and payments tests.
import { createBook, createUser, type TestContext, type TestUser } from './test-app.ts';

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
  const isSold = await isBookSold(ctx, bookId);
  const paid = await ctx.db
    .selectFrom('bookings')
    .select('id')
    .where('book_id', '=', bookId)
    .where('status', '=', 'paid')
    .execute();
  const payments = await ctx.db.selectFrom('payments').select('id').where('book_id', '=', bookId).execute();
  return { isSold, paidOrders: paid.length, payments: payments.length };
}

/** The types of an order's timeline rows, oldest first. */
export async function orderEventTypes(ctx: TestContext, orderId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('order_events')
    .select('type')
    .where('booking_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((e) => e.type);
}

export async function orderStatus(ctx: TestContext, orderId: string) {
  const row = await ctx.db
    .selectFrom('bookings')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}

export async function isBookSold(ctx: TestContext, bookId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('books')
    .select('is_sold')
    .where('id', '=', bookId)
    .executeTakeFirstOrThrow();
  return Number(row.is_sold) === 1;
}

/** What the offline card sandbox has refunded of a payment intent, in poisha. */
export async function refundedPoisha(ctx: TestContext, intentId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('sandbox_intents')
    .select('refunded_amount')
    .where('id', '=', intentId)
    .executeTakeFirstOrThrow();
  return Number(row.refunded_amount);
}

/** A whole checkout through the API: a seller's book booked and paid by a buyer with the sandbox card. */
export async function paidOrder(
  ctx: TestContext,
  opts: { resale?: number; seller?: TestUser; productName?: string } = {},
) {
  const seller = opts.seller ?? (await createUser(ctx, { role: 'Seller', verified: true }));
  const buyer = await createUser(ctx);
  const listing = await createBook(ctx, seller, {
    resale: opts.resale ?? 300,
    ...(opts.productName ? { productName: opts.productName } : {}),
  });
  const orderId = await bookOk(ctx, buyer, listing._id);
  const secret = await clientSecretFor(ctx, buyer, orderId);
  const confirmed = await confirmCard(ctx, buyer, secret);
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  const paid = await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return { seller, buyer, bookId: listing._id, orderId, intentId: intentIdOf(secret) };
}

/**
 * A cash-on-delivery order through the API: the seller allows it on a new book (PATCH, as the edit form
 * does), the buyer books it and places the order (POST /api/orders/:id/cash-on-delivery).
 */
export async function codOrder(ctx: TestContext, opts: { resale?: number; seller?: TestUser } = {}) {
  const seller = opts.seller ?? (await createUser(ctx, { role: 'Seller', verified: true }));
  const buyer = await createUser(ctx);
  const listing = await createBook(ctx, seller, { resale: opts.resale ?? 300 });
  const allowed = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/books/${listing._id}`,
    headers: seller.auth,
    payload: { cashOnDelivery: true },
  });
  if (allowed.statusCode !== 200) throw new Error(`allowing COD failed: ${allowed.body}`);
  const orderId = await bookOk(ctx, buyer, listing._id);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cash-on-delivery`,
    headers: buyer.auth,
  });
  if (placed.statusCode !== 200) throw new Error(`placing COD failed: ${placed.statusCode} ${placed.body}`);
  return { seller, buyer, bookId: listing._id, orderId };
}

/** POST /api/orders/:id/<step> as this user. */
export function orderStep(
  ctx: TestContext,
  user: TestUser,
  orderId: string,
  step: 'handover' | 'received' | 'decline' | 'dispute' | 'cash-collected' | 'cod-refused',
  payload?: object,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/${step}`,
    headers: user.auth,
    ...(payload ? { payload } : {}),
  });
}

export const COURIER = {
  method: 'courier',
  company: 'Sundarban Courier',
  trackingNumber: 'SC-123456',
} as const;
