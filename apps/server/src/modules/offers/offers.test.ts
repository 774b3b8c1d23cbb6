// Offers through the API (issue 30, decision 250): making one and every refusal, the rounds, accepting
// into an order at the agreed price, paying it, the timers, the races, the notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  bookOk,
  clientSecretFor,
  confirmCard,
  createIntent,
  intentIdOf,
  pay,
} from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  notificationsOf as storedNotificationsOf,
  runLater,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('offers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ OFFER_EXPIRES: '30s', OFFER_PAY_WITHIN: '60s', JOBS_POLL_INTERVAL: '0' });
  });
  afterAll(() => ctx.close());

  const post = (user: TestUser | null, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...(user?.auth ?? {}), 'content-type': 'application/json' },
      payload: JSON.stringify(payload ?? {}),
    });
  const get = (user: TestUser | null, url: string) =>
    ctx.app.inject({ url: `/api${url}`, headers: user?.auth ?? {} });

  /** A seller with a book asking 1000 Taka, and a buyer. */
  async function listing(resale = 1000) {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, seller, { resale });
    return { seller, buyer, bookId: book._id };
  }
  async function offer(buyer: TestUser, bookId: string, amount: number) {
    const res = await post(buyer, `/books/${bookId}/offers`, { amount });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; status: string; amount: number; actions: string[] };
  }
  const bookRow = (id: string) =>
    ctx.db
      .selectFrom('books')
      .select(['is_sold', 'held_for_order'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const notificationsOf = async (user: TestUser) =>
    (await storedNotificationsOf(ctx, user)).map(({ title, body, type }) => ({ title, body, type }));

  it('when a buyer offers a whole amount between the minimum and the asking price, then the seller is told and sees it', async () => {
    const { seller, buyer, bookId } = await listing();
    const made = await offer(buyer, bookId, 500);
    expect(made).toMatchObject({ status: 'open', amount: 500, round: 1, turn: 'seller', viewer: 'buyer' });
    expect(made.actions).toEqual(['withdraw']);

    const list = await get(seller, '/offers?role=seller');
    expect(list.statusCode).toBe(200);
    const mine = list.json().find((o: { _id: string }) => o._id === made._id);
    expect(mine).toMatchObject({
      viewer: 'seller',
      askingPrice: 1000,
      actions: ['accept', 'decline', 'counter'],
    });
    expect((await get(buyer, '/offers?role=buyer&status=open')).json()).toHaveLength(1);
    expect((await get(buyer, '/offers?role=seller')).json()).toHaveLength(0);

    const news = await notificationsOf(seller);
    expect(news).toContainEqual(
      expect.objectContaining({ title: expect.stringContaining('New offer for'), type: 'booking' }),
    );
    expect(news[0]!.body).toContain('500 Taka');
  });

  it('when the amount is below the minimum, fractional, not a number, or not below the asking price, then 400 and nothing is stored', async () => {
    const { buyer, bookId } = await listing();
    const below = await post(buyer, `/books/${bookId}/offers`, { amount: 499 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('Offer at least 500 Taka (50% of the asking price of 1000 Taka)');
    const fraction = await post(buyer, `/books/${bookId}/offers`, { amount: 600.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.body).toContain('Offer a whole number of Taka');
    const word = await post(buyer, `/books/${bookId}/offers`, { amount: 'six hundred' });
    expect(word.statusCode).toBe(400);
    expect(word.body).toContain('Amount must be a number of Taka');
    const missing = await post(buyer, `/books/${bookId}/offers`, {});
    expect(missing.statusCode).toBe(400);
    const asking = await post(buyer, `/books/${bookId}/offers`, { amount: 1000 });
    expect(asking.statusCode).toBe(400);
    expect(asking.json().error.message).toContain('Offer less than the asking price of 1000 Taka');
    const negative = await post(buyer, `/books/${bookId}/offers`, { amount: -5 });
    expect(negative.statusCode).toBe(400);
    expect((await get(buyer, '/offers?role=buyer')).json()).toHaveLength(0);
  });

  it('when OFFER_MIN_PERCENT is set, then the minimum follows it and the terms say so', async () => {
    const other = await createTestApp({ OFFER_MIN_PERCENT: '70' });
    try {
      const terms = await other.app.inject({ url: '/api/offers/terms' });
      expect(terms.statusCode).toBe(200);
      expect(terms.json()).toEqual({
        minPercent: 70,
        roundsMax: 3,
        openOffersMax: 5,
        expiresInSeconds: 86400,
        payWithinSeconds: 86400,
      });
      const seller = await createUser(other, { role: 'Seller' });
      const buyer = await createUser(other);
      const book = await createBook(other, seller, { resale: 333 });
      const res = await other.app.inject({
        method: 'POST',
        url: `/api/books/${book._id}/offers`,
        headers: buyer.auth,
        payload: { amount: 233 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Offer at least 234 Taka (70% of the asking price of 333 Taka)');
    } finally {
      await other.close();
    }
    await expect(createTestApp({ OFFER_MIN_PERCENT: '100' })).rejects.toThrow(/OFFER_MIN_PERCENT/);
  });

  it('when someone offers on their own book, a sold book, a missing book or signed out, then 403, 409, 404 and 401', async () => {
    const { seller, buyer, bookId } = await listing();
    const own = await post(seller, `/books/${bookId}/offers`, { amount: 600 });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot make an offer on your own book');
    const sold = await createBook(ctx, seller, { resale: 1000, isSold: true });
    const soldRes = await post(buyer, `/books/${sold._id}/offers`, { amount: 600 });
    expect(soldRes.statusCode).toBe(409);
    expect(soldRes.json().error.message).toBe('This book has already been sold');
    expect((await post(buyer, '/books/nope/offers', { amount: 600 })).statusCode).toBe(404);
    expect((await post(null, `/books/${bookId}/offers`, { amount: 600 })).statusCode).toBe(401);
  });

  it('when a buyer has an open offer on the book, then a second one is refused; a sixth open offer anywhere is refused', async () => {
    const buyer = await createUser(ctx);
    const seller = await createUser(ctx, { role: 'Seller' });
    const books = await Promise.all(
      Array.from({ length: 6 }, () => createBook(ctx, seller, { resale: 1000 })),
    );
    await offer(buyer, books[0]!._id, 600);
    const again = await post(buyer, `/books/${books[0]!._id}/offers`, { amount: 700 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_OFFERED');
    // Four more at once: the count is taken one offer at a time.
    const results = await Promise.all(
      books.slice(1).map((b) => post(buyer, `/books/${b._id}/offers`, { amount: 600 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.message).toBe(
      'You already have 5 open offers; wait for their answers or withdraw one first',
    );
    expect((await get(buyer, '/offers?role=buyer&status=open')).json()).toHaveLength(5);
  });

  it('when the two counter each other, then the rounds count up, turns alternate, and a fourth proposal is refused', async () => {
    const { seller, buyer, bookId } = await listing();
    const { _id: id } = await offer(buyer, bookId, 500);
    // Not the buyer's turn yet; not the seller's to withdraw.
    expect((await post(buyer, `/offers/${id}/accept`)).statusCode).toBe(409);
    expect((await post(buyer, `/offers/${id}/counter`, { amount: 550 })).json().error.message).toBe(
      'The seller has not answered yet',
    );
    expect((await post(seller, `/offers/${id}/withdraw`)).statusCode).toBe(403);

    // The seller's counter must lie between the offer and the asking price.
    expect((await post(seller, `/offers/${id}/counter`, { amount: 500 })).statusCode).toBe(400);
    expect((await post(seller, `/offers/${id}/counter`, { amount: 1000 })).statusCode).toBe(400);
    expect((await post(seller, `/offers/${id}/counter`, { amount: 800.25 })).statusCode).toBe(400);
    const second = await post(seller, `/offers/${id}/counter`, { amount: 800 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ amount: 800, round: 2, turn: 'buyer', actions: [] });
    expect((await post(seller, `/offers/${id}/counter`, { amount: 850 })).json().error.message).toBe(
      'The buyer has not answered your counter yet',
    );
    const buyerView = (await get(buyer, '/offers?role=buyer')).json()[0];
    expect(buyerView.actions).toEqual(['accept', 'decline', 'counter', 'withdraw']);

    // The buyer's counter must lie between the minimum and the seller's counter.
    expect((await post(buyer, `/offers/${id}/counter`, { amount: 800 })).statusCode).toBe(400);
    expect((await post(buyer, `/offers/${id}/counter`, { amount: 400 })).statusCode).toBe(400);
    const third = await post(buyer, `/offers/${id}/counter`, { amount: 650 });
    expect(third.json()).toMatchObject({ amount: 650, round: 3, turn: 'seller' });
    expect((await get(seller, '/offers?role=seller')).json()[0].actions).toEqual(['accept', 'decline']);

    const fourth = await post(seller, `/offers/${id}/counter`, { amount: 700 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.message).toBe(
      'No more counters: this offer has had its 3 rounds; accept or decline it',
    );
    const buyerNews = await notificationsOf(buyer);
    expect(buyerNews.map((n) => n.title)).toContain(`Counter-offer for ${third.json().bookName}`);
    const sellerNews = (await notificationsOf(seller)).map((n) => n.body);
    expect(sellerNews).toContainEqual(expect.stringContaining('answered with 650 Taka'));
    expect(sellerNews).toContainEqual(expect.stringContaining('Accept or decline it.'));
  });

  it('when the two make, counter and accept an offer, then each step is a card in their conversation about the book, sent by whoever acted', async () => {
    const { seller, buyer, bookId } = await listing();
    const asked = await post(buyer, '/conversations', { bookId, text: 'Is the cover torn?' });
    expect(asked.statusCode, asked.body).toBe(201);
    const { _id: id } = await offer(buyer, bookId, 500);
    expect((await post(seller, `/offers/${id}/counter`, { amount: 800 })).statusCode).toBe(200);
    expect((await post(buyer, `/offers/${id}/accept`)).statusCode).toBe(200);

    const listed = (await get(seller, `/conversations?bookId=${bookId}`)).json();
    const conversations = Array.isArray(listed) ? listed : listed.conversations;
    expect(conversations).toHaveLength(1);
    const conversation = conversations[0];
    expect(conversation._id).toBe(asked.json().conversation._id);
    expect(conversation.lastMessage).toMatchObject({
      senderId: buyer.user._id,
      offer: { offerId: id, event: 'accepted', amount: 800 },
    });
    const page = (await get(buyer, `/conversations/${conversation._id}/messages`)).json();
    expect(
      page.messages.map((m: { senderId: string; text: string; offer?: unknown }) => [
        m.senderId,
        m.text,
        m.offer,
      ]),
    ).toEqual([
      [buyer.user._id, 'Is the cover torn?', undefined],
      [buyer.user._id, '', { offerId: id, event: 'made', amount: 500 }],
      [seller.user._id, '', { offerId: id, event: 'countered', amount: 800 }],
      [buyer.user._id, '', { offerId: id, event: 'accepted', amount: 800 }],
    ]);
  });

  it('when a buyer offers without having written, then the conversation opens with the card; a decline adds one', async () => {
    const { seller, buyer, bookId } = await listing();
    const { _id: id } = await offer(buyer, bookId, 600);
    expect((await post(seller, `/offers/${id}/decline`)).statusCode).toBe(200);
    const listed = (await get(buyer, `/conversations?bookId=${bookId}`)).json();
    const [conversation] = Array.isArray(listed) ? listed : listed.conversations;
    const page = (await get(seller, `/conversations/${conversation._id}/messages`)).json();
    expect(page.messages.map((m: { offer?: { event: string } }) => m.offer?.event)).toEqual([
      'made',
      'declined',
    ]);
    expect(page.messages[1].senderId).toBe(seller.user._id);
  });

  it("when a stranger acts on someone else's offer, then 403; an unknown offer is 404", async () => {
    const { buyer, bookId } = await listing();
    const { _id: id } = await offer(buyer, bookId, 600);
    const stranger = await createUser(ctx, { role: 'Seller' });
    for (const action of ['accept', 'decline', 'withdraw'])
      expect((await post(stranger, `/offers/${id}/${action}`)).statusCode).toBe(403);
    const counter = await post(stranger, `/offers/${id}/counter`, { amount: 700 });
    expect(counter.statusCode).toBe(403);
    expect(counter.json().error.message).toBe('This offer is not yours');
    expect((await post(stranger, '/offers/nope/accept')).statusCode).toBe(404);
  });

  it('when the seller declines or the buyer withdraws, then the other side is told and nothing more can happen', async () => {
    const { seller, buyer, bookId } = await listing();
    const { _id: declined } = await offer(buyer, bookId, 600);
    const res = await post(seller, `/offers/${declined}/decline`);
    expect(res.json()).toMatchObject({ status: 'declined', actions: [] });
    expect((await post(seller, `/offers/${declined}/accept`)).json().error.message).toBe(
      'This offer has been declined',
    );
    expect((await notificationsOf(buyer)).map((n) => n.title)).toContainEqual(
      expect.stringContaining('Offer declined'),
    );

    const { _id: withdrawn } = await offer(buyer, bookId, 700);
    expect((await post(buyer, `/offers/${withdrawn}/withdraw`)).json().status).toBe('withdrawn');
    expect((await post(seller, `/offers/${withdrawn}/accept`)).statusCode).toBe(409);
    expect((await notificationsOf(seller)).map((n) => n.body)).toContainEqual(
      expect.stringContaining('withdrew their offer'),
    );
  });

  it('when nobody answers within OFFER_EXPIRES, then the offer expires, both hear of it, and acting on it is refused', async () => {
    const { seller, buyer, bookId } = await listing();
    const { _id: id } = await offer(buyer, bookId, 600);
    await runLater(ctx, 31_000);
    const res = await post(seller, `/offers/${id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This offer has expired');
    expect((await post(seller, `/offers/${id}/counter`, { amount: 700 })).statusCode).toBe(409);
    expect((await get(buyer, '/offers?role=buyer&status=expired')).json()).toHaveLength(1);
    expect((await notificationsOf(buyer)).map((n) => n.title)).toContainEqual(
      expect.stringContaining('Offer expired'),
    );
    expect((await notificationsOf(seller)).map((n) => n.title)).toContainEqual(
      expect.stringContaining('Offer expired'),
    );
    expect(await bookRow(bookId)).toMatchObject({ is_sold: 0, held_for_order: null });
  });

  it("when an offer is made, countered, accepted, declined or left to expire, then its timers run at the offer's own times and stop when it leaves that stage", async () => {
    const timersOf = async (offerId: string) => {
      const rows = await ctx.db
        .selectFrom('jobs')
        .select(['kind', 'status', 'run_at'])
        .where('dedupe_key', '=', offerId)
        .where('kind', 'like', 'offers.%')
        .orderBy('kind')
        .execute();
      return rows.map((r) => ({ kind: r.kind, status: r.status, at: new Date(r.run_at).getTime() }));
    };
    const offerTimes = async (offerId: string) => {
      const row = await ctx.db
        .selectFrom('offers')
        .select(['expires_at', 'pay_by'])
        .where('id', '=', offerId)
        .executeTakeFirstOrThrow();
      return {
        expires: new Date(row.expires_at).getTime(),
        payBy: row.pay_by && new Date(row.pay_by).getTime(),
      };
    };

    // Made: the expiry is armed for the offer's expires_at.
    const { seller, buyer, bookId } = await listing();
    const { _id: id } = await offer(buyer, bookId, 600);
    const made = await offerTimes(id);
    expect(await timersOf(id)).toEqual([{ kind: 'offers.expire', status: 'pending', at: made.expires }]);

    // Countered later: the expiry moves to the new expires_at.
    ctx.clock.advance(10_000);
    expect((await post(seller, `/offers/${id}/counter`, { amount: 800 })).statusCode).toBe(200);
    const countered = await offerTimes(id);
    expect(countered.expires).toBeGreaterThan(made.expires);
    expect(await timersOf(id)).toEqual([{ kind: 'offers.expire', status: 'pending', at: countered.expires }]);

    // Accepted: the expiry stops and the payment deadline is armed for pay_by.
    expect((await post(buyer, `/offers/${id}/accept`)).statusCode).toBe(200);
    const accepted = await offerTimes(id);
    expect(await timersOf(id)).toEqual([
      { kind: 'offers.expire', status: 'cancelled', at: countered.expires },
      { kind: 'offers.payment-due', status: 'pending', at: accepted.payBy },
    ]);

    // Declined: the expiry stops; nothing else is armed.
    const other = await listing();
    const { _id: declinedId } = await offer(other.buyer, other.bookId, 600);
    expect((await post(other.seller, `/offers/${declinedId}/decline`)).statusCode).toBe(200);
    expect((await timersOf(declinedId)).map((t) => [t.kind, t.status])).toEqual([
      ['offers.expire', 'cancelled'],
    ]);

    // Expired: its timer ran, and nothing is left pending for it.
    const third = await listing();
    const { _id: expiredId } = await offer(third.buyer, third.bookId, 600);
    await runLater(ctx, 31_000);
    expect((await get(third.buyer, '/offers?role=buyer&status=expired')).json()).toHaveLength(1);
    expect((await timersOf(expiredId)).map((t) => [t.kind, t.status])).toEqual([['offers.expire', 'done']]);
  });

  it('when the buyer accepts the counter, then an order at the agreed price is held for them, the book shows reserved, and paying sells it at that price', async () => {
    const { seller, buyer, bookId } = await listing();
    const other = await createUser(ctx);
    const otherBooking = await bookOk(ctx, other, bookId);
    const { _id: id } = await offer(buyer, bookId, 600);
    await post(seller, `/offers/${id}/counter`, { amount: 750 });
    const accepted = await post(buyer, `/offers/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const answer = accepted.json();
    expect(answer).toMatchObject({ status: 'accepted', amount: 750, actions: ['pay'] });
    expect(answer.orderId).toEqual(expect.any(String));
    expect(answer.payBy).toEqual(expect.any(String));

    const order = await get(buyer, `/booked/${answer.orderId}`);
    expect(order.json()).toMatchObject({ price: 750, productId: bookId, paid: false });
    const detail = await get(seller, `/orders/${answer.orderId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().timeline.map((e: { type: string }) => e.type)).toEqual(['offer_accepted']);
    expect((await get(buyer, '/bookings/open')).json()).toContainEqual(
      expect.objectContaining({ _id: answer.orderId, price: 750 }),
    );
    expect(await bookRow(bookId)).toMatchObject({ is_sold: 0, held_for_order: answer.orderId });
    expect((await get(null, `/books/${bookId}`)).json()).toMatchObject({ heldForOffer: true, isSold: false });
    expect((await notificationsOf(seller)).map((n) => n.body)).toContainEqual(
      expect.stringContaining('accepted 750 Taka'),
    );

    // Nobody else may book it, pay for their earlier booking, or offer on it meanwhile.
    const third = await createUser(ctx);
    const booking = await book(ctx, third, bookId);
    expect(booking.statusCode).toBe(409);
    expect(booking.json().error.message).toBe('This book is reserved for a buyer whose offer was accepted');
    const otherIntent = await createIntent(ctx, other, otherBooking);
    expect(otherIntent.statusCode).toBe(409);
    expect((await post(third, `/books/${bookId}/offers`, { amount: 600 })).statusCode).toBe(409);

    // The buyer pays the agreed 750, whatever the client says.
    const secret = await clientSecretFor(ctx, buyer, answer.orderId);
    expect((await confirmCard(ctx, buyer, secret)).statusCode).toBe(200);
    const paid = await pay(ctx, buyer, {
      transactionId: intentIdOf(secret)!,
      booking: answer.orderId,
      price: 1,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = await ctx.db
      .selectFrom('payments')
      .select('price')
      .where('booking_id', '=', answer.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(payment.price)).toBe(750);
    expect(await bookRow(bookId)).toMatchObject({ is_sold: 1, held_for_order: null });

    // The payment window passing later changes nothing.
    await runLater(ctx, 61_000);
    expect((await get(buyer, '/offers?role=buyer')).json()[0]).toMatchObject({
      status: 'accepted',
      actions: [],
    });
    expect((await get(buyer, `/booked/${answer.orderId}`)).json().paid).toBe(true);
  });

  it('when the buyer had booked the book before, then accepting reprices that booking instead of adding one', async () => {
    const { seller, buyer, bookId } = await listing();
    const booked = await bookOk(ctx, buyer, bookId);
    const { _id: id } = await offer(buyer, bookId, 700);
    const accepted = (await post(seller, `/offers/${id}/accept`)).json();
    expect(accepted.orderId).toBe(booked);
    expect((await get(buyer, `/booked/${booked}`)).json().price).toBe(700);
  });

  it('when the book allows cash on delivery, then the agreed order may be placed for it at the agreed price', async () => {
    const { seller, buyer, bookId } = await listing();
    await ctx.db.updateTable('books').set({ cod_allowed: 1 }).where('id', '=', bookId).execute();
    const { _id: id } = await offer(buyer, bookId, 650);
    const { orderId } = (await post(seller, `/offers/${id}/accept`)).json();
    const placed = await post(buyer, `/orders/${orderId}/cash-on-delivery`);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await get(buyer, `/booked/${orderId}`)).json()).toMatchObject({ status: 'cod', price: 650 });
    expect(await bookRow(bookId)).toMatchObject({ is_sold: 1, held_for_order: null });
    await runLater(ctx, 61_000);
    expect((await get(buyer, `/booked/${orderId}`)).json().status).toBe('cod');
  });

  it('when the agreed order is not paid within OFFER_PAY_WITHIN, then it is cancelled, the book is back on sale and both hear of it', async () => {
    const { seller, buyer, bookId } = await listing();
    const { _id: id } = await offer(buyer, bookId, 600);
    const { orderId } = (await post(seller, `/offers/${id}/accept`)).json();
    await runLater(ctx, 61_000);
    const [lapsed] = (await get(buyer, '/offers?role=buyer')).json();
    expect(lapsed).toMatchObject({ status: 'lapsed', actions: [] });
    expect((await get(buyer, `/booked/${orderId}`)).json().status).toBe('cancelled');
    const detail = (await get(buyer, `/orders/${orderId}`)).json();
    expect(detail.timeline.map((e: { type: string }) => e.type)).toEqual(['offer_accepted', 'offer_lapsed']);
    expect(await bookRow(bookId)).toMatchObject({ is_sold: 0, held_for_order: null });
    expect((await notificationsOf(buyer)).map((n) => n.title)).toContainEqual(
      expect.stringContaining('Agreed price lapsed'),
    );
    // One notice each, not also "booking cancelled".
    expect(
      (await notificationsOf(seller)).filter((n) => n.title.startsWith('Booking cancelled')),
    ).toHaveLength(0);
    // Back on sale: someone else may book it now.
    const someone = await createUser(ctx);
    await bookOk(ctx, someone, bookId);
  });

  it('when the buyer cancels the agreed order, then the hold ends at once and the offer lapses', async () => {
    const { seller, buyer, bookId } = await listing();
    const { _id: id } = await offer(buyer, bookId, 600);
    const { orderId } = (await post(seller, `/offers/${id}/accept`)).json();
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${orderId}/cancel`,
      headers: buyer.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await bookRow(bookId)).toMatchObject({ is_sold: 0, held_for_order: null });
    expect((await get(buyer, '/offers?role=buyer')).json()[0].status).toBe('lapsed');
  });

  it('when the seller accepts two offers on one book at once, then exactly one wins and the other stays open', async () => {
    const { seller, buyer, bookId } = await listing();
    const buyer2 = await createUser(ctx);
    const a = await offer(buyer, bookId, 600);
    const b = await offer(buyer2, bookId, 650);
    const results = await Promise.all([
      post(seller, `/offers/${a._id}/accept`),
      post(seller, `/offers/${b._id}/accept`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toBe('This book is reserved for a buyer whose offer was accepted');
    const offers = (await get(seller, '/offers?role=seller')).json() as Array<{ status: string }>;
    expect(offers.map((o) => o.status).sort()).toEqual(['accepted', 'open']);
    const open = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('book_id', '=', bookId)
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('when both sides answer the same offer at once, then one answer lands and the others get 409', async () => {
    const { seller, buyer, bookId } = await listing();
    const { _id: id } = await offer(buyer, bookId, 600);
    const results = await Promise.all([
      post(seller, `/offers/${id}/accept`),
      post(seller, `/offers/${id}/accept`),
      post(seller, `/offers/${id}/decline`),
      post(buyer, `/offers/${id}/withdraw`),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const bookings = await ctx.db.selectFrom('bookings').select('id').where('book_id', '=', bookId).execute();
    const final = (await get(buyer, '/offers?role=buyer')).json()[0];
    expect(bookings).toHaveLength(final.status === 'accepted' ? 1 : 0);
  });

  it('when both read Bangla, then every offer notification reads in Bangla with ৳ and Bengali digits', async () => {
    const { seller, buyer, bookId } = await listing();
    for (const user of [seller, buyer])
      expect(
        (
          await ctx.app.inject({
            method: 'PUT',
            url: '/api/me/language',
            headers: user.auth,
            payload: { language: 'bn' },
          })
        ).statusCode,
      ).toBe(200);
    const { _id: id } = await offer(buyer, bookId, 600);
    await post(seller, `/offers/${id}/counter`, { amount: 800 });
    await post(buyer, `/offers/${id}/counter`, { amount: 700 });
    await post(seller, `/offers/${id}/accept`);
    await runLater(ctx, 61_000);
    const { _id: other } = await offer(buyer, (await createBook(ctx, seller, { resale: 1000 }))._id, 600);
    await post(buyer, `/offers/${other}/withdraw`);
    const read = async (user: TestUser) =>
      (await get(user, '/notifications')).json() as Array<{ title: string; body: string }>;
    const buyerNews = await read(buyer);
    const sellerNews = await read(seller);
    expect(buyerNews.length).toBeGreaterThanOrEqual(3);
    expect(sellerNews.length).toBeGreaterThanOrEqual(3);
    for (const n of [...buyerNews, ...sellerNews]) {
      expect(n.title).toMatch(/[\u0980-\u09FF]/);
      expect(n.body).toMatch(/[\u0980-\u09FF]/);
      expect(n.body).not.toMatch(/Taka|offer/);
    }
    expect(sellerNews.map((n) => n.body)).toContainEqual(expect.stringContaining('৳৬০০'));
    expect(buyerNews.map((n) => n.body)).toContainEqual(expect.stringContaining('৳৮০০'));
  });

  it('when a listing is held for an accepted offer, then an exchange for it cannot be accepted', async () => {
    const { seller, buyer, bookId } = await listing();
    await ctx.db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', bookId).execute();
    const proposer = await createUser(ctx, { role: 'Seller' });
    const mine = await createBook(ctx, proposer);
    const proposed = await post(proposer, '/exchanges', {
      bookId,
      offeredBookIds: [mine._id],
      topup: { amount: 0, payer: 'proposer' },
      message: 'Swap?',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { _id: id } = await offer(buyer, bookId, 600);
    expect((await post(seller, `/offers/${id}/accept`)).statusCode).toBe(200);
    const swap = await post(seller, `/exchanges/${proposed.json()._id}/accept`);
    expect(swap.statusCode).toBe(409);
    expect(await bookRow(bookId)).toMatchObject({ is_sold: 0 });
  });
});
