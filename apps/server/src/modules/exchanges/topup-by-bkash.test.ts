// The exchange top-up paid by bKash (issue 30, decision 420), through the offline sandbox: only the payer
// opens it, for the exchange's amount; bKash's callback settles it (the exchange goes on, the ledger holds
// the money for the payee) and sends the payer back to the exchange; a replay pays nothing more; a
// cancelled exchange gets its bKash top-up back from bKash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBkashSandbox, type BkashSandbox } from '../../bkash-sandbox/sandbox-server.ts';
import { bkashEnv, callback, useWallet } from '../../../test/bkash.ts';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('exchange top-up by bKash', () => {
  let ctx: TestContext;
  let sandbox: BkashSandbox;
  beforeAll(async () => {
    sandbox = await startBkashSandbox();
    ctx = await createTestApp({ ...bkashEnv(sandbox), JOBS_POLL_INTERVAL: '0' });
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });

  const post = (user: TestUser, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload: payload ?? {} });
  const get = (user: TestUser, url: string) => ctx.app.inject({ url: `/api${url}`, headers: user.auth });

  async function awaitingTopup() {
    const owner = await createUser(ctx, { role: 'Seller' });
    const proposer = await createUser(ctx, { role: 'Seller' });
    const target = (await createBook(ctx, owner))._id;
    await ctx.db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', target).execute();
    const mine = (await createBook(ctx, proposer))._id;
    const made = await post(proposer, '/exchanges', {
      bookId: target,
      offeredBookIds: [mine],
      topup: { amount: 150, payer: 'proposer' },
      message: 'Swap?',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json()._id as string;
    expect((await post(owner, `/exchanges/${id}/accept`)).json().status).toBe('awaiting_topup');
    return { owner, proposer, id };
  }
  const heldFor = async (id: string) => {
    const account = await ctx.db
      .selectFrom('ledger_accounts')
      .select(['id', 'payee_id'])
      .where('owner', '=', `exchange:${id}`)
      .executeTakeFirst();
    if (!account) return null;
    const entries = await ctx.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('account_id', '=', account.id)
      .execute();
    return { payeeId: account.payee_id, balance: entries.reduce((sum, e) => sum + Number(e.amount), 0) };
  };

  it('when the payer pays the top-up by bKash, then the exchange goes on, the money is held for the other side, and a replay pays nothing more', async () => {
    const { owner, proposer, id } = await awaitingTopup();
    expect((await post(owner, `/exchanges/${id}/topup-bkash`)).statusCode).toBe(403);
    const created = await post(proposer, `/exchanges/${id}/topup-bkash`);
    expect(created.statusCode, created.body).toBe(200);
    const { paymentID, bkashURL } = created.json() as { paymentID: string; bkashURL: string };
    expect(sandbox.payment(paymentID)).toMatchObject({ amount: '150.00', merchantInvoiceNumber: id });
    expect(new URL(sandbox.payment(paymentID)!.callbackURL).pathname).toBe('/api/bkash/callback');

    const back = await useWallet(bkashURL, 'pay');
    const first = await callback(ctx, back);
    expect(first.status).toBe(303);
    expect(first.location.pathname).toBe(`/dashboard/exchanges/${id}`);
    expect(first.outcome).toEqual({ bkash: 'success', trxID: sandbox.payment(paymentID)!.trxID });

    const now = (await get(proposer, `/exchanges/${id}`)).json();
    expect(now).toMatchObject({ status: 'accepted', topup: { method: 'online' } });
    expect(now.topup.paidAt).toEqual(expect.any(String));
    expect(await heldFor(id)).toEqual({ payeeId: owner.user._id, balance: expect.any(Number) });
    expect(Math.abs((await heldFor(id))!.balance)).toBe(150);

    const replay = await callback(ctx, back);
    expect(replay.outcome.bkash).toBe('success');
    expect(Math.abs((await heldFor(id))!.balance)).toBe(150);
    expect((await post(proposer, `/exchanges/${id}/topup-bkash`)).statusCode).toBe(409);
  });

  it('when the payer cancels on the bKash page, then nothing is paid and the exchange still waits', async () => {
    const { proposer, id } = await awaitingTopup();
    const { bkashURL } = (await post(proposer, `/exchanges/${id}/topup-bkash`)).json() as {
      bkashURL: string;
    };
    const back = await callback(ctx, await useWallet(bkashURL, 'cancel'));
    expect(back.location.pathname).toBe(`/dashboard/exchanges/${id}`);
    expect(back.outcome.bkash).toBe('cancel');
    expect((await get(proposer, `/exchanges/${id}`)).json()).toMatchObject({
      status: 'awaiting_topup',
      topup: { paidAt: null, method: null },
    });
    expect(await heldFor(id)).toBeNull();
  });
});
