// Exchanges through the API: every transition and refusal, the timers, the top-up and its refund, reviews,
// start-selling, the listing fields and filter, and the race of accepts (docs/decisions/140–143).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURIER,
  bookOk,
  clientSecretFor,
  confirmCard,
  GOOD_CARD,
  intentIdOf,
  pay,
} from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  notificationsOf,
  runLater,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('exchanges', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({
      EXCHANGE_OFFER_EXPIRES: '30s',
      EXCHANGE_TOPUP_WITHIN: '30s',
      JOBS_POLL_INTERVAL: '0',
    });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(() => ctx.close());

  const post = (user: TestUser | null, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: user?.auth ?? {}, payload: payload ?? {} });
  const get = (user: TestUser, url: string) => ctx.app.inject({ url: `/api${url}`, headers: user.auth });
  const seller = () => createUser(ctx, { role: 'Seller' });
  async function listing(owner: TestUser, open = true, name?: string) {
    const book = await createBook(ctx, owner, name ? { productName: name } : {});
    if (open)
      await ctx.db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', book._id).execute();
    return book._id;
  }
  const bookRow = (id: string) =>
    ctx.db
      .selectFrom('books')
      .select(['is_sold', 'exchange_state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  async function offer(topup = { amount: 0, payer: 'proposer' }) {
    const owner = await seller();
    const proposer = await seller();
    const target = await listing(owner);
    const mine = await listing(proposer, false);
    const res = await post(proposer, '/exchanges', {
      bookId: target,
      offeredBookIds: [mine],
      topup,
      message: 'Swap?',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { owner, proposer, target, mine, id: res.json()._id as string };
  }
  /** Moves the server's clock on by `ms` and runs the jobs due by then. */
  const runJobsLater = async (ms: number) => {
    return runLater(ctx, ms);
  };

  it('when a buyer starts selling, then they become a seller once; an admin cannot', async () => {
    const buyer = await createUser(ctx);
    const res = await post(buyer, '/me/start-selling');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'Seller' });
    expect((await post(buyer, '/me/start-selling')).json()).toMatchObject({ role: 'Seller' });
    expect((await get(buyer, '/auth/me')).json().role).toBe('Seller');
    expect((await post(admin, '/me/start-selling')).statusCode).toBe(409);
    expect((await post(null, '/me/start-selling')).statusCode).toBe(401);
  });

  it('when a seller lists a book open to exchange, then cards carry it and category pages and search filter to it', async () => {
    const owner = await seller();
    const categoryRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: `Swaps ${Date.now()}` },
    });
    const category = categoryRes.json().insertedId as string;
    const open = await createBook(ctx, owner, {
      categoryId: category,
      productName: 'Padma Nadir Majhi swap',
    });
    await createBook(ctx, owner, { categoryId: category, productName: 'Padma Nadir Majhi sale' });
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/books/${open._id}`,
      headers: owner.auth,
      payload: { openToExchange: true, wants: 'Humayun Ahmed novels' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      openToExchange: true,
      wants: 'Humayun Ahmed novels',
      exchangeState: null,
    });
    const page = (await ctx.app.inject({ url: `/api/category/${category}?exchange=1` })).json();
    expect(page.books.map((b: { _id: string }) => b._id)).toEqual([open._id]);
    const all = (await ctx.app.inject({ url: `/api/category/${category}` })).json();
    expect(all.books).toHaveLength(2);
    const search = (await ctx.app.inject({ url: '/api/search?q=Padma&exchange=1' })).json();
    expect(search.map((b: { _id: string }) => b._id)).toEqual([open._id]);
  });

  it('when an offer breaks the rules, then it is refused with a clear 4xx and nothing is stored', async () => {
    const owner = await seller();
    const proposer = await seller();
    const stranger = await seller();
    const target = await listing(owner);
    const closed = await listing(owner, false);
    const mine = await listing(proposer, false);
    const theirs = await listing(stranger, false);
    const sold = await createBook(ctx, proposer, { isSold: true });
    const base = { bookId: target, offeredBookIds: [mine] };
    const buyer = await createUser(ctx);
    const cases: Array<[TestUser, object, number]> = [
      [buyer, base, 403],
      [proposer, { ...base, offeredBookIds: [theirs] }, 403],
      [proposer, { ...base, offeredBookIds: [sold._id] }, 409],
      [owner, { bookId: target, offeredBookIds: [closed] }, 403],
      [proposer, { bookId: closed, offeredBookIds: [mine] }, 409],
      [proposer, { ...base, offeredBookIds: [mine, mine + 'a', mine + 'b', mine + 'c'] }, 400],
      [proposer, { ...base, offeredBookIds: [] }, 400],
      [proposer, { ...base, topup: { amount: -5, payer: 'proposer' } }, 400],
      [proposer, { ...base, topup: { amount: 10.5, payer: 'proposer' } }, 400],
      [proposer, { ...base, topup: { amount: 100001, payer: 'owner' } }, 400],
      [proposer, { ...base, topup: { amount: 10, payer: 'someone' } }, 400],
    ];
    for (const [user, payload, status] of cases) {
      const res = await post(user, '/exchanges', payload);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(status);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
    expect(
      await ctx.db.selectFrom('exchanges').select('id').where('target_book_id', '=', target).execute(),
    ).toEqual([]);
    // A reserved book cannot be offered either.
    const other = await offer();
    expect((await post(other.owner, `/exchanges/${other.id}/accept`)).statusCode).toBe(200);
    const reserved = await post(other.proposer, '/exchanges', {
      bookId: target,
      offeredBookIds: [other.mine],
    });
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().error.code).toBe('BOOK_RESERVED');
  });

  it('when an offer is made, then both see it with their own actions; a second open offer is refused; others get 403', async () => {
    const { owner, proposer, target, mine, id } = await offer();
    const asOwner = (await get(owner, `/exchanges/${id}`)).json();
    expect(asOwner).toMatchObject({
      status: 'proposed',
      viewerRole: 'owner',
      actions: ['accept', 'decline', 'counter'],
      books: { proposer: [{ _id: mine }], owner: [{ _id: target }] },
      topup: { amount: 0, payer: null },
      message: 'Swap?',
    });
    expect(asOwner.expiresAt).toEqual(expect.any(String));
    expect(asOwner.timeline.map((e: { type: string }) => e.type)).toEqual(['proposed']);
    expect((await get(proposer, `/exchanges/${id}`)).json()).toMatchObject({
      viewerRole: 'proposer',
      actions: ['withdraw'],
    });
    expect((await get(admin, `/exchanges/${id}`)).json()).toMatchObject({ viewerRole: 'admin', actions: [] });
    expect((await get(await seller(), `/exchanges/${id}`)).statusCode).toBe(403);
    expect((await post(proposer, '/exchanges', { bookId: target, offeredBookIds: [mine] })).statusCode).toBe(
      409,
    );
    const incoming = (await get(owner, '/exchanges?box=incoming')).json();
    expect(incoming.map((x: { _id: string }) => x._id)).toEqual([id]);
    expect((await get(owner, '/exchanges?box=outgoing')).json()).toEqual([]);
    expect((await get(proposer, '/exchanges?box=outgoing')).json()[0]._id).toBe(id);
    const note = await notificationsOf(ctx, owner);
    expect(note.map((n) => n.title)).toContain(
      `New exchange offer for ${asOwner.books.owner[0].productName}`,
    );
  });

  it('when the wrong party or the wrong stage acts, then 403 or 409 and nothing changes', async () => {
    const { owner, proposer, id } = await offer();
    expect((await post(proposer, `/exchanges/${id}/accept`)).statusCode).toBe(403);
    expect((await post(proposer, `/exchanges/${id}/decline`)).statusCode).toBe(403);
    expect((await post(owner, `/exchanges/${id}/withdraw`)).statusCode).toBe(403);
    expect((await post(owner, `/exchanges/${id}/handover`, COURIER)).statusCode).toBe(409);
    expect((await post(owner, `/exchanges/${id}/received`)).statusCode).toBe(409);
    expect((await post(owner, `/exchanges/${id}/dispute`, { reason: 'x' })).statusCode).toBe(409);
    expect((await post(admin, `/admin/exchanges/${id}/resolve`, { outcome: 'complete' })).statusCode).toBe(
      409,
    );
    expect((await post(owner, `/admin/exchanges/${id}/resolve`, { outcome: 'complete' })).statusCode).toBe(
      403,
    );
    const withdrawn = await post(proposer, `/exchanges/${id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', actions: [] });
    const late = await post(owner, `/exchanges/${id}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This exchange is withdrawn; it cannot be accepted now');
  });

  it('when the owner declines, then the offer is declined with the reason on its timeline', async () => {
    const { owner, proposer, id } = await offer();
    const res = await post(owner, `/exchanges/${id}/decline`, { reason: 'Not interested' });
    expect(res.json()).toMatchObject({ status: 'declined', actions: [] });
    expect(res.json().timeline[1]).toMatchObject({
      type: 'declined',
      reason: 'Not interested',
      actor: { role: 'owner' },
    });
    expect((await post(proposer, `/exchanges/${id}/withdraw`)).statusCode).toBe(409);
  });

  it('when offers are countered, then each counter is a new proposal linked to its parent, at most 5 rounds', async () => {
    const { owner, proposer, target, mine, id } = await offer();
    const extra = await listing(owner, false);
    const theirs2 = await listing(proposer, false);
    expect(
      (
        await post(proposer, `/exchanges/${id}/counter`, {
          offeredBookIds: [mine],
          requestedBookIds: [target],
        })
      ).statusCode,
    ).toBe(403);
    // Asking for books the other side does not own is refused.
    expect(
      (await post(owner, `/exchanges/${id}/counter`, { offeredBookIds: [target], requestedBookIds: [extra] }))
        .statusCode,
    ).toBe(403);
    let current = id;
    let [counterer, other] = [owner, proposer];
    for (let round = 2; round <= 5; round += 1) {
      const own = counterer === owner ? [target, extra] : [mine, theirs2];
      const asked = counterer === owner ? [mine, theirs2] : [target];
      const res = await post(counterer, `/exchanges/${current}/counter`, {
        offeredBookIds: own,
        requestedBookIds: asked,
        topup: { amount: 50 * round, payer: 'owner' },
        message: `Round ${round}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'proposed',
        round,
        parentId: current,
        viewerRole: 'proposer',
      });
      expect((await get(counterer, `/exchanges/${current}`)).json().status).toBe('countered');
      current = res.json()._id;
      [counterer, other] = [other, counterer];
    }
    const last = (await get(counterer, `/exchanges/${current}`)).json();
    expect(last.actions).toEqual(['accept', 'decline']);
    const sixth = await post(counterer, `/exchanges/${current}/counter`, {
      offeredBookIds: [target],
      requestedBookIds: [mine],
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.code).toBe('LIMIT_REACHED');
  });

  it('when either party writes from the exchange, then it is the one conversation about the book offered for, through counters too; nobody else may', async () => {
    const { owner, proposer, target, mine, id } = await offer();
    const stranger = await seller();
    const write = (user: TestUser, exchangeId: string, text: string) =>
      post(user, `/exchanges/${exchangeId}/messages`, { text });
    expect((await write(stranger, id, 'Hi')).statusCode).toBe(403);
    expect((await write(admin, id, 'Hi')).statusCode).toBe(403);

    const first = await write(owner, id, 'Is the spine intact?');
    expect(first.statusCode, first.body).toBe(201);
    const conversation = first.json().conversation;
    expect(conversation).toMatchObject({
      book: { _id: target },
      iAmSeller: true,
      otherPerson: { _id: proposer.user._id },
    });
    // 'Ask the seller' on the book lands in the same conversation.
    const asked = await post(proposer, '/conversations', { bookId: target, text: 'Yes, like new.' });
    expect(asked.json().conversation._id).toBe(conversation._id);
    // A counter-offer swaps who proposes; the talk stays where it was.
    const counter = await post(owner, `/exchanges/${id}/counter`, {
      offeredBookIds: [target],
      requestedBookIds: [mine],
    });
    expect(counter.statusCode, counter.body).toBe(201);
    const fromCounter = await write(proposer, counter.json()._id, 'Deal.');
    expect(fromCounter.json().conversation._id).toBe(conversation._id);
    const thread = await get(owner, `/conversations/${conversation._id}/messages`);
    expect(thread.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Is the spine intact?',
      'Yes, like new.',
      'Deal.',
    ]);
  });

  it('when an offer is not answered in time, then the timer expires it once', async () => {
    const { owner, id } = await offer();
    await ctx.app.jobs.runDue();
    expect((await get(owner, `/exchanges/${id}`)).json().status).toBe('proposed');
    await runJobsLater(31_000);
    const after = (await get(owner, `/exchanges/${id}`)).json();
    expect(after.status).toBe('expired');
    expect(after.timeline.at(-1)).toMatchObject({ type: 'expired', actor: { role: 'system' } });
    // A withdrawn offer's timer is cancelled with it.
    const two = await offer();
    await post(two.proposer, `/exchanges/${two.id}/withdraw`);
    const timers = await ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'exchanges.offer-expires')
      .where('dedupe_key', '=', two.id)
      .execute();
    expect(timers.map((t) => t.status)).toEqual(['cancelled']);
  });

  it('when an exchange without top-up is accepted, handed over both ways and received, then it completes, the books are exchanged and both review', async () => {
    const { owner, proposer, target, mine, id } = await offer();
    const buyer = await createUser(ctx);
    const booking = await bookOk(ctx, buyer, target);
    const accepted = await post(owner, `/exchanges/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', actions: ['handover', 'dispute'] });
    expect(await bookRow(target)).toMatchObject({ is_sold: 1, exchange_state: 'reserved' });
    expect(await bookRow(mine)).toMatchObject({ is_sold: 1, exchange_state: 'reserved' });
    const order = await ctx.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', booking)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('cancelled');
    const rebook = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: buyer.auth,
      payload: { productId: target },
    });
    expect(rebook.statusCode).toBe(409);
    expect(rebook.json().error.message).toBe('This book is reserved for an exchange');

    expect((await post(owner, `/exchanges/${id}/received`)).statusCode).toBe(409);
    expect((await post(owner, `/exchanges/${id}/handover`, { method: 'pigeon' })).statusCode).toBe(400);
    const ownerHanded = await post(owner, `/exchanges/${id}/handover`, COURIER);
    expect(ownerHanded.statusCode).toBe(200);
    expect(ownerHanded.json().progress.owner).toMatchObject({ handover: COURIER, receivedAt: null });
    expect((await post(owner, `/exchanges/${id}/handover`, COURIER)).statusCode).toBe(409);
    const asProposer = (await get(proposer, `/exchanges/${id}`)).json();
    expect(asProposer.actions).toEqual(['handover', 'received', 'dispute']);
    expect((await post(proposer, `/exchanges/${id}/received`)).statusCode).toBe(200);
    expect((await post(proposer, `/exchanges/${id}/handover`, COURIER)).statusCode).toBe(200);
    const done = await post(owner, `/exchanges/${id}/received`);
    expect(done.json()).toMatchObject({ status: 'completed', actions: ['review'] });
    expect(await bookRow(target)).toMatchObject({ is_sold: 1, exchange_state: 'exchanged' });
    const myBooks = (await ctx.app.inject({ url: '/api/mybooks', headers: owner.auth })).json();
    expect(myBooks.find((b: { _id: string }) => b._id === target)).toMatchObject({
      isSold: true,
      exchangeState: 'exchanged',
    });

    expect((await post(await seller(), '/reviews', { exchangeId: id, rating: 5 })).statusCode).toBe(403);
    expect(
      (await post(owner, '/reviews', { exchangeId: id, rating: 5, text: 'Smooth swap' })).statusCode,
    ).toBe(201);
    expect((await post(owner, '/reviews', { exchangeId: id, rating: 4 })).statusCode).toBe(409);
    expect((await post(proposer, '/reviews', { exchangeId: id, rating: 4, text: 'Good' })).statusCode).toBe(
      201,
    );
    const reviews = await ctx.db.selectFrom('reviews').selectAll().where('exchange_id', '=', id).execute();
    expect(reviews.every((r) => r.published_at !== null)).toBe(true);
    const profile = (await ctx.app.inject({ url: `/api/sellers/${proposer.user._id}` })).json();
    expect(profile.rating).toEqual({ average: 5, count: 1 });
  });

  it('when both parties review a completed exchange, then GET /exchanges/:id/reviews keeps theirs hidden until both are in, and the seller profile lists them as exchange reviews', async () => {
    const { owner, proposer, id } = await offer();
    const reviewsOf = (user: TestUser) => get(user, `/exchanges/${id}/reviews`);
    // Before completion: nothing to show and no review window yet.
    expect((await reviewsOf(owner)).json()).toEqual({
      mine: null,
      theirs: null,
      theirsPending: false,
      reviewUntil: null,
    });
    expect((await post(owner, '/reviews', { exchangeId: id, rating: 5 })).statusCode).toBe(409);
    expect((await post(owner, `/exchanges/${id}/accept`)).statusCode).toBe(200);
    for (const side of [owner, proposer])
      expect((await post(side, `/exchanges/${id}/handover`, COURIER)).statusCode).toBe(200);
    for (const side of [owner, proposer])
      expect((await post(side, `/exchanges/${id}/received`)).statusCode).toBe(200);

    const outsider = await seller();
    expect((await reviewsOf(outsider)).statusCode).toBe(403);
    expect((await get(outsider, `/exchanges/no-such-exchange/reviews`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/exchanges/${id}/reviews` })).statusCode).toBe(401);
    const open = (await reviewsOf(proposer)).json();
    expect(open).toMatchObject({ mine: null, theirs: null, theirsPending: false });
    expect(new Date(open.reviewUntil).getTime()).toBeGreaterThan(Date.now());

    // The owner reviews first: the proposer is told one is waiting but cannot read it yet.
    const first = await post(owner, '/reviews', { exchangeId: id, rating: 4, text: 'Quick, friendly swap' });
    expect(first.statusCode, first.body).toBe(201);
    expect((await reviewsOf(owner)).json()).toMatchObject({
      mine: { exchangeId: id, orderId: null, rating: 4, published: false },
      theirs: null,
      theirsPending: false,
    });
    expect((await reviewsOf(proposer)).json()).toMatchObject({
      mine: null,
      theirs: null,
      theirsPending: true,
    });
    expect((await get(owner, `/exchanges/${id}`)).json().actions).toEqual([]);

    // Once the proposer's is in, both are public and each sees the other's.
    expect(
      (await post(proposer, '/reviews', { exchangeId: id, rating: 5, text: 'Book as described' })).statusCode,
    ).toBe(201);
    expect((await reviewsOf(proposer)).json()).toMatchObject({
      mine: { rating: 5, authorId: proposer.user._id, subjectId: owner.user._id, published: true },
      theirs: { rating: 4, authorId: owner.user._id, text: 'Quick, friendly swap', published: true },
      theirsPending: false,
    });
    expect((await reviewsOf(owner)).json()).toMatchObject({
      mine: { rating: 4 },
      theirs: { rating: 5, text: 'Book as described' },
    });
    const asAdmin = (await reviewsOf(admin)).json();
    expect([asAdmin.mine, asAdmin.theirs?.rating]).toEqual([null, expect.any(Number)]);

    // The seller profile: the rating counts it, and the public list names the exchange.
    const profile = (await ctx.app.inject({ url: `/api/sellers/${owner.user._id}` })).json();
    expect(profile.rating).toEqual({ average: 5, count: 1 });
    const listed = (await ctx.app.inject({ url: `/api/sellers/${owner.user._id}/reviews` })).json();
    expect(listed).toEqual([
      expect.objectContaining({ exchangeId: id, orderId: null, rating: 5, authorId: proposer.user._id }),
    ]);
  });

  it('when a top-up is due, then only the payer pays it by card, verified by the provider, and the exchange goes on', async () => {
    const { owner, proposer, id } = await offer({ amount: 150, payer: 'proposer' });
    const accepted = (await post(owner, `/exchanges/${id}/accept`)).json();
    expect(accepted).toMatchObject({
      status: 'awaiting_topup',
      topup: { amount: 150, payer: 'proposer' },
      actions: [],
    });
    expect(accepted.topup.dueAt).toEqual(expect.any(String));
    expect((await get(proposer, `/exchanges/${id}`)).json().actions).toEqual(['pay_topup']);
    expect((await post(owner, `/exchanges/${id}/topup-intent`)).statusCode).toBe(403);
    const intent = await post(proposer, `/exchanges/${id}/topup-intent`);
    expect(intent.json()).toMatchObject({ amount: 150 });
    const clientSecret = intent.json().clientSecret as string;
    // Not confirmed yet: the provider says no.
    expect(
      (await post(proposer, `/exchanges/${id}/topup`, { transactionId: intentIdOf(clientSecret) }))
        .statusCode,
    ).toBe(402);
    expect((await confirmCard(ctx, proposer, clientSecret)).statusCode).toBe(200);
    const paid = await post(proposer, `/exchanges/${id}/topup`, { transactionId: intentIdOf(clientSecret) });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'accepted', actions: ['handover', 'dispute'] });
    expect(paid.json().topup.paidAt).toEqual(expect.any(String));
    expect(
      (await post(proposer, `/exchanges/${id}/topup`, { transactionId: intentIdOf(clientSecret) }))
        .statusCode,
    ).toBe(409);
    const sandbox = await ctx.db
      .selectFrom('sandbox_intents')
      .selectAll()
      .where('id', '=', intentIdOf(clientSecret))
      .executeTakeFirstOrThrow();
    expect(Number(sandbox.amount)).toBe(15000);
    // The top-up timer was cancelled by the payment.
    await runJobsLater(31_000);
    expect((await get(owner, `/exchanges/${id}`)).json().status).toBe('accepted');
  });

  it('when a top-up is not paid in time, then the exchange is cancelled and its books are back on sale', async () => {
    const { owner, proposer, target, mine, id } = await offer({ amount: 80, payer: 'owner' });
    await post(owner, `/exchanges/${id}/accept`);
    const secret = (await post(owner, `/exchanges/${id}/topup-intent`)).json().clientSecret as string;
    await runJobsLater(31_000);
    const after = (await get(proposer, `/exchanges/${id}`)).json();
    expect(after.status).toBe('cancelled');
    expect(await bookRow(target)).toMatchObject({ is_sold: 0, exchange_state: null });
    expect(await bookRow(mine)).toMatchObject({ is_sold: 0, exchange_state: null });
    // The card can no longer be charged for it.
    const late = await confirmCard(ctx, owner, secret);
    expect(late.statusCode).toBe(409);
  });

  it('when a disputed exchange with a paid top-up is cancelled by the admin, then the books are released and the top-up refunded once', async () => {
    const { owner, proposer, target, id } = await offer({ amount: 200, payer: 'owner' });
    await post(owner, `/exchanges/${id}/accept`);
    const secret = (await post(owner, `/exchanges/${id}/topup-intent`)).json().clientSecret as string;
    await confirmCard(ctx, owner, secret, GOOD_CARD);
    expect(
      (await post(owner, `/exchanges/${id}/topup`, { transactionId: intentIdOf(secret) })).statusCode,
    ).toBe(200);
    await post(owner, `/exchanges/${id}/handover`, COURIER);
    expect((await post(proposer, `/exchanges/${id}/dispute`, {})).statusCode).toBe(400);
    const disputed = await post(proposer, `/exchanges/${id}/dispute`, { reason: 'The book never came' });
    expect(disputed.json()).toMatchObject({ status: 'disputed', actions: [] });
    const list = (await get(admin, '/admin/exchanges?status=disputed')).json();
    expect(list.map((x: { _id: string }) => x._id)).toContain(id);
    expect(list.find((x: { _id: string }) => x._id === id).actions).toEqual(['resolve']);
    expect((await get(owner, '/admin/exchanges')).statusCode).toBe(403);
    const resolved = await post(admin, `/admin/exchanges/${id}/resolve`, { outcome: 'cancel' });
    expect(resolved.json()).toMatchObject({ status: 'cancelled', topup: { refund: 'pending' } });
    expect(await bookRow(target)).toMatchObject({ is_sold: 0, exchange_state: null });
    expect((await post(admin, `/admin/exchanges/${id}/resolve`, { outcome: 'complete' })).statusCode).toBe(
      409,
    );
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    const sandbox = await ctx.db
      .selectFrom('sandbox_intents')
      .selectAll()
      .where('id', '=', intentIdOf(secret))
      .executeTakeFirstOrThrow();
    expect(Number(sandbox.refunded_amount)).toBe(20000);
    const final = (await get(owner, `/exchanges/${id}`)).json();
    expect(final.topup.refund).toBe('succeeded');
    expect(final.timeline.map((e: { type: string }) => e.type)).toContain('topup_refunded');
  });

  it('when the admin completes a disputed exchange, then the books are exchanged', async () => {
    const { owner, proposer, mine, id } = await offer();
    await post(owner, `/exchanges/${id}/accept`);
    await post(proposer, `/exchanges/${id}/dispute`, { reason: 'Slow' });
    expect((await post(admin, `/admin/exchanges/${id}/resolve`, { outcome: 'complete' })).json().status).toBe(
      'completed',
    );
    expect(await bookRow(mine)).toMatchObject({ exchange_state: 'exchanged' });
  });

  it('when a book was sold meanwhile, then accepting fails with 409 and nothing is reserved', async () => {
    const { owner, target, mine, id } = await offer();
    const buyer = await createUser(ctx);
    const order = await bookOk(ctx, buyer, mine);
    const secret = await clientSecretFor(ctx, buyer, order);
    await confirmCard(ctx, buyer, secret);
    expect((await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: order })).statusCode).toBe(
      200,
    );
    const res = await post(owner, `/exchanges/${id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('BOOK_SOLD');
    expect(await bookRow(target)).toMatchObject({ is_sold: 0, exchange_state: null });
    expect((await get(owner, `/exchanges/${id}`)).json().status).toBe('proposed');
  });

  it('when 20 sellers offer for one book and two accepts race, then exactly one exchange is accepted and every book is in at most one live deal (10 rounds)', async () => {
    // The same members every round (accounts are slow to make); new books each round.
    const owner = await seller();
    const proposers = await Promise.all(Array.from({ length: 20 }, () => seller()));
    const buyer = await createUser(ctx);
    for (let round = 0; round < 10; round += 1) {
      const target = await listing(owner);
      const offers = await Promise.all(
        proposers.map(async (p) => {
          const mine = await listing(p, false);
          const res = await post(p, '/exchanges', { bookId: target, offeredBookIds: [mine] });
          expect(res.statusCode).toBe(201);
          return { id: res.json()._id as string, mine };
        }),
      );
      // A buyer pays for one of the offered books at the same moment.
      const sale = await bookOk(ctx, buyer, offers[2].mine);
      const secret = await clientSecretFor(ctx, buyer, sale);
      await confirmCard(ctx, buyer, secret);
      const results = await Promise.all([
        post(owner, `/exchanges/${offers[0].id}/accept`),
        post(owner, `/exchanges/${offers[1].id}/accept`),
        post(owner, `/exchanges/${offers[2].id}/accept`),
        pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: sale }),
      ]);
      const accepts = results.slice(0, 3).map((r) => r.statusCode);
      expect(accepts.filter((s) => s === 200)).toHaveLength(1);
      expect(accepts.filter((s) => s === 409)).toHaveLength(2);
      const rows = await ctx.db
        .selectFrom('exchanges')
        .select(['id', 'status'])
        .where('target_book_id', '=', target)
        .execute();
      expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(1);
      expect(rows.filter((r) => r.status === 'proposed')).toHaveLength(0);
      // Every book: at most one live deal among accepted exchanges and paid orders.
      const books = [target, ...offers.map((o) => o.mine)];
      for (const bookId of books) {
        const liveExchanges = await ctx.db
          .selectFrom('exchange_books')
          .innerJoin('exchanges', 'exchanges.id', 'exchange_books.exchange_id')
          .select('exchanges.id')
          .where('exchange_books.book_id', '=', bookId)
          .where('exchanges.status', 'in', ['accepted', 'awaiting_topup', 'disputed', 'completed'])
          .execute();
        const liveOrders = await ctx.db
          .selectFrom('bookings')
          .select('id')
          .where('book_id', '=', bookId)
          .where('status', 'in', ['paid', 'handed_over', 'disputed', 'completed'])
          .execute();
        expect(liveExchanges.length + liveOrders.length, bookId).toBeLessThanOrEqual(1);
        const row = await bookRow(bookId);
        expect(Number(row.is_sold)).toBe(liveExchanges.length + liveOrders.length);
      }
    }
  }, 120_000);

  it('when two sellers each hold what the other wants, then both see a swap match, and a new listing tells a seller who wants it', async () => {
    const a = await seller();
    const b = await seller();
    const aBook = await listing(a, true, 'Aguner Poroshmoni');
    const bBook = await listing(b, true, 'Lalsalu');
    await ctx.db
      .updateTable('books')
      .set({ wants: 'Lalsalu, anything by Syed Waliullah' })
      .where('id', '=', aBook)
      .execute();
    await ctx.db.updateTable('books').set({ wants: 'Aguner Poroshmoni' }).where('id', '=', bBook).execute();
    const forA = (await get(a, '/exchanges/matches')).json();
    expect(forA).toEqual([
      expect.objectContaining({
        mine: expect.objectContaining({ _id: aBook }),
        theirs: expect.objectContaining({ _id: bBook }),
      }),
    ]);
    const forB = (await get(b, '/exchanges/matches')).json();
    expect(forB[0]).toMatchObject({
      mine: { _id: bBook },
      theirs: { _id: aBook },
      seller: { _id: a.user._id },
    });
    expect((await get(await seller(), '/exchanges/matches')).json()).toEqual([]);

    const c = await seller();
    const category = await ctx.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: c.auth,
      payload: {
        productName: 'Lalsalu',
        image: 'https://example.com/lalsalu.jpg',
        location: 'Dhaka',
        condition: 'Good',
        resale: 200,
        original: 400,
        purchage: 2020,
        year: 3,
        sellerName: 'C',
        conatct: '01700000000',
        description: 'A classic',
        category: category.id,
        openToExchange: true,
        wants: 'Poetry',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const notes = await notificationsOf(ctx, a);
    expect(notes.map((n) => n.title)).toContain('Lalsalu is listed');
  });
});
