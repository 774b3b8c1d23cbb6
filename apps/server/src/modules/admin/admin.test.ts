import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createCategory,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import type { BookingStatus } from '../../db/schema.ts';
import { findLiveUserByEmail } from '../identity/index.ts';

const id = () => randomBytes(12).toString('hex');

/** Bookings and payments straight into their tables, until the orders module's endpoints exist here. */
async function insertBooking(
  ctx: TestContext,
  buyer: TestUser,
  book: { _id: string },
  status: BookingStatus,
  createdAt = new Date().toISOString(),
) {
  const bookingId = id();
  await ctx.db
    .insertInto('bookings')
    .values({
      id: bookingId,
      book_id: book._id,
      buyer_id: buyer.user._id,
      buyer_name: buyer.user.name,
      email: buyer.user.email,
      book_name: 'A book',
      price: 300,
      phone: '01700000000',
      location: 'Dhaka',
      photo: '',
      status,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return bookingId;
}

async function insertPayment(
  ctx: TestContext,
  buyer: TestUser,
  book: { _id: string },
  bookingId: string,
  price: number,
  createdAt = new Date().toISOString(),
) {
  const paymentId = id();
  await ctx.db
    .insertInto('payments')
    .values({
      id: paymentId,
      booking_id: bookingId,
      book_id: book._id,
      user_id: buyer.user._id,
      price,
      transaction_id: `txn_${id()}`,
      provider: 'sandbox',
      created_at: createdAt,
    })
    .execute();
  return paymentId;
}

async function insertReport(
  ctx: TestContext,
  reporter: TestUser,
  book: { _id: string },
  reason: string | null,
) {
  await ctx.db
    .insertInto('reports')
    .values({
      id: id(),
      book_id: book._id,
      user_id: reporter.user._id,
      reason,
      created_at: new Date().toISOString(),
      dismissed_at: null,
    })
    .execute();
}

describe('admin', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(() => ctx.close());

  it('when a visitor, buyer or seller calls any admin route, then 401 or 403 and nothing changes', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { role: 'Buyer' });
    const book = await createBook(ctx, seller);
    const routes: Array<{ method: 'GET' | 'PUT' | 'DELETE'; url: string }> = [
      { method: 'GET', url: '/api/allsellers' },
      { method: 'GET', url: '/api/allbuyers' },
      { method: 'GET', url: '/api/books/reported' },
      { method: 'GET', url: '/api/admin/overview' },
      { method: 'PUT', url: `/api/seller/verify/${seller.user._id}` },
      { method: 'DELETE', url: `/api/seller/${seller.user._id}` },
      { method: 'DELETE', url: `/api/buyer/${buyer.user._id}` },
      { method: 'PUT', url: `/api/books/reported/${book._id}/dismiss` },
    ];
    for (const route of routes) {
      expect((await ctx.app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const caller of [buyer, seller]) {
        const res = await ctx.app.inject({ ...route, headers: caller.auth });
        expect(res.statusCode, `${caller.user.role} ${route.method} ${route.url}`).toBe(403);
      }
    }
    const rows = await ctx.db
      .selectFrom('users')
      .select(['deleted_at', 'verified'])
      .where('id', 'in', [seller.user._id, buyer.user._id])
      .execute();
    expect(rows).toEqual([
      { deleted_at: null, verified: 0 },
      { deleted_at: null, verified: 0 },
    ]);
  });

  it('when the admin lists sellers and buyers, then only live accounts of that role come, newest first, paged', async () => {
    const sellers: TestUser[] = [];
    for (let i = 0; i < 3; i += 1) sellers.push(await createUser(ctx, { role: 'Seller' }));
    const buyer = await createUser(ctx, { role: 'Buyer' });

    const first = await ctx.app.inject({ url: '/api/allsellers?limit=2', headers: admin.auth });
    expect(first.statusCode).toBe(200);
    expect(first.json().map((s: { _id: string }) => s._id)).toEqual([
      sellers[2].user._id,
      sellers[1].user._id,
    ]);
    expect(first.json()[0]).toMatchObject({
      name: sellers[2].user.name,
      email: sellers[2].user.email,
      role: 'Seller',
      verified: false,
    });
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await ctx.app.inject({
      url: `/api/allsellers?limit=2&cursor=${cursor}`,
      headers: admin.auth,
    });
    expect(second.json()[0]._id).toBe(sellers[0].user._id);

    const allSellers = (
      await ctx.app.inject({ url: '/api/allsellers?limit=100', headers: admin.auth })
    ).json();
    expect(allSellers.every((s: { role: string }) => s.role === 'Seller')).toBe(true);
    const buyers = (await ctx.app.inject({ url: '/api/allbuyers?limit=100', headers: admin.auth })).json();
    expect(buyers.map((b: { _id: string }) => b._id)).toContain(buyer.user._id);
    expect(buyers.every((b: { role: string }) => b.role === 'Buyer')).toBe(true);

    await ctx.app.inject({ method: 'DELETE', url: `/api/buyer/${buyer.user._id}`, headers: admin.auth });
    const after = (await ctx.app.inject({ url: '/api/allbuyers?limit=100', headers: admin.auth })).json();
    expect(after.map((b: { _id: string }) => b._id)).not.toContain(buyer.user._id);
  });

  it('when the admin verifies a seller, then modifiedCount is 1 once, and the tick shows on their books at once', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    const verify = () =>
      ctx.app.inject({ method: 'PUT', url: `/api/seller/verify/${seller.user._id}`, headers: admin.auth });

    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ modifiedCount: 1 });
    expect((await verify()).json()).toEqual({ modifiedCount: 0 });

    const books = (await ctx.app.inject({ url: '/api/allbooks?limit=100' })).json();
    expect(books.find((b: { _id: string }) => b._id === book._id)).toMatchObject({ sellerVerified: true });
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: seller.auth });
    expect(me.json()).toMatchObject({ verified: true });
  });

  it('when the id is not a live seller, then verify is 404 and changes nothing', async () => {
    const buyer = await createUser(ctx, { role: 'Buyer' });
    for (const target of [buyer.user._id, admin.user._id, 'nosuchid']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/seller/verify/${target}`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(404);
    }
    const row = await ctx.db
      .selectFrom('users')
      .select('verified')
      .where('id', '=', buyer.user._id)
      .executeTakeFirst();
    expect(row?.verified).toBe(0);
  });

  it('when the admin deletes a seller with books, open bookings and a paid order, then exactly the recorded state is left', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const sellerSecondSession = await ctx.app.tokens.issue(seller.user._id);
    const otherSeller = await createUser(ctx, { role: 'Seller' });
    const buyerX = await createUser(ctx, { role: 'Buyer' });
    const buyerY = await createUser(ctx, { role: 'Buyer' });
    const category = await createCategory(ctx);

    const unsoldBooked = await createBook(ctx, seller, { categoryId: category._id, advertised: true });
    const unsoldQuiet = await createBook(ctx, seller, { categoryId: category._id });
    const sold = await createBook(ctx, seller, { categoryId: category._id, isSold: true });
    const othersBook = await createBook(ctx, otherSeller, { categoryId: category._id });

    const openOnUnsold = await insertBooking(ctx, buyerX, unsoldBooked, 'open');
    const paidOnSold = await insertBooking(ctx, buyerY, sold, 'paid');
    const cancelledOnSold = await insertBooking(ctx, buyerX, sold, 'cancelled');
    const payment = await insertPayment(ctx, buyerY, sold, paidOnSold, 300);
    const sellersOwnOpen = await insertBooking(ctx, seller, othersBook, 'open');
    const buyerXOnOthers = await insertBooking(ctx, buyerX, othersBook, 'open');
    await insertReport(ctx, buyerX, unsoldBooked, 'Looks fake');

    const before = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', payment)
      .executeTakeFirstOrThrow();

    const credentials = { email: seller.user.email, password: seller.password };
    const loginBefore = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
    });
    expect(loginBefore.statusCode).toBe(200);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/${seller.user._id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1, withdrawnBooks: 2, cancelledBookings: 2 });

    // users: soft-deleted, the row and its email kept (the address stays taken), no longer found for sign-in
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', seller.user._id)
      .executeTakeFirstOrThrow();
    expect(user.deleted_at).not.toBeNull();
    expect(user).toMatchObject({ email: seller.user.email, name: seller.user.name, role: 'Seller' });
    expect(await findLiveUserByEmail(ctx.db, seller.user.email)).toBeUndefined();
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
    expect(login.statusCode).toBe(401);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Impostor',
        email: seller.user.email,
        password: 'another password',
        image: 'https://images.example.com/x.jpg',
        role: 'Seller',
      },
    });
    expect(signup.statusCode).toBe(409);

    // sessions: every one revoked, and both tokens fail at once
    const sessions = await ctx.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', seller.user._id)
      .execute();
    expect(sessions).toHaveLength(3);
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    for (const token of [seller.token, sellerSecondSession, loginBefore.json().accessToken]) {
      const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(401);
    }

    // books: unsold ones withdrawn, the sold one kept, the other seller's untouched
    const books = await ctx.db
      .selectFrom('books')
      .select(['id', 'deleted_at', 'is_sold', 'advertised'])
      .where('id', 'in', [unsoldBooked._id, unsoldQuiet._id, sold._id, othersBook._id])
      .execute();
    const book = (bookId: string) => books.find((b) => b.id === bookId)!;
    expect(book(unsoldBooked._id)).toMatchObject({ is_sold: 0, advertised: 0 });
    expect(book(unsoldBooked._id).deleted_at).not.toBeNull();
    expect(book(unsoldQuiet._id).deleted_at).not.toBeNull();
    expect(book(sold._id)).toMatchObject({ deleted_at: null, is_sold: 1 });
    expect(book(othersBook._id)).toMatchObject({ deleted_at: null, is_sold: 0 });
    const listed = (await ctx.app.inject({ url: '/api/allbooks?limit=100' }))
      .json()
      .map((b: { _id: string }) => b._id);
    expect(listed).not.toContain(unsoldBooked._id);
    expect(listed).not.toContain(unsoldQuiet._id);
    expect(listed).toContain(othersBook._id);
    const reported = (
      await ctx.app.inject({ url: '/api/books/reported?limit=100', headers: admin.auth })
    ).json();
    expect(reported.map((b: { _id: string }) => b._id)).not.toContain(unsoldBooked._id);

    // bookings: open ones on the withdrawn books and the seller's own open ones cancelled; the rest as they were
    const bookings = await ctx.db.selectFrom('bookings').select(['id', 'status']).execute();
    const status = (bookingId: string) => bookings.find((b) => b.id === bookingId)?.status;
    expect(status(openOnUnsold)).toBe('cancelled');
    expect(status(sellersOwnOpen)).toBe('cancelled');
    expect(status(paidOnSold)).toBe('paid');
    expect(status(cancelledOnSold)).toBe('cancelled');
    expect(status(buyerXOnOthers)).toBe('open');

    // payments: the money record is exactly as it was
    const after = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', payment)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);

    // the other people are unaffected
    for (const other of [buyerX, buyerY, otherSeller]) {
      expect((await ctx.app.inject({ url: '/api/auth/me', headers: other.auth })).statusCode).toBe(200);
    }

    // deleting again is a 404 and changes nothing
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/${seller.user._id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('when the admin deletes a buyer, then their open bookings are cancelled, paid ones kept, and their token fails', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { role: 'Buyer' });
    const openBook = await createBook(ctx, seller);
    const soldBook = await createBook(ctx, seller, { isSold: true });
    const open = await insertBooking(ctx, buyer, openBook, 'open');
    const paid = await insertBooking(ctx, buyer, soldBook, 'paid');
    await insertPayment(ctx, buyer, soldBook, paid, 300);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/buyer/${buyer.user._id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1, withdrawnBooks: 0, cancelledBookings: 1 });

    const rows = await ctx.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('buyer_id', '=', buyer.user._id)
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [open]: 'cancelled',
      [paid]: 'paid',
    });
    expect(
      await ctx.db.selectFrom('payments').select('id').where('booking_id', '=', paid).execute(),
    ).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: buyer.auth })).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: buyer.user.email, password: buyer.password },
    });
    expect(login.statusCode).toBe(401);
    const books = (await ctx.app.inject({ url: '/api/allbooks?limit=100' }))
      .json()
      .map((b: { _id: string }) => b._id);
    expect(books).toContain(openBook._id);
  });

  it('when the id is the admin, another admin or the wrong role, then deletion is refused and nothing changes', async () => {
    const otherAdmin = await createUser(ctx, { role: 'Admin' });
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { role: 'Buyer' });
    const del = (path: string) => ctx.app.inject({ method: 'DELETE', url: path, headers: admin.auth });

    const self = await del(`/api/seller/${admin.user._id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot delete your own account');
    expect((await del(`/api/buyer/${admin.user._id}`)).statusCode).toBe(400);
    expect((await del(`/api/seller/${otherAdmin.user._id}`)).statusCode).toBe(404);
    expect((await del(`/api/buyer/${otherAdmin.user._id}`)).statusCode).toBe(404);
    expect((await del(`/api/buyer/${seller.user._id}`)).statusCode).toBe(404);
    expect((await del(`/api/seller/${buyer.user._id}`)).statusCode).toBe(404);
    expect((await del('/api/seller/nosuchid')).statusCode).toBe(404);

    const live = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [admin.user._id, otherAdmin.user._id, seller.user._id, buyer.user._id])
      .where('deleted_at', 'is', null)
      .execute();
    expect(live).toHaveLength(4);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: admin.auth })).statusCode).toBe(200);
  });

  it('when two admins delete the same seller at once, then it is deleted once', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    await createBook(ctx, seller);
    const secondAdmin = await createUser(ctx, { role: 'Admin' });
    const results = await Promise.all(
      [admin, secondAdmin].map((a) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/seller/${seller.user._id}`, headers: a.auth }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('when listings are reported, then the admin sees counts and reasons, and dismissing clears them', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const [r1, r2, r3] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const fine = await createBook(ctx, seller, { productName: 'Fine book' });
    const other = await createBook(ctx, seller, { productName: 'Other book' });
    await insertReport(ctx, r1, fine, 'Wrong category');
    await insertReport(ctx, r2, fine, null);
    await insertReport(ctx, r3, other, 'Spam');

    const list = (await ctx.app.inject({ url: '/api/books/reported?limit=100', headers: admin.auth })).json();
    expect(list.find((b: { _id: string }) => b._id === fine._id)).toMatchObject({
      productName: 'Fine book',
      email: seller.user.email,
      reportCount: 2,
      reasons: ['Wrong category'],
    });

    const page = await ctx.app.inject({ url: '/api/books/reported?limit=1', headers: admin.auth });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-next-cursor']).toBeTruthy();

    const dismissed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/books/reported/${fine._id}/dismiss`,
      headers: admin.auth,
    });
    expect(dismissed.json()).toEqual({ modifiedCount: 2 });
    const after = (
      await ctx.app.inject({ url: '/api/books/reported?limit=100', headers: admin.auth })
    ).json();
    expect(after.map((b: { _id: string }) => b._id)).not.toContain(fine._id);
    expect(after.map((b: { _id: string }) => b._id)).toContain(other._id);

    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/books/reported/nosuchbook/dismiss',
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('admin overview', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when the shop has accounts, books, orders and payments, then the overview counts them and charts 30 days', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const sellers = [await createUser(ctx, { role: 'Seller' }), await createUser(ctx, { role: 'Seller' })];
    const buyers = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const gone = await createUser(ctx);
    await ctx.app.inject({ method: 'DELETE', url: `/api/buyer/${gone.user._id}`, headers: admin.auth });

    const poems = await createCategory(ctx, 'Poems');
    const novels = await createCategory(ctx, 'Novels');
    await createCategory(ctx, 'Empty shelf');
    const today = new Date();
    const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString();
    const a = await createBook(ctx, sellers[0], { categoryId: poems._id, createdAt: daysAgo(0) });
    await createBook(ctx, sellers[0], { categoryId: poems._id, createdAt: daysAgo(0) });
    await createBook(ctx, sellers[1], { categoryId: novels._id, createdAt: daysAgo(3) });
    const soldBook = await createBook(ctx, sellers[1], {
      categoryId: novels._id,
      isSold: true,
      createdAt: daysAgo(3),
    });
    await createBook(ctx, sellers[1], { categoryId: novels._id, createdAt: daysAgo(45) });
    await insertReport(ctx, buyers[0], a, 'Fake');
    await insertReport(ctx, buyers[1], a, null);

    await insertBooking(ctx, buyers[0], a, 'open');
    await insertBooking(ctx, buyers[1], a, 'cancelled');
    const paid = await insertBooking(ctx, buyers[2], soldBook, 'paid');
    await insertPayment(ctx, buyers[2], soldBook, paid, 1250, daysAgo(1));
    const doneBook = await createBook(ctx, sellers[1], {
      categoryId: novels._id,
      isSold: true,
      createdAt: daysAgo(45),
    });
    await insertBooking(ctx, buyers[1], doneBook, 'completed');
    const codBook = await createBook(ctx, sellers[1], {
      categoryId: novels._id,
      isSold: true,
      createdAt: daysAgo(45),
    });
    await insertBooking(ctx, buyers[0], codBook, 'cod_handed_over');

    const res = await ctx.app.inject({ url: '/api/admin/overview', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.users).toEqual({ buyers: 3, sellers: 2, admins: 1 });
    expect(overview.books).toEqual({ listed: 4, sold: 3, reported: 1 });
    expect(overview.orders).toEqual({
      total: 5,
      open: 1,
      paid: 1,
      paidRevenue: 1250,
      byStatus: {
        open: 1,
        paid: 1,
        handed_over: 0,
        completed: 1,
        cancelled: 1,
        declined: 0,
        expired: 0,
        disputed: 0,
        refunded: 0,
        cod: 0,
        cod_handed_over: 1,
        lost: 0,
      },
    });
    expect(overview.days).toHaveLength(30);
    const day = (n: number) => daysAgo(n).slice(0, 10);
    expect(overview.days[29]).toEqual({ day: day(0), newListings: 2, paidOrders: 0 });
    expect(overview.days[28]).toEqual({ day: day(1), newListings: 0, paidOrders: 1 });
    expect(overview.days[26]).toEqual({ day: day(3), newListings: 2, paidOrders: 0 });
    expect(overview.days[0].day).toBe(day(29));
    expect(overview.days.reduce((s: number, d: { newListings: number }) => s + d.newListings, 0)).toBe(4);
    expect(overview.booksPerCategory).toEqual([
      { categoryId: expect.any(String), categoryName: 'Empty shelf', count: 0 },
      { categoryId: novels._id, categoryName: 'Novels', count: 2 },
      { categoryId: poems._id, categoryName: 'Poems', count: 2 },
    ]);
  });
});

describe('the landing page’s real figures', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const figures = async () => {
    const res = await ctx.app.inject({ url: '/api/figures' });
    expect(res.statusCode).toBe(200);
    return res.json() as { booksForSale: number; sellers: number; completedDeals: number };
  };

  it('when a visitor asks, then books for sale, sellers and completed orders and exchanges are counted from the database', async () => {
    const before = await figures();
    const sellers = [await createUser(ctx, { role: 'Seller' }), await createUser(ctx, { role: 'Seller' })];
    const buyer = await createUser(ctx);
    const forSale = await createBook(ctx, sellers[0]);
    await createBook(ctx, sellers[0]);
    const sold = await createBook(ctx, sellers[1], { isSold: true });
    const gone = await createBook(ctx, sellers[1]);
    await ctx.db
      .updateTable('books')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone._id)
      .execute();
    await insertBooking(ctx, buyer, sold, 'completed');
    await insertBooking(ctx, buyer, forSale, 'open');
    const now = new Date().toISOString();
    const exchange = (status: 'completed' | 'proposed') => ({
      id: id(),
      proposer_id: sellers[0].user._id,
      owner_id: sellers[1].user._id,
      target_book_id: forSale._id,
      parent_id: null,
      round: 1,
      status,
      topup_amount: 0,
      topup_payer: null,
      message: '',
      created_at: now,
      updated_at: now,
      expires_at: null,
      accepted_at: null,
      topup_due_at: null,
      topup_paid_at: null,
      topup_method: null,
      proposer_handed_over_at: null,
      owner_handed_over_at: null,
      proposer_handover: null,
      owner_handover: null,
      proposer_received_at: null,
      owner_received_at: null,
      completed_at: status === 'completed' ? now : null,
      proposer_reviewed_at: null,
      owner_reviewed_at: null,
    });
    await ctx.db
      .insertInto('exchanges')
      .values([exchange('completed'), exchange('proposed')])
      .execute();

    expect(await figures()).toEqual({
      booksForSale: before.booksForSale + 2,
      sellers: before.sellers + 2,
      completedDeals: before.completedDeals + 2,
    });

    const admin = await createUser(ctx, { role: 'Admin' });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/${sellers[1].user._id}`,
      headers: admin.auth,
    });
    const after = await figures();
    expect(after.sellers).toBe(before.sellers + 1);
  });
});
