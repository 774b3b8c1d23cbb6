// The exchange top-up settled in cash at the handover (issue 30, decision 420): only the payer, only while
// the exchange waits for its top-up; the exchange goes on, the other side is told, and no money moves
// online, so the ledger holds nothing for the exchange, at completion or cancellation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIER } from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  notificationsOf,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('exchange top-up in cash', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
  });
  afterAll(() => ctx.close());

  const post = (user: TestUser, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload: payload ?? {} });
  const get = (user: TestUser, url: string) => ctx.app.inject({ url: `/api${url}`, headers: user.auth });

  async function awaitingTopup(payer: 'proposer' | 'owner') {
    const owner = await createUser(ctx, { role: 'Seller' });
    const proposer = await createUser(ctx, { role: 'Seller' });
    const target = (await createBook(ctx, owner, { productName: 'Padma Nadir Majhi' }))._id;
    await ctx.db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', target).execute();
    const mine = (await createBook(ctx, proposer))._id;
    const made = await post(proposer, '/exchanges', {
      bookId: target,
      offeredBookIds: [mine],
      topup: { amount: 150, payer },
      message: 'Swap?',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json()._id as string;
    expect((await post(owner, `/exchanges/${id}/accept`)).json().status).toBe('awaiting_topup');
    return { owner, proposer, id };
  }
  const ledgerAccountsOf = (id: string) =>
    ctx.db.selectFrom('ledger_accounts').select('id').where('owner', '=', `exchange:${id}`).execute();

  it('when the payer settles in cash, then the exchange goes on, the other side is told, and no money is recorded', async () => {
    const { owner, proposer, id } = await awaitingTopup('proposer');

    expect((await post(owner, `/exchanges/${id}/topup-cash`)).statusCode).toBe(403);
    const settled = await post(proposer, `/exchanges/${id}/topup-cash`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({
      status: 'accepted',
      topup: { amount: 150, payer: 'proposer', method: 'cash', paidAt: null, dueAt: null },
      actions: ['handover', 'dispute'],
    });
    expect(settled.json().timeline.map((e: { type: string }) => e.type)).toContain('topup_in_cash');
    expect((await post(proposer, `/exchanges/${id}/topup-cash`)).statusCode).toBe(409);
    // The card is no longer open either.
    expect((await post(proposer, `/exchanges/${id}/topup-intent`)).statusCode).toBe(409);
    expect((await get(owner, `/exchanges/${id}`)).json().topup.method).toBe('cash');

    const news = await notificationsOf(ctx, owner);
    expect(news.map((n) => n.title)).toContain('Top-up in cash at the handover: Padma Nadir Majhi');
    expect(news.find((n) => n.title.startsWith('Top-up in cash'))!.body).toContain(
      'will pay the 150 Taka top-up for the exchange of Padma Nadir Majhi in cash when you meet',
    );

    // Both hand over and receive: the exchange completes with nothing held or released in the ledger.
    expect((await post(owner, `/exchanges/${id}/handover`, COURIER)).statusCode).toBe(200);
    expect((await post(proposer, `/exchanges/${id}/handover`, COURIER)).statusCode).toBe(200);
    expect((await post(proposer, `/exchanges/${id}/received`)).statusCode).toBe(200);
    expect((await post(owner, `/exchanges/${id}/received`)).json().status).toBe('completed');
    expect(await ledgerAccountsOf(id)).toEqual([]);
  });

  it('when the owner is the payer, then only the owner may settle in cash; a reader of Bangla is told in Bangla', async () => {
    const { owner, proposer, id } = await awaitingTopup('owner');
    await ctx.db.updateTable('users').set({ language: 'bn' }).where('id', '=', proposer.user._id).execute();
    expect((await post(proposer, `/exchanges/${id}/topup-cash`)).statusCode).toBe(403);
    expect((await post(owner, `/exchanges/${id}/topup-cash`)).json()).toMatchObject({
      status: 'accepted',
      topup: { payer: 'owner', method: 'cash' },
    });
    const news = await notificationsOf(ctx, proposer);
    expect(news.map((n) => n.title)).toContain('হস্তান্তরের সময় হাতে নগদে টপ-আপ: Padma Nadir Majhi');
  });

  it('when the top-up is not settled yet, then it has no method', async () => {
    const { proposer, id } = await awaitingTopup('proposer');
    expect((await get(proposer, `/exchanges/${id}`)).json().topup.method).toBeNull();
  });
});
