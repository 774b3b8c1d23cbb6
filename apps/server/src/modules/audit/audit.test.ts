// The audit trail (decision 282): every admin change and every money action, who/what/when/where,
// append-only in the database, readable by the admin alone with filters and pages.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOk, createIntent } from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

interface Entry {
  _id: string;
  kind: string;
  action: string;
  target: Record<string, string>;
  actorEmail: string | null;
  actorRole: string | null;
  status: number;
  ip: string;
  instance: string;
}

describe('the audit trail', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let buyer: TestUser;
  let seller: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ INSTANCE_NAME: 'shelf-audit' });
    admin = await createUser(ctx, { role: 'Admin' });
    buyer = await createUser(ctx);
    seller = await createUser(ctx, { role: 'Seller' });
  });
  afterAll(() => ctx.close());

  const trail = async (query = '', who: TestUser = admin) => {
    const res = await ctx.app.inject({ url: `/api/admin/audit${query}`, headers: who.auth });
    return { res, entries: res.statusCode === 200 ? (res.json() as Entry[]) : [] };
  };

  it('when the admin verifies a seller, then one entry names the admin, the action, the seller, the answer and the address', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/verify/${seller.user._id}`,
      headers: admin.auth,
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const { entries } = await trail(`?action=${encodeURIComponent('PUT /api/seller/verify/:id')}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'admin',
      action: 'PUT /api/seller/verify/:id',
      target: { id: seller.user._id },
      actorEmail: admin.user.email,
      actorRole: 'Admin',
      status: 200,
      ip: '203.0.113.7',
      instance: 'shelf-audit',
    });
  });

  it('when someone who is not the admin tries an admin action, or the admin only reads, then nothing is added', async () => {
    const before = (await trail('?limit=100')).entries.length;
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/verify/${seller.user._id}`,
      headers: buyer.auth,
    });
    expect(refused.statusCode).toBe(403);
    await ctx.app.inject({ url: '/api/allsellers', headers: admin.auth });
    await ctx.app.inject({ url: '/api/admin/overview', headers: admin.auth });
    expect((await trail('?limit=100')).entries.length).toBe(before);
  });

  it('when a buyer books and starts paying, then the money action is in the trail under the buyer, and a refused one is not', async () => {
    const { _id: bookId } = await createBook(ctx, seller);
    const booking = await bookOk(ctx, buyer, bookId);
    expect((await createIntent(ctx, buyer, booking)).statusCode).toBe(200);
    // Someone else's booking: refused, and nothing moved, so nothing to audit.
    const stranger = await createUser(ctx);
    expect((await createIntent(ctx, stranger, booking)).statusCode).toBeGreaterThanOrEqual(400);
    const { entries } = await trail('?kind=money');
    const mine = entries.filter((entry) => entry.actorEmail === buyer.user.email);
    expect(mine.map((entry) => entry.action)).toEqual(['POST /api/create-payment-intent']);
    expect(mine[0]).toMatchObject({ status: 200, actorRole: 'Buyer' });
    expect(entries.some((entry) => entry.actorEmail === stranger.user.email)).toBe(false);
  });

  it('when anyone changes or deletes an entry in the database itself, then the database refuses', async () => {
    const { entries } = await trail('?limit=1');
    const id = entries[0]!._id;
    await expect(
      ctx.db
        .updateTable('audit_log')
        .set({ actor_email: 'someone@else.test' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(ctx.db)).rejects.toThrow(/append-only/);
    expect((await trail(`?limit=100`)).entries.some((entry) => entry._id === id)).toBe(true);
  });

  it('when the admin filters by person, kind and days and pages through, then each filter narrows and pages neither repeat nor skip', async () => {
    for (let i = 0; i < 3; i += 1)
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/seller/verify/${seller.user._id}`,
        headers: admin.auth,
      });
    const all = (await trail('?limit=100')).entries;
    const byAdmin = (await trail(`?actor=${encodeURIComponent(admin.user.email.toUpperCase())}&limit=100`))
      .entries;
    expect(byAdmin.length).toBeGreaterThanOrEqual(4);
    expect(byAdmin.every((entry) => entry.actorEmail === admin.user.email)).toBe(true);
    expect((await trail('?kind=admin&limit=100')).entries.every((entry) => entry.kind === 'admin')).toBe(
      true,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(`?from=${today}&to=${today}&limit=100`)).entries).toHaveLength(all.length);
    expect((await trail(`?to=2020-01-01`)).entries).toEqual([]);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const { res, entries } = await trail(
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...entries.map((entry) => entry._id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry._id));

    const actions = await ctx.app.inject({ url: '/api/admin/audit/actions', headers: admin.auth });
    expect(actions.json()).toEqual(
      expect.arrayContaining(['POST /api/create-payment-intent', 'PUT /api/seller/verify/:id']),
    );
  });

  it('when a non-admin reads the trail or the filters are not valid, then 403 or 400 and no entries', async () => {
    expect((await trail('', buyer)).res.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const query of ['?from=yesterday', '?kind=everything', '?to=2026-13', '?limit=0']) {
      const { res } = await trail(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });
});
