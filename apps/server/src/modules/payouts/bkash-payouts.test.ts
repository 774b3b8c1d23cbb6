// bKash payouts (decision 300): sent once through bKash's B2C payout call with the payout's id as the
// merchant invoice number; a timeout or a crash after the call is resolved by a status query, never by
// sending again; a refused wallet returns the money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bkashEnv } from '../../../test/bkash.ts';
import { BANK, sellerWithMoney, usableMethod } from '../../../test/payouts.ts';
import {
  createTestApp,
  createUser,
  runLater,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import {
  SANDBOX_CREDENTIALS,
  startBkashSandbox,
  type BkashSandbox,
} from '../../bkash-sandbox/sandbox-server.ts';
import { PAYOUT_TEST_WALLETS } from '../../bkash-sandbox/wallet-page.ts';

const RECEIVER = '01812345678';

/** The B2C call as the process that died made it, straight to the sandbox over HTTP. */
async function deadProcessPayout(
  sandbox: BkashSandbox,
  payout: { invoice: string; amount: string; wallet: string },
): Promise<Record<string, unknown>> {
  const call = async (path: string, headers: Record<string, string>, body: object) =>
    (await (
      await fetch(`${sandbox.baseUrl}/tokenized/checkout/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;
  const { appKey, appSecret, username, password } = SANDBOX_CREDENTIALS;
  const token = await call('token/grant', { username, password }, { app_key: appKey, app_secret: appSecret });
  return call(
    'payment/b2cPayment',
    { authorization: String(token.id_token), 'x-app-key': appKey },
    {
      amount: payout.amount,
      currency: 'BDT',
      merchantInvoiceNumber: payout.invoice,
      receiverMSISDN: payout.wallet,
    },
  );
}

describe('bKash payouts', () => {
  let sandbox: BkashSandbox;
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    sandbox = await startBkashSandbox();
    ctx = await createTestApp({ ...bkashEnv(sandbox, '1s'), JOBS_POLL_INTERVAL: '0' });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });

  const get = (user: TestUser, url: string) => ctx.app.inject({ url: `/api${url}`, headers: user.auth });
  const post = (user: TestUser, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload: payload ?? {} });
  const balance = async (user: TestUser) => (await get(user, '/me/balance')).json();
  const payoutOf = async (user: TestUser, id: string) =>
    ((await get(user, '/payouts')).json() as Array<{ _id: string }>).find((p) => p._id === id);

  async function requested(wallet: string, amount = 300) {
    const seller = await sellerWithMoney(ctx, 1000);
    const methodId = await usableMethod(ctx, seller, { kind: 'bkash', wallet });
    const res = await post(seller, '/payouts', { amount, methodId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('requested');
    return { seller, payoutId: res.json()._id as string };
  }

  it('when the admin approves a bKash payout, then it is sent once with its id as the invoice number and is paid with bKash’s transaction id', async () => {
    const { seller, payoutId } = await requested(RECEIVER);
    expect(sandbox.payout(payoutId)).toBeUndefined(); // nothing leaves before the approval
    const approved = await post(admin, `/admin/payouts/${payoutId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('sending');
    expect((await post(admin, `/admin/payouts/${payoutId}/approve`)).statusCode).toBe(409);
    await ctx.app.jobs.runDue();
    const made = sandbox.payout(payoutId);
    expect(made).toMatchObject({ receiverMSISDN: RECEIVER, amount: '300.00', calls: 1 });
    expect(await payoutOf(seller, payoutId)).toMatchObject({ status: 'paid', reference: made!.trxID });
    expect(await balance(seller)).toMatchObject({ available: 650, inFlight: 0, paidOut: 300 });
    await runLater(ctx, '2h');
    expect(sandbox.payout(payoutId)!.calls).toBe(1);
  });

  it('when bKash refuses the wallet (invalid, or over its limit), then the payout fails with bKash’s reason and the money is available again', async () => {
    for (const [wallet, reason] of [
      [PAYOUT_TEST_WALLETS.invalid, 'bKash 2013: Invalid receiver MSISDN'],
      [PAYOUT_TEST_WALLETS.limitExceeded, 'bKash 2030: Receiver wallet limit exceeded'],
    ] as const) {
      const { seller, payoutId } = await requested(wallet);
      expect(await balance(seller)).toMatchObject({ available: 650, inFlight: 300 });
      expect((await post(admin, `/admin/payouts/${payoutId}/approve`)).statusCode).toBe(200);
      await ctx.app.jobs.runDue();
      expect(await payoutOf(seller, payoutId)).toMatchObject({ status: 'failed', reason });
      expect(await balance(seller)).toMatchObject({ available: 950, inFlight: 0, paidOut: 0 });
      const statement = (await get(seller, '/me/ledger')).json();
      expect(statement[0]).toMatchObject({ kind: 'payout_returned', amount: 300, memo: reason });
    }
  });

  it('when bKash does not answer in time, then the payout stays sending and the next run asks for its status: paid, sent once', async () => {
    const { seller, payoutId } = await requested(PAYOUT_TEST_WALLETS.timeout);
    expect((await post(admin, `/admin/payouts/${payoutId}/approve`)).statusCode).toBe(200);
    const statusCalls = sandbox.calls.payoutStatus ?? 0;
    await ctx.app.jobs.runDue();
    expect(sandbox.payout(payoutId)).toMatchObject({ calls: 1 }); // bKash made it; we did not hear
    expect(await payoutOf(seller, payoutId)).toMatchObject({ status: 'sending' });
    expect(await balance(seller)).toMatchObject({ available: 650, inFlight: 300, paidOut: 0 });
    await runLater(ctx, '2h');
    expect(sandbox.calls.payoutStatus).toBe(statusCalls + 1);
    expect(sandbox.payout(payoutId)!.calls).toBe(1);
    expect(await payoutOf(seller, payoutId)).toMatchObject({
      status: 'paid',
      reference: sandbox.payout(payoutId)!.trxID,
    });
    expect(await balance(seller)).toMatchObject({ available: 650, inFlight: 0, paidOut: 300 });
  });

  it('when the process died after the payout call and before its answer was recorded, then after restart a status query settles it and nothing is sent again', async () => {
    const { seller, payoutId } = await requested(RECEIVER);
    expect((await post(admin, `/admin/payouts/${payoutId}/approve`)).statusCode).toBe(200);
    // The process that died: it recorded sent_at, made the call, and never wrote the answer down.
    await ctx.db
      .updateTable('payouts')
      .set({ sent_at: new Date().toISOString() })
      .where('id', '=', payoutId)
      .execute();
    const dead = await deadProcessPayout(sandbox, { invoice: payoutId, amount: '300.00', wallet: RECEIVER });
    expect(dead).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed' });
    await ctx.app.jobs.runDue();
    expect(sandbox.payout(payoutId)!.calls).toBe(1);
    expect(await payoutOf(seller, payoutId)).toMatchObject({ status: 'paid' });
    expect(await balance(seller)).toMatchObject({ inFlight: 0, paidOut: 300 });
  });

  it('when a bank payout is approved, then 409: it is marked paid or rejected instead', async () => {
    const seller = await sellerWithMoney(ctx, 1000);
    const methodId = await usableMethod(ctx, seller, BANK);
    const payout = (await post(seller, '/payouts', { amount: 200, methodId })).json();
    const res = await post(admin, `/admin/payouts/${payout._id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(await payoutOf(seller, payout._id)).toMatchObject({ status: 'requested' });
  });
});

describe('bKash payouts without approval (PAYOUTS_NEED_APPROVAL=0)', () => {
  let sandbox: BkashSandbox;
  let ctx: TestContext;
  beforeAll(async () => {
    sandbox = await startBkashSandbox();
    ctx = await createTestApp({ ...bkashEnv(sandbox), JOBS_POLL_INTERVAL: '0', PAYOUTS_NEED_APPROVAL: '0' });
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });

  it('when a seller requests a bKash payout, then it is sending at once and paid by the jobs runner', async () => {
    const seller = await sellerWithMoney(ctx, 500);
    const methodId = await usableMethod(ctx, seller, { kind: 'bkash', wallet: RECEIVER });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: seller.auth,
      payload: { amount: 475, methodId },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('sending');
    await ctx.app.jobs.runDue();
    expect(sandbox.payout(res.json()._id)).toMatchObject({ amount: '475.00', calls: 1 });
    const balance = (await ctx.app.inject({ url: '/api/me/balance', headers: seller.auth })).json();
    expect(balance).toMatchObject({ available: 0, inFlight: 0, paidOut: 475 });
  });
});
