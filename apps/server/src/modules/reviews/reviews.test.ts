// Reviews and reputation through the API: only completed deals, once per side, double-blind, replies,
// hiding, the seller's rating on cards and on the public profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURIER,
  bookOk,
  clientSecretFor,
  confirmCard,
  intentIdOf,
  orderStep,
  paidOrder,
  pay,
} from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  runLater,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('reviews and seller profiles', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0', REVIEW_WINDOW: '60s' });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(() => ctx.close());

  async function completedDeal(resale = 300) {
    const deal = await paidOrder(ctx, { resale });
    await orderStep(ctx, deal.seller, deal.orderId, 'handover', COURIER);
    await orderStep(ctx, deal.buyer, deal.orderId, 'received');
    return deal;
  }
  const review = (user: TestUser, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/reviews', headers: user.auth, payload });
  const dealReviews = (user: TestUser, orderId: string) =>
    ctx.app.inject({ url: `/api/orders/${orderId}/reviews`, headers: user.auth });
  const sellerReviews = (sellerId: string, query = '') =>
    ctx.app.inject({ url: `/api/sellers/${sellerId}/reviews${query}` });
  const profile = (sellerId: string) => ctx.app.inject({ url: `/api/sellers/${sellerId}` });

  it('when a deal is not completed, then neither side can review it; strangers never can', async () => {
    const { seller, buyer, orderId } = await paidOrder(ctx);
    const early = await review(buyer, { orderId, rating: 5, text: 'Great' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Only completed deals can be reviewed');
    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    expect((await review(seller, { orderId, rating: 5, text: '' })).statusCode).toBe(409);
    await orderStep(ctx, buyer, orderId, 'received');
    const stranger = await createUser(ctx);
    expect((await review(stranger, { orderId, rating: 1, text: 'Bad' })).statusCode).toBe(403);
    expect((await review(buyer, { orderId: 'f'.repeat(24), rating: 4 })).statusCode).toBe(404);
    expect((await review(buyer, { exchangeId: 'f'.repeat(24), rating: 4 })).statusCode).toBe(404);
    for (const bad of [
      { orderId, rating: 0 },
      { orderId, rating: 6 },
      { orderId, rating: 4.5 },
      { orderId, rating: 4, text: 'x'.repeat(1001) },
      { rating: 4 },
    ])
      expect((await review(buyer, bad)).statusCode).toBe(400);
  });

  it('when one side reviews, then it stays hidden until the other side is in; then both are public and final, once per side', async () => {
    const { seller, buyer, orderId } = await completedDeal();
    const first = await review(buyer, { orderId, rating: 4, text: 'Book as described, quick courier' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 4,
      authorRole: 'buyer',
      published: false,
      subjectId: seller.user._id,
    });
    expect((await review(buyer, { orderId, rating: 5, text: 'again' })).statusCode).toBe(409);

    expect((await dealReviews(seller, orderId)).json()).toMatchObject({
      mine: null,
      theirs: null,
      theirsPending: true,
    });
    expect((await dealReviews(buyer, orderId)).json().mine).toMatchObject({ rating: 4, published: false });
    expect((await sellerReviews(seller.user._id)).json()).toEqual([]);
    expect((await profile(seller.user._id)).json().rating).toBeNull();
    const sellerOrder = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: seller.auth });
    expect(sellerOrder.json().actions).toEqual(['review']);
    const buyerOrder = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.auth });
    expect(buyerOrder.json().actions).toEqual([]);

    const second = await review(seller, { orderId, rating: 5, text: 'Paid fast, friendly' });
    expect(second.statusCode).toBe(201);
    expect(second.json().published).toBe(true);
    const both = (await dealReviews(seller, orderId)).json();
    expect(both).toMatchObject({
      mine: { rating: 5 },
      theirs: { rating: 4, published: true },
      theirsPending: false,
    });
    const publicList = (await sellerReviews(seller.user._id)).json();
    expect(publicList).toHaveLength(1);
    expect(publicList[0]).toMatchObject({
      rating: 4,
      authorName: buyer.user.name,
      text: 'Book as described, quick courier',
    });
    expect((await profile(seller.user._id)).json().rating).toEqual({ average: 4, count: 1 });
    expect((await review(seller, { orderId, rating: 1, text: 'changed my mind' })).statusCode).toBe(409);
  });

  it('when both sides review at once, then each has one review and both are published', async () => {
    const { seller, buyer, orderId } = await completedDeal();
    const results = await Promise.all([
      review(buyer, { orderId, rating: 5 }),
      review(seller, { orderId, rating: 5 }),
      review(buyer, { orderId, rating: 3 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
    const rows = await ctx.db.selectFrom('reviews').selectAll().where('order_id', '=', orderId).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.published_at !== null)).toBe(true);
  });

  it('when the window closes with one review in, then it is published by the timer and no more reviews are taken', async () => {
    const { seller, buyer, orderId } = await completedDeal();
    expect((await review(buyer, { orderId, rating: 2, text: 'Slow' })).statusCode).toBe(201);
    await ctx.app.jobs.runDue();
    expect((await sellerReviews(seller.user._id)).json()).toEqual([]);
    await runLater(ctx, 61_000);
    expect((await sellerReviews(seller.user._id)).json()).toMatchObject([{ rating: 2, published: true }]);
    expect((await profile(seller.user._id)).json().rating).toEqual({ average: 2, count: 1 });
    const late = await review(seller, { orderId, rating: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('The time to review this deal has passed');
  });

  it('when the reviewed seller replies, then once only, and only they can; the admin can hide a review with a reason and the rating drops it', async () => {
    const { seller, buyer, orderId } = await completedDeal();
    const mine = (await review(buyer, { orderId, rating: 1, text: 'Never again' })).json();
    const early = await ctx.app.inject({
      method: 'POST',
      url: `/api/reviews/${mine._id}/reply`,
      headers: seller.auth,
      payload: { text: 'Sorry' },
    });
    expect(early.statusCode).toBe(409);
    await review(seller, { orderId, rating: 4 });
    const reply = (user: TestUser, text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/reviews/${mine._id}/reply`,
        headers: user.auth,
        payload: { text },
      });
    expect((await reply(buyer, 'me too')).statusCode).toBe(403);
    const ok = await reply(seller, 'The courier lost a day; sorry');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ reply: 'The courier lost a day; sorry' });
    expect((await reply(seller, 'again')).statusCode).toBe(409);
    expect((await profile(seller.user._id)).json().rating).toEqual({ average: 1, count: 1 });

    const hide = (user: TestUser, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/reviews/${mine._id}/hide`,
        headers: user.auth,
        payload,
      });
    expect((await hide(seller, { reason: 'unfair' })).statusCode).toBe(403);
    expect((await hide(admin, {})).statusCode).toBe(400);
    const hidden = await hide(admin, { reason: 'Abusive language' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hidden).toBe(true);
    expect((await hide(admin, { reason: 'again' })).statusCode).toBe(409);
    const row = await ctx.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', mine._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ hidden_reason: 'Abusive language', hidden_by: admin.user._id });
    expect((await sellerReviews(seller.user._id)).json()).toEqual([]);
    expect((await profile(seller.user._id)).json().rating).toBeNull();
  });

  it('when a seller has reviews, then book cards and the profile carry the rating with its count, and the reviews page through', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true, name: 'Rahim Books' });
    const ratings = [5, 4, 4];
    for (const rating of ratings) {
      const buyer = await createUser(ctx);
      const listing = await createBook(ctx, seller, { resale: 200 });
      const orderId = await bookOk(ctx, buyer, listing._id);
      // Pay, hand over and complete through the API.
      const secret = await clientSecretFor(ctx, buyer, orderId);
      await confirmCard(ctx, buyer, secret);
      await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId });
      await orderStep(ctx, seller, orderId, 'handover', COURIER);
      await orderStep(ctx, buyer, orderId, 'received');
      await review(buyer, { orderId, rating, text: `Rated ${rating}` });
      await review(seller, { orderId, rating: 5 });
    }
    const forSale = await createBook(ctx, seller, { productName: 'Pather Panchali' });
    const cards = (await ctx.app.inject({ url: '/api/allbooks?limit=100' })).json();
    const card = cards.find((b: { _id: string }) => b._id === forSale._id);
    expect(card).toMatchObject({ sellerId: seller.user._id, sellerRating: { average: 4.3, count: 3 } });
    const p = (await profile(seller.user._id)).json();
    expect(p).toMatchObject({
      name: 'Rahim Books',
      verified: true,
      rating: { average: 4.3, count: 3 },
      completedSales: 3,
    });
    expect(p.memberSince).toEqual(expect.any(String));
    expect(p.books.map((b: { _id: string }) => b._id)).toEqual([forSale._id]);
    expect(p.books[0]).toMatchObject({ sellerId: seller.user._id, sellerRating: { average: 4.3, count: 3 } });

    const page1 = await sellerReviews(seller.user._id, '?limit=2');
    expect(page1.json()).toHaveLength(2);
    const next = page1.headers['x-next-cursor'];
    expect(next).toEqual(expect.any(String));
    const page2 = await sellerReviews(seller.user._id, `?limit=2&cursor=${next}`);
    expect(page2.json()).toHaveLength(1);
    expect([...page1.json(), ...page2.json()].map((r: { rating: number }) => r.rating).sort()).toEqual([
      4, 4, 5,
    ]);

    expect((await profile('f'.repeat(24))).statusCode).toBe(404);
    const buyerOnly = await createUser(ctx);
    expect((await profile(buyerOnly.user._id)).statusCode).toBe(404);
  });

  it("when a visitor opens a seller's profile, then its books come without the seller's phone and email; a signed-in user sees them (issue 25, probe 4)", async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    await createBook(ctx, seller, { productName: 'Lalsalu' });
    const visitor = await profile(seller.user._id);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().books).toHaveLength(1);
    expect(visitor.json().books[0]).toMatchObject({ productName: 'Lalsalu', conatct: '', email: '' });
    expect(visitor.body).not.toContain('01711000000');
    expect(visitor.body).not.toContain(seller.user.email);

    const member = await createUser(ctx);
    const signedIn = await ctx.app.inject({ url: `/api/sellers/${seller.user._id}`, headers: member.auth });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().books[0]).toMatchObject({ conatct: '01711000000', email: seller.user.email });
    expect(signedIn.headers['cache-control']).toContain('no-store');
  });
});
