import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOk } from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('Conversations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const ask = (user: TestUser, bookId: string, text: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: user.auth,
      payload: { bookId, text },
    });
  const send = (user: TestUser, id: string, text: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: user.auth,
      payload: { text },
    });
  const messages = (user: TestUser, id: string, query = '') =>
    ctx.app.inject({ url: `/api/conversations/${id}/messages${query}`, headers: user.auth });
  const post = (user: TestUser, id: string, action: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/${action}`,
      headers: user.auth,
      payload,
    });
  const unread = async (user: TestUser) =>
    (await ctx.app.inject({ url: '/api/conversations/unread-count', headers: user.auth })).json().count;
  const list = async (user: TestUser, query = '') =>
    (await ctx.app.inject({ url: `/api/conversations${query}`, headers: user.auth })).json();

  async function conversationAbout(seller?: TestUser) {
    const s = seller ?? (await createUser(ctx, { role: 'Seller' }));
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, s, { productName: 'Pather Panchali' });
    const res = await ask(buyer, book._id, 'Are there notes in the margin?');
    expect(res.statusCode).toBe(201);
    return { seller: s, buyer, book, id: res.json().conversation._id as string };
  }

  it('when a buyer asks the seller twice about one book, then there is one conversation with both messages, the seller the other side', async () => {
    const seller = await createUser(ctx, { role: 'Seller', name: 'Rahim Seller' });
    const buyer = await createUser(ctx, { name: 'Karim Buyer' });
    const book = await createBook(ctx, seller, { productName: 'Gitanjali' });
    const first = await ask(buyer, book._id, 'Is it still available?');
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.conversation).toMatchObject({
      book: { _id: book._id, productName: 'Gitanjali' },
      otherPerson: { _id: seller.user._id, name: 'Rahim Seller' },
      iAmSeller: false,
      unread: 0,
    });
    expect(body.message).toMatchObject({ senderId: buyer.user._id, text: 'Is it still available?' });
    const second = await ask(buyer, book._id, 'And the price?');
    expect(second.json().conversation._id).toBe(body.conversation._id);

    const sellerView = await list(seller);
    expect(sellerView).toHaveLength(1);
    expect(sellerView[0]).toMatchObject({
      _id: body.conversation._id,
      otherPerson: { _id: buyer.user._id, name: 'Karim Buyer' },
      iAmSeller: true,
      unread: 2,
      lastMessage: { text: 'And the price?' },
    });
    const page = (await messages(seller, body.conversation._id)).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual([
      'Is it still available?',
      'And the price?',
    ]);
    expect(page.hasOlder).toBe(false);
  });

  it('when someone asks about their own book, a removed book or an unknown one, then 403 / 404; a visitor 401', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    expect((await ask(seller, book._id, 'hello me')).statusCode).toBe(403);
    expect((await ask(await createUser(ctx), 'f'.repeat(24), 'hello')).statusCode).toBe(404);
    const gone = await createBook(ctx, seller);
    await ctx.db
      .updateTable('books')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone._id)
      .execute();
    expect((await ask(await createUser(ctx), gone._id, 'hello')).statusCode).toBe(404);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { bookId: book._id, text: 'hi' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('when either side of an order writes from the order, then it is the one conversation of that book and buyer; nobody else may', async () => {
    const seller = await createUser(ctx, { role: 'Seller', name: 'Mina Seller' });
    const buyer = await createUser(ctx, { name: 'Jamal Buyer' });
    const stranger = await createUser(ctx);
    const admin = await createUser(ctx, { role: 'Admin' });
    const book = await createBook(ctx, seller, { productName: 'Chander Pahar' });
    const orderId = await bookOk(ctx, buyer, book._id);
    const writeOn = (user: TestUser, text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/messages`,
        headers: user.auth,
        payload: { text },
      });

    expect((await writeOn(stranger, 'Hello?')).statusCode).toBe(403);
    expect((await writeOn(admin, 'Hello?')).statusCode).toBe(403);
    expect((await writeOn(seller, '   ')).statusCode).toBe(400);
    expect(await list(seller)).toEqual([]);

    const first = await writeOn(seller, 'Where shall we meet?');
    expect(first.statusCode).toBe(201);
    const id = first.json().conversation._id;
    expect(first.json().conversation).toMatchObject({
      iAmSeller: true,
      otherPerson: { _id: buyer.user._id, name: 'Jamal Buyer' },
    });
    expect(first.json().message).toMatchObject({ senderId: seller.user._id, text: 'Where shall we meet?' });
    // The buyer asking about the book, or writing from the order, lands in the same conversation.
    expect((await ask(buyer, book._id, 'At the book fair gate.')).json().conversation._id).toBe(id);
    expect((await writeOn(buyer, 'Or at Nilkhet?')).json().conversation._id).toBe(id);
    expect((await writeOn(seller, 'Nilkhet, 5 pm.')).json().conversation._id).toBe(id);
    const page = (await messages(buyer, id)).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual([
      'Where shall we meet?',
      'At the book fair gate.',
      'Or at Nilkhet?',
      'Nilkhet, 5 pm.',
    ]);
    expect(await list(buyer, `?bookId=${book._id}&withUser=${seller.user._id}`)).toHaveLength(1);
    expect(await list(seller, `?bookId=${book._id}&withUser=${buyer.user._id}`)).toHaveLength(1);
    expect(await list(stranger)).toEqual([]);

    // A block holds here too.
    await post(buyer, id, 'block');
    expect((await writeOn(seller, 'Still there?')).statusCode).toBe(403);
  });

  it('when someone outside the conversation reads or writes in it, then 404 and nothing changes; the admin too until it is reported', async () => {
    const { seller, buyer, id } = await conversationAbout();
    const stranger = await createUser(ctx, { role: 'Seller' });
    const admin = await createUser(ctx, { role: 'Admin' });
    for (const outsider of [stranger, admin]) {
      expect((await messages(outsider, id)).statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ url: `/api/conversations/${id}`, headers: outsider.auth })).statusCode,
      ).toBe(404);
      expect((await send(outsider, id, 'let me in')).statusCode).toBe(404);
      expect((await post(outsider, id, 'read')).statusCode).toBe(404);
      expect((await post(outsider, id, 'block')).statusCode).toBe(404);
      expect((await post(outsider, id, 'report')).statusCode).toBe(404);
      expect(await list(outsider)).toEqual([]);
    }
    expect((await messages(seller, id)).json().messages).toHaveLength(1);

    const reported = await post(buyer, id, 'report', { reason: 'Asked me to pay outside the site' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().reportedByMe).toBe(true);
    expect((await post(buyer, id, 'report')).statusCode).toBe(409);
    expect((await messages(stranger, id)).statusCode).toBe(404);
    const adminRead = await messages(admin, id);
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.json().messages[0].text).toBe('Are there notes in the margin?');
    const adminView = await ctx.app.inject({ url: `/api/conversations/${id}`, headers: admin.auth });
    expect(adminView.json()).toMatchObject({ participant: false, otherPerson: { _id: buyer.user._id } });
    expect((await send(admin, id, 'admin here')).statusCode).toBe(404);
    const queue = await ctx.app.inject({ url: '/api/conversations/reported', headers: admin.auth });
    expect(queue.json().find((r: { _id: string }) => r._id === id)).toMatchObject({
      reportCount: 1,
      reasons: ['Asked me to pay outside the site'],
      asker: { _id: buyer.user._id },
      seller: { _id: seller.user._id },
    });
    expect(
      (await ctx.app.inject({ url: '/api/conversations/reported', headers: buyer.auth })).statusCode,
    ).toBe(403);
  });

  it('when one side blocks the other, then neither can write to the other in any conversation until the blocker unblocks', async () => {
    const { seller, buyer, id } = await conversationAbout();
    const blocked = await post(seller, id, 'block');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blockedByMe: true, blockedMe: false });
    const refused = await send(buyer, id, 'why no answer?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This person does not accept your messages');
    const otherBook = await createBook(ctx, seller);
    expect((await ask(buyer, otherBook._id, 'another book then')).statusCode).toBe(403);
    expect((await send(seller, id, 'blocked you')).statusCode).toBe(403);
    expect((await messages(seller, id)).json().messages).toHaveLength(1);
    expect(
      (await ctx.app.inject({ url: `/api/conversations/${id}`, headers: buyer.auth })).json().blockedMe,
    ).toBe(true);

    const unblocked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${id}/block`,
      headers: seller.auth,
    });
    expect(unblocked.json().blockedByMe).toBe(false);
    expect((await send(buyer, id, 'hello again')).statusCode).toBe(201);
  });

  it('when a message carries HTML or script, then it is stored and answered verbatim; empty or too long messages are 400', async () => {
    const { seller, buyer, id } = await conversationAbout();
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(document.cookie)">',
      'javascript:alert(1) and [link](javascript:alert(2)) & &amp; "quotes" \'single\'',
      '  leading and trailing spaces  \n second line',
    ];
    for (const text of payloads) expect((await send(buyer, id, text)).statusCode).toBe(201);
    const stored = await ctx.db
      .selectFrom('messages')
      .select('text')
      .where('conversation_id', '=', id)
      .execute();
    expect(stored.map((m) => m.text)).toEqual(expect.arrayContaining(payloads));
    const answered = (await messages(seller, id)).json().messages.map((m: { text: string }) => m.text);
    expect(answered.slice(-payloads.length)).toEqual(payloads);

    expect((await send(buyer, id, '   ')).statusCode).toBe(400);
    expect((await send(buyer, id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await send(buyer, id, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('when messages arrive, then the recipient’s unread counts rise per conversation and in total, and reading one conversation clears only it', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const a = await conversationAbout(seller);
    const b = await conversationAbout(seller);
    await send(b.buyer, b.id, 'second message');
    expect(await unread(seller)).toBe(3);
    expect(await unread(a.buyer)).toBe(0);
    await send(seller, a.id, 'reply');
    expect(await unread(a.buyer)).toBe(1);

    const lists = await list(seller);
    expect(lists.map((c: { _id: string }) => c._id)).toEqual([a.id, b.id]);
    expect(lists.map((c: { unread: number }) => c.unread)).toEqual([1, 2]);

    const read = await post(seller, b.id, 'read');
    expect(read.json().unread).toBe(0);
    expect(await unread(seller)).toBe(1);
    expect(await unread(b.buyer)).toBe(0);
  });

  it('when a conversation is long, then messages page back with before= and catch up with after=, oldest first', async () => {
    const { seller, buyer, id } = await conversationAbout();
    for (let i = 1; i <= 12; i += 1) await send(i % 2 ? seller : buyer, id, `m${i}`);
    const newest = (await messages(buyer, id, '?limit=5')).json();
    expect(newest.messages.map((m: { text: string }) => m.text)).toEqual(['m8', 'm9', 'm10', 'm11', 'm12']);
    expect(newest.hasOlder).toBe(true);
    const older = (await messages(buyer, id, `?limit=5&before=${newest.messages[0]._id}`)).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
    const oldest = (await messages(buyer, id, `?limit=5&before=${older.messages[0]._id}`)).json();
    expect(oldest.messages.map((m: { text: string }) => m.text)).toEqual([
      'Are there notes in the margin?',
      'm1',
      'm2',
    ]);
    expect(oldest.hasOlder).toBe(false);

    const after = (await messages(buyer, id, `?after=${older.messages[4]._id}`)).json();
    expect(after.messages.map((m: { text: string }) => m.text)).toEqual(['m8', 'm9', 'm10', 'm11', 'm12']);
    const other = await conversationAbout();
    const foreign = await messages(
      buyer,
      id,
      `?before=${(await messages(other.buyer, other.id)).json().messages[0]._id}`,
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('when the list is filtered by book and person, then the order page finds its one conversation', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const a = await conversationAbout(seller);
    await conversationAbout(seller);
    const found = await list(seller, `?bookId=${a.book._id}&withUser=${a.buyer.user._id}`);
    expect(found.map((c: { _id: string }) => c._id)).toEqual([a.id]);
    expect(await list(a.buyer, `?bookId=${a.book._id}`)).toHaveLength(1);
  });

  it('when someone sends more than 30 messages in a minute, then the 31st is 429 and is not stored', async () => {
    const { buyer, id } = await conversationAbout();
    // conversationAbout already sent one message through POST /conversations: both routes share the budget.
    for (let i = 0; i < 29; i += 1) expect((await send(buyer, id, `flood ${i}`)).statusCode).toBe(201);
    const limited = await send(buyer, id, 'one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('MESSAGE_LIMIT');
    const rows = await ctx.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute();
    expect(rows).toHaveLength(30);
    const otherBook = await createBook(ctx, await createUser(ctx, { role: 'Seller' }));
    expect((await ask(buyer, otherBook._id, 'new conversation')).statusCode).toBe(429);
    // Writing from an order spends the same budget.
    const orderId = await bookOk(ctx, buyer, otherBook._id);
    const fromOrder = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/messages`,
      headers: buyer.auth,
      payload: { text: 'from the order' },
    });
    expect(fromOrder.statusCode).toBe(429);
  });
});
