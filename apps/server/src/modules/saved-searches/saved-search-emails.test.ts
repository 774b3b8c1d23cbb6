// The emails of saved searches (issue 28, decision 390): daily digests and instant emails, at most one per
// saved search a day, in the reader's language, through the jobs runner and the mail outbox. On SQLite and
// PostgreSQL (TEST_DB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createTestApp,
  createUser,
  listThroughApi,
  runLater,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('saved search emails', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let fiction: string;
  const DAY = 86400_000;

  beforeAll(async () => {
    // Jobs run only when the test says (runDue): the poller would otherwise run them on a busy machine
    // while the test is still listing books.
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
    seller = await createUser(ctx, { role: 'Seller' });
    fiction = (await createCategory(ctx))._id;
  });
  afterAll(() => ctx.close());

  const reader = async (language: 'en' | 'bn') => {
    const user = await createUser(ctx, { role: 'Buyer' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: user.auth,
      payload: { language },
    });
    expect(res.statusCode).toBe(200);
    return user;
  };
  const save = async (user: TestUser, payload: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: user.auth,
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { _id: string; email: string };
  };
  const outbox = (user: TestUser) =>
    ctx.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body', 'language'])
      .where('to_address', '=', user.user.email)
      .orderBy('created_at')
      .execute();
  const listed = (productName: string, extra: Record<string, unknown> = {}) =>
    listThroughApi(ctx, seller, fiction, { productName, ...extra });
  /** Moves the app's clock on by `later` and runs the jobs due by then. */
  const runJobs = (later = 0) => {
    return runLater(ctx, later);
  };

  it('when a Bangla reader’s daily search matches twice, then one Bangla email at the day’s end names both', async () => {
    const nadia = await reader('bn');
    const saved = await save(nadia, { name: 'হুমায়ূন', filter: { q: 'হুমায়ুন' } });
    expect(saved.email).toBe('daily');
    await listed('হিমু', { author: 'হুমায়ূন আহমেদ' });
    await listed('Misir Ali Samagra', { author: 'Humayun Ahmed' });
    await listed('Feluda Samagra', { author: 'Satyajit Ray' });
    await runJobs();
    expect(await outbox(nadia)).toEqual([]);
    await runJobs(DAY + 60_000);
    const emails = await outbox(nadia);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.language).toBe('bn');
    expect(emails[0]!.subject).toBe('আপনার সংরক্ষিত খোঁজ হুমায়ূন-এ ২টি নতুন বই');
    expect(emails[0]!.text_body).toContain('হিমু');
    expect(emails[0]!.text_body).toContain('Misir Ali Samagra');
    expect(emails[0]!.text_body).not.toContain('Feluda');
    // Nothing new: the next days bring no more email.
    await runJobs(2 * DAY);
    expect(await outbox(nadia)).toHaveLength(1);
  });

  it('when an instant search matches twice in a day, then the first is emailed at once and the second the next day', async () => {
    const karim = await reader('en');
    await save(karim, { filter: { q: 'tagore' }, email: 'instant' });
    await listed('Gitanjali', { author: 'Rabindranath Tagore' });
    await runJobs();
    const first = await outbox(karim);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe('A new book for your saved search tagore');
    expect(first[0]!.text_body).toContain('Gitanjali');
    await listed('Sonar Tori', { author: 'Rabindranath Tagore' });
    await runJobs();
    expect(await outbox(karim)).toHaveLength(1);
    await runJobs(DAY + 60_000);
    const emails = await outbox(karim);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.text_body).toContain('Sonar Tori');
    expect(emails[1]!.text_body).not.toContain('Gitanjali');
  });

  it('when a search’s email is set off or it is paused, then its matches send no email', async () => {
    const rahim = await reader('en');
    const quiet = await save(rahim, { filter: { q: 'nazrul' } });
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${quiet._id}`,
      headers: rahim.auth,
      payload: { email: 'off' },
    });
    expect(changed.json()).toMatchObject({ email: 'off' });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${quiet._id}`,
      headers: rahim.auth,
      payload: { email: 'hourly' },
    });
    expect(bad.statusCode).toBe(400);
    await listed('Agnibina', { author: 'Kazi Nazrul Islam' });
    await runJobs(DAY + 60_000);
    expect(await outbox(rahim)).toEqual([]);
    // The in-app notification still comes.
    const notices = (await ctx.app.inject({ url: '/api/notifications', headers: rahim.auth })).json();
    expect(notices).toHaveLength(1);
  });

  it('when a reader also switched on wishlist emails, then a match sends only what the search chose: none when off, one when instant', async () => {
    const setWishlistEmail = async (user: TestUser) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/me/notification-preferences',
        headers: user.auth,
        payload: { email: { wishlist: true } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().email.wishlist).toBe(true);
    };
    const quiet = await reader('en');
    await setWishlistEmail(quiet);
    await save(quiet, { filter: { q: 'sunil' }, email: 'off' });
    const eager = await reader('en');
    await setWishlistEmail(eager);
    await save(eager, { filter: { q: 'sunil' }, email: 'instant' });
    await listed('Purba Paschim', { author: 'Sunil Gangopadhyay' });
    await runJobs();
    await runJobs(DAY + 60_000);
    expect(await outbox(quiet)).toEqual([]);
    const emails = await outbox(eager);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('A new book for your saved search sunil');
    // Both still see the match in the app.
    for (const user of [quiet, eager]) {
      const notices = (await ctx.app.inject({ url: '/api/notifications', headers: user.auth })).json();
      expect(notices).toHaveLength(1);
    }
  });
});
