import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

describe('Report to Admin', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const report = (id: string, auth: Record<string, string>, payload?: Record<string, string>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/books/reported/${id}`, headers: auth, payload });

  it('when two users report a book, then the admin sees it once with the count and reasons; a second report by the same user is 409', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { role: 'Buyer' });
    const other = await createUser(ctx, { role: 'Seller' });
    const admin = await createUser(ctx, { role: 'Admin' });
    const book = await createBook(ctx, seller, { productName: 'Suspicious listing' });

    const first = await report(book._id, buyer.auth, { reason: 'Looks like a scam' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await report(book._id, other.auth)).json().modifiedCount).toBe(1);
    const again = await report(book._id, buyer.auth, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already reported this book');

    const list = await ctx.app.inject({ url: '/api/books/reported', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const item = list.json().find((r: { _id: string }) => r._id === book._id);
    expect(item).toMatchObject({
      productName: 'Suspicious listing',
      email: seller.user.email,
      reportCount: 2,
      reasons: ['Looks like a scam'],
    });
  });

  it('when the seller reports their own book, then 403; a visitor 401; an unknown book 404', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    expect((await report(book._id, seller.auth)).statusCode).toBe(403);
    expect((await report(book._id, {})).statusCode).toBe(401);
    expect((await report('nope', seller.auth)).statusCode).toBe(404);
    const reason = await report(book._id, (await createUser(ctx)).auth, { reason: 'x'.repeat(301) });
    expect(reason.statusCode).toBe(400);
  });

  it('when a non-admin lists reports, then 403; deleted books drop out of the list; it pages', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { role: 'Buyer' });
    const admin = await createUser(ctx, { role: 'Admin' });
    expect((await ctx.app.inject({ url: '/api/books/reported', headers: buyer.auth })).statusCode).toBe(403);
    const books = [
      await createBook(ctx, seller),
      await createBook(ctx, seller),
      await createBook(ctx, seller),
    ];
    for (const b of books) await report(b._id, buyer.auth);
    await ctx.app.inject({ method: 'DELETE', url: `/api/book/${books[0]._id}`, headers: admin.auth });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await ctx.app.inject({
        url: `/api/books/reported?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        headers: admin.auth,
      });
      seen.push(...res.json().map((r: { _id: string }) => r._id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).not.toContain(books[0]._id);
    expect(seen).toEqual(expect.arrayContaining([books[1]._id, books[2]._id]));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
