// Saved searches and their alerts (issue 28, decision 340), on SQLite and PostgreSQL (TEST_DB).
import { MAX_SAVED_SEARCHES } from '@boibazar/shared/saved-searches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
  listThroughApi,
} from '../../../test/test-app.ts';

describe('saved searches and alerts', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let fiction: string;
  let poem: string;

  beforeAll(async () => {
    // Jobs run only when the test says (runDue): the poller would otherwise run them on a busy machine
    // while the test is still listing books.
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
    seller = await createUser(ctx, { role: 'Seller' });
    reader = await createUser(ctx, { role: 'Buyer' });
    other = await createUser(ctx, { role: 'Buyer' });
    fiction = (await createCategory(ctx))._id;
    poem = (await createCategory(ctx))._id;
  });
  afterAll(() => ctx.close());

  const save = (user: TestUser, payload: unknown, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { ...user.auth, 'accept-language': language },
      payload: payload as object,
    });
  const list = (user: TestUser) => ctx.app.inject({ url: '/api/saved-searches', headers: user.auth });
  const notifications = async (user: TestUser) =>
    (await ctx.app.inject({ url: '/api/notifications', headers: user.auth })).json() as Array<{
      title: string;
      body: string;
      link: string;
      type: string;
    }>;

  const listed = (overrides: Record<string, unknown>) => listThroughApi(ctx, seller, fiction, overrides);

  it('when a reader saves a search with Bangla filter values, then it is kept with the keys and listed', async () => {
    const res = await save(reader, {
      filter: { q: 'humayun', location: 'ঢাকা', condition: 'ভালো', maxPrice: '500', cod: '0' },
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      name: 'humayun',
      filter: { q: 'humayun', location: 'Dhaka', condition: 'Good', maxPrice: 500 },
      paused: false,
    });
    expect(saved.filter.cod).toBeUndefined();
    expect((await list(reader)).json().map((s: { _id: string }) => s._id)).toEqual([saved._id]);
    expect((await list(other)).json()).toEqual([]);
  });

  it('when a matching book is listed, then after the job runs the reader is notified, and others are not', async () => {
    const himu = await listed({ productName: 'হিমু', author: 'হুমায়ূন আহমেদ', resale: 300 });
    // Not matching: too dear, elsewhere, worse condition, other words.
    await listed({ productName: 'হিমু রিমান্ডে', author: 'হুমায়ূন আহমেদ', resale: 900 });
    await listed({ productName: 'জোছনা', author: 'হুমায়ূন আহমেদ', location: 'Khulna' });
    await listed({ productName: 'Misir Ali', author: 'Humayun Ahmed', condition: 'Fair' });
    await listed({ productName: 'Feluda', author: 'Satyajit Ray' });
    expect(await notifications(reader)).toEqual([]);
    await ctx.app.jobs.runDue();
    const got = await notifications(reader);
    expect(got).toEqual([
      expect.objectContaining({
        type: 'wishlist',
        title: 'New for your saved search humayun',
        body: 'হিমু was just listed and matches your saved search humayun.',
        link: `/books/${himu}`,
      }),
    ]);
    expect(await notifications(other)).toEqual([]);
    expect(await notifications(seller)).toEqual([]);
  });

  it('when the reader reads in Bangla, then the alert is in Bangla', async () => {
    const res = await ctx.app.inject({
      url: '/api/notifications',
      headers: { ...reader.auth, 'accept-language': 'bn' },
    });
    const [alert] = res.json();
    expect([alert.title, alert.body].join(' ')).toContain('সংরক্ষিত খোঁজ');
  });

  it('when a search is paused, renamed or deleted, then it alerts accordingly and only its owner may change it', async () => {
    const poems = (await save(other, { name: 'Poems', filter: { category: poem } })).json();
    const paused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${poems._id}`,
      headers: other.auth,
      payload: { paused: true, name: 'Tagore poems' },
    });
    expect(paused.json()).toMatchObject({ paused: true, name: 'Tagore poems' });
    await listed({ productName: 'Sanchayita', category: poem });
    await ctx.app.jobs.runDue();
    expect(await notifications(other)).toEqual([]);

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${poems._id}`,
      headers: other.auth,
      payload: { paused: false },
    });
    await listed({ productName: 'Gitanjali', category: poem });
    await ctx.app.jobs.runDue();
    expect((await notifications(other)).map((n) => n.title)).toEqual([
      'New for your saved search Tagore poems',
    ]);

    const stranger = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${poems._id}`,
      headers: reader.auth,
    });
    expect(stranger.statusCode).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${poems._id}`,
      headers: other.auth,
    });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    await listed({ productName: 'Balaka', category: poem });
    await ctx.app.jobs.runDue();
    expect(await notifications(other)).toHaveLength(1);
  });

  it('when the input is bad, then a clear 4xx and nothing is saved', async () => {
    const empty = await save(other, { filter: {} }, 'bn');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('সংরক্ষণ করতে খোঁজায় কিছু শব্দ বা একটি ফিল্টার দিন');
    expect((await save(other, { filter: { cod: 'maybe' } })).statusCode).toBe(400);
    expect((await save(other, { name: '', filter: { q: 'x' } })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/saved-searches', payload: { filter: { q: 'x' } } }))
        .statusCode,
    ).toBe(401);
    expect((await list(other)).json()).toEqual([]);
  });

  it(`when a reader has ${MAX_SAVED_SEARCHES} saved searches, then another is refused with 409`, async () => {
    const keen = await createUser(ctx, { role: 'Buyer' });
    for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1)
      expect((await save(keen, { filter: { q: `word${i}` } })).statusCode).toBe(201);
    const refused = await save(keen, { filter: { q: 'one more' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first`,
    );
  });
});
