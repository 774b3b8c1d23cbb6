// Issue 30: exchange notifications name the member who acted and say who pays the top-up; a counter-offer
// is told once, to the member it answers, never as a "New exchange offer" for a book they do not own;
// Bangla readers get the same news in Bangla (decision 260).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createTestApp,
  notificationsOf,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('exchange notifications', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
  });
  afterAll(() => ctx.close());

  const post = async (user: TestUser, url: string, payload: object = {}) => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const seller = (name: string) => createUser(ctx, { role: 'Seller', name });
  async function listing(owner: TestUser, name: string) {
    const book = await createBook(ctx, owner, { productName: name });
    await ctx.db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', book._id).execute();
    return book._id;
  }
  const notes = async (user: TestUser) =>
    (await notificationsOf(ctx, user, { type: 'exchange' })).map(({ title, body, link }) => ({
      title,
      body,
      link,
    }));
  async function offer(topup: { amount: number; payer: 'proposer' | 'owner' }) {
    const owner = await seller('Rahim Owner');
    const proposer = await seller('Karim Proposer');
    const target = await listing(owner, 'Padma Nadir Majhi');
    const mine = await listing(proposer, 'Lalsalu');
    const { _id } = await post(proposer, '/exchanges', { bookId: target, offeredBookIds: [mine], topup });
    return { owner, proposer, target, mine, id: _id as string };
  }

  it('when a member offers books and pays a top-up, then the owner alone hears who offers and that they are paid', async () => {
    const { owner, proposer, id } = await offer({ amount: 150, payer: 'proposer' });
    expect(await notes(owner)).toEqual([
      {
        title: 'New exchange offer for Padma Nadir Majhi',
        body: 'Karim Proposer offers their books for Padma Nadir Majhi and pays you a top-up of 150 Taka. Accept, counter or decline it.',
        link: `/dashboard/exchanges/${id}`,
      },
    ]);
    expect(await notes(proposer)).toEqual([]);
  });

  it('when the offer asks the owner to pay the top-up, then the owner reads that they would pay it', async () => {
    const { owner } = await offer({ amount: 200, payer: 'owner' });
    expect((await notes(owner)).map((n) => n.body)).toEqual([
      'Karim Proposer offers their books for Padma Nadir Majhi and asks you for a top-up of 200 Taka. Accept, counter or decline it.',
    ]);
  });

  it('when the owner counters, then the proposer hears it once, named, with its top-up, and no "New exchange offer" for a book they do not own', async () => {
    const { owner, proposer, id, target, mine } = await offer({ amount: 0, payer: 'proposer' });
    const before = (await notes(owner)).length;
    const counter = await post(owner, `/exchanges/${id}/counter`, {
      offeredBookIds: [target],
      requestedBookIds: [mine],
      topup: { amount: 80, payer: 'owner' },
    });
    expect(await notes(proposer)).toEqual([
      {
        title: 'Your exchange offer for Padma Nadir Majhi was countered',
        body: 'Rahim Owner answered your offer for Padma Nadir Majhi with a counter-offer that asks you for a top-up of 80 Taka. Have a look.',
        link: `/dashboard/exchanges/${counter._id}`,
      },
    ]);
    // The counterer is told nothing of their own counter.
    expect(await notes(owner)).toHaveLength(before);

    // Accepting the counter: the counterer hears who accepted, and that the accepter pays the top-up.
    await post(proposer, `/exchanges/${counter._id}/accept`);
    const last = (await notes(owner)).at(-1);
    expect(last).toEqual({
      title: 'Exchange accepted: Padma Nadir Majhi',
      body: 'Karim Proposer accepted the exchange for Padma Nadir Majhi. It goes ahead once they pay the 80 Taka top-up.',
      link: `/dashboard/exchanges/${counter._id}`,
    });
  });

  it('when the owner accepts an offer whose top-up the proposer pays, then the proposer is asked to pay it; without a top-up, to hand over', async () => {
    const paying = await offer({ amount: 150, payer: 'proposer' });
    await post(paying.owner, `/exchanges/${paying.id}/accept`);
    expect((await notes(paying.proposer)).map((n) => n.body)).toEqual([
      'Rahim Owner accepted the exchange for Padma Nadir Majhi. Pay the 150 Taka top-up on the exchange page, then hand your books over.',
    ]);
    const waiting = await offer({ amount: 150, payer: 'owner' });
    await post(waiting.owner, `/exchanges/${waiting.id}/accept`);
    expect((await notes(waiting.proposer)).map((n) => n.body)).toEqual([
      'Rahim Owner accepted the exchange for Padma Nadir Majhi. It goes ahead once they pay the 150 Taka top-up.',
    ]);
    const plain = await offer({ amount: 0, payer: 'proposer' });
    await post(plain.owner, `/exchanges/${plain.id}/decline`, { reason: 'Not this one' });
    expect((await notes(plain.proposer)).map((n) => n.body)).toEqual([
      'Rahim Owner declined the offer for Padma Nadir Majhi: Not this one',
    ]);
  });

  it('when the owner reads Bangla, then the offer names the proposer and the top-up in Bangla, with Bengali digits', async () => {
    const owner = await seller('রহিম');
    const proposer = await seller('করিম');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: owner.auth,
      payload: { language: 'bn' },
    });
    expect(res.statusCode).toBe(200);
    const target = await listing(owner, 'দেবী');
    const mine = await listing(proposer, 'লালসালু');
    await post(proposer, '/exchanges', {
      bookId: target,
      offeredBookIds: [mine],
      topup: { amount: 150, payer: 'proposer' },
    });
    const list = (await ctx.app.inject({ url: '/api/notifications', headers: owner.auth })).json();
    const items = (Array.isArray(list) ? list : list.notifications) as Array<{ title: string; body: string }>;
    expect(items.filter((n) => n.title.includes('দেবী'))).toEqual([
      expect.objectContaining({
        title: 'দেবী-এর জন্য নতুন বদলের প্রস্তাব',
        body: 'করিম দেবী-এর বদলে তাঁর বই দিতে চান, সঙ্গে আপনাকে ১৫০ টাকা টপ-আপ দেবেন। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।',
      }),
    ]);
  });
});
