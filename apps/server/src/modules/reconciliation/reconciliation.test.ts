// The reconciliation (decision 360): a clean book passes; each deliberately broken record is caught —
// in the ledger, between the ledger and the tables, and between the tables and the providers' records —
// stored with the run, told to the admins, shown on the System page; the schedule runs it through the
// jobs runner.
import type { ReconciliationRun } from '@boibazar/shared/reconciliation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bkashEnv, payByBkash } from '../../../test/bkash.ts';
import {
  COURIER,
  GOOD_CARD,
  bookOk,
  confirmCard,
  intentIdOf,
  orderStep,
  paidOrder,
} from '../../../test/checkout.ts';
import { BANK, sellerWithMoney, usableMethod } from '../../../test/payouts.ts';
import {
  createBook,
  createTestApp,
  createUser,
  notificationsOf,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { startBkashSandbox, type BkashSandbox } from '../../bkash-sandbox/sandbox-server.ts';
import { newId, nowIso } from '../../lib/ids.ts';

const RECEIVER = '01812345678';

describe('reconciliation', () => {
  let sandbox: BkashSandbox;
  let ctx: TestContext;
  let admin: TestUser;
  let cardOrder: string;
  let bkashPayout: string;
  let bankPayout: string;
  beforeAll(async () => {
    sandbox = await startBkashSandbox();
    ctx = await createTestApp({ ...bkashEnv(sandbox, '2s'), JOBS_POLL_INTERVAL: '0' });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });

  const get = (user: TestUser, url: string) => ctx.app.inject({ url: `/api${url}`, headers: user.auth });
  const post = (user: TestUser, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload: payload ?? {} });
  async function reconcile(): Promise<ReconciliationRun> {
    const res = await post(admin, '/admin/reconciliation');
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const checksOf = (run: ReconciliationRun) => run.mismatches.map((m) => `${m.check} ${m.subject}`);

  it('when every record agrees (card and bKash sales, a decline, a bKash payout paid, a bank payout waiting), then the run is clean and the System page shows it', async () => {
    // A card sale, completed; the seller's bKash payout paid through the sandbox.
    const seller = await sellerWithMoney(ctx, 1000);
    const wallet = await usableMethod(ctx, seller, { kind: 'bkash', wallet: RECEIVER });
    const payout = await post(seller, '/payouts', { amount: 300, methodId: wallet });
    expect(payout.statusCode, payout.body).toBe(201);
    bkashPayout = payout.json()._id;
    expect((await post(admin, `/admin/payouts/${bkashPayout}/approve`)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    expect(sandbox.payout(bkashPayout)).toMatchObject({ calls: 1 });
    // A second card sale left open (held); a third declined (refund owed).
    cardOrder = (await paidOrder(ctx, { resale: 400 })).orderId;
    const declined = await paidOrder(ctx, { resale: 250 });
    expect(
      (await orderStep(ctx, declined.seller, declined.orderId, 'decline', { reason: 'Lost the book' }))
        .statusCode,
    ).toBe(200);
    // A bKash sale.
    const bkashSeller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, bkashSeller, { resale: 500 });
    const orderId = await bookOk(ctx, buyer, listing._id);
    const paid = await payByBkash(ctx, buyer, orderId);
    expect(paid.result?.outcome.bkash, JSON.stringify(paid.result?.outcome)).toBe('success');
    // A bank payout waiting for the admin.
    const banked = await sellerWithMoney(ctx, 600);
    const bank = await usableMethod(ctx, banked, BANK);
    const requested = await post(banked, '/payouts', { amount: 200, methodId: bank });
    expect(requested.statusCode, requested.body).toBe(201);
    bankPayout = requested.json()._id;

    const run = await reconcile();
    expect(run.mismatches).toEqual([]);
    expect(run).toMatchObject({ clean: true, mismatchCount: 0, trigger: 'admin' });
    // Ledger invariants, 5 payments, 1 refund, 2 payouts, and the providers' records of 5 payments and 1 payout.
    expect(run.checked).toBe(1 + 5 + 1 + 2 + 5 + 1);
    const system = await get(admin, '/admin/system');
    expect(system.statusCode).toBe(200);
    expect(system.json().reconciliation).toMatchObject({ _id: run._id, clean: true });
    expect(await notificationsOf(ctx, admin, { type: 'payment' })).toEqual([]);
  });

  it('when the admin reads the ledger page, then every account has its balance and the transactions page and filter', async () => {
    const available = await get(admin, '/admin/ledger/accounts?class=available');
    expect(available.statusCode, available.body).toBe(200);
    const accounts = available.json() as Array<{ class: string; ownerName: string | null; balance: number }>;
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    expect(accounts.every((a) => a.class === 'available' && a.ownerName)).toBe(true);
    // 950 − 300 paid out; 570 − 200 in flight.
    expect(accounts.map((a) => a.balance).sort((a, b) => a - b)).toEqual([370, 650]);
    const summary = (await get(admin, '/admin/ledger/summary')).json();
    const all = (await get(admin, '/admin/ledger/accounts?limit=100')).json() as Array<{ balance: number }>;
    expect(all.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
    expect(summary).toMatchObject({ balanced: true, difference: 0 });

    const payouts = await get(admin, `/admin/ledger/transactions?dealKind=payout&dealId=${bkashPayout}`);
    expect(payouts.statusCode, payouts.body).toBe(200);
    expect(payouts.json().map((t: { kind: string }) => t.kind)).toEqual(['payout_paid', 'payout']);
    expect(payouts.json()[0].entries).toEqual([
      { class: 'in_flight', owner: expect.any(String), amount: -300 },
      { class: 'paid_out', owner: expect.any(String), amount: 300 },
    ]);
    const firstPage = await get(admin, '/admin/ledger/transactions?kind=payment&limit=2');
    expect(firstPage.json()).toHaveLength(2);
    expect(firstPage.headers['x-next-cursor']).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await get(admin, `/admin/ledger/transactions?to=${yesterday}`)).json()).toEqual([]);
    expect((await get(admin, `/admin/ledger/transactions?from=${today}&kind=refund`)).json()).toHaveLength(1);
    expect((await get(admin, `/admin/ledger/transactions?from=${today}&to=${yesterday}`)).statusCode).toBe(
      400,
    );
    expect((await get(admin, '/admin/ledger/transactions?kind=stolen')).statusCode).toBe(400);
  });

  it('when refunds were sent (card and bKash), then each is checked against the provider’s own record; a provider record that differs is caught', async () => {
    const card = await paidOrder(ctx, { resale: 320 });
    expect(
      (await orderStep(ctx, card.seller, card.orderId, 'decline', { reason: 'Torn cover' })).statusCode,
    ).toBe(200);
    const bkashSeller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, bkashSeller, { resale: 280 });
    const bkashOrder = await bookOk(ctx, buyer, listing._id);
    expect((await payByBkash(ctx, buyer, bkashOrder)).result?.outcome.bkash).toBe('success');
    expect(
      (await orderStep(ctx, bkashSeller, bkashOrder, 'decline', { reason: 'Sold at a fair' })).statusCode,
    ).toBe(200);
    await ctx.app.jobs.runDue(); // the refund jobs send them
    const refunds = await ctx.db
      .selectFrom('refunds')
      .select(['booking_id', 'intent_id', 'status'])
      .where('booking_id', 'in', [card.orderId, bkashOrder])
      .execute();
    expect(refunds.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    const intentOf = (orderId: string) => refunds.find((r) => r.booking_id === orderId)!.intent_id;

    const clean = await reconcile();
    expect(clean.mismatches).toEqual([]);
    // As the first run, plus 2 payments and 2 refunds in the book and 2 payments and 3 refunds at the
    // providers (the first run's declined order was refunded by the jobs just now).
    expect(clean.checked).toBe(1 + 7 + 3 + 2 + 7 + 1 + 3);

    // Forge the providers' records: the card sandbox says 50 Taka less went back; bKash has no refund.
    await ctx.db
      .updateTable('sandbox_intents')
      .set((eb) => ({ refunded_amount: eb('refunded_amount', '-', 5000) }))
      .where('id', '=', intentOf(card.orderId))
      .execute();
    const bkashRefunds = (
      sandbox.payment(intentOf(bkashOrder)) as unknown as { refunds: Array<{ amount: number }> }
    ).refunds;
    const sent = bkashRefunds.splice(0);
    const run = await reconcile();
    expect(run.mismatches.sort((a, b) => a.found.localeCompare(b.found))).toEqual([
      { check: 'provider_refund', subject: `order:${bkashOrder}`, expected: '280', found: '0' },
      { check: 'provider_refund', subject: `order:${card.orderId}`, expected: '320', found: '270' },
    ]);
    const told = await notificationsOf(ctx, admin, { type: 'payment' });
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('2 mismatch');
    // The ledger itself is fine: only the providers' side was changed. Put it back for the next test.
    bkashRefunds.push(...sent);
    await ctx.db
      .updateTable('sandbox_intents')
      .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', 5000) }))
      .where('id', '=', intentOf(card.orderId))
      .execute();
    expect((await reconcile()).clean).toBe(true);
  });

  it('when records are broken (an unbalanced posting, a payment changed, a payout marked paid around the ledger, a bKash reference that bKash does not know), then each is caught, stored and told to the admin', async () => {
    const fees = await ctx.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('class', '=', 'fee_revenue')
      .executeTakeFirstOrThrow();
    const forged = newId();
    await ctx.db
      .insertInto('ledger_transactions')
      .values({
        id: forged,
        kind: 'release',
        deal_kind: 'order',
        deal_id: 'nowhere',
        memo: 'forged',
        created_at: nowIso(),
      })
      .execute();
    await ctx.db
      .insertInto('ledger_entries')
      .values({ transaction_id: forged, line: 0, account_id: fees.id, amount: 50, created_at: nowIso() })
      .execute();
    await ctx.db
      .updateTable('payments')
      .set((eb) => ({ price: eb('price', '+', 1) }))
      .where('booking_id', '=', cardOrder)
      .execute();
    await ctx.db.updateTable('payouts').set({ status: 'paid' }).where('id', '=', bankPayout).execute();
    await ctx.db.updateTable('payouts').set({ reference: 'FORGED1' }).where('id', '=', bkashPayout).execute();

    const run = await reconcile();
    expect(run.clean).toBe(false);
    expect(checksOf(run).sort()).toEqual(
      [
        `unbalanced_transaction transaction:${forged}`,
        'equation ledger',
        `payment_amount order:${cardOrder}`,
        `provider_amount order:${cardOrder}`,
        `payout_posting payout:${bankPayout}`,
        `provider_status payout:${bkashPayout}`,
      ].sort(),
    );
    expect(run.mismatches).toContainEqual({
      check: 'payment_amount',
      subject: `order:${cardOrder}`,
      expected: '401',
      found: '400',
    });
    expect(run.mismatchCount).toBe(6);

    const listed = await get(admin, '/admin/reconciliation?limit=1');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([run]);
    expect((await get(admin, '/admin/system')).json().reconciliation).toMatchObject({
      _id: run._id,
      clean: false,
      mismatchCount: 6,
    });
    const told = await notificationsOf(ctx, admin, { type: 'payment' });
    expect(told).toHaveLength(2); // the refunds test's forged run told the admin too
    expect(told.find((n) => n.body.includes('6 mismatch'))).toMatchObject({
      title: 'The reconciliation found mismatches',
      link: '/dashboard/ledger',
    });
  });

  it('when a member who is not the admin asks, then 403; signed out, 401', async () => {
    const member = await createUser(ctx, { role: 'Seller', verified: true });
    expect((await get(member, '/admin/reconciliation')).statusCode).toBe(403);
    expect((await post(member, '/admin/reconciliation')).statusCode).toBe(403);
    expect((await get(member, '/admin/ledger/accounts')).statusCode).toBe(403);
    expect((await get(member, '/admin/ledger/transactions')).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/reconciliation' })).statusCode).toBe(401);
  });

  it('when an exchange top-up paid by card was refunded, then it is checked against the card provider’s record: the same amount passes, a different one is caught (decision 445)', async () => {
    const owner = await createUser(ctx, { role: 'Seller' });
    const proposer = await createUser(ctx, { role: 'Seller' });
    const wanted = await createBook(ctx, owner);
    const offered = await createBook(ctx, proposer);
    await ctx.db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', wanted._id).execute();
    const made = await post(proposer, '/exchanges', {
      bookId: wanted._id,
      offeredBookIds: [offered._id],
      topup: { amount: 90, payer: 'proposer' },
      message: 'Swap?',
    });
    expect(made.statusCode, made.body).toBe(201);
    const exchangeId = made.json()._id as string;
    await post(owner, `/exchanges/${exchangeId}/accept`);
    const secret = (await post(proposer, `/exchanges/${exchangeId}/topup-intent`)).json()
      .clientSecret as string;
    await confirmCard(ctx, proposer, secret, GOOD_CARD);
    const paid = await post(proposer, `/exchanges/${exchangeId}/topup`, {
      transactionId: intentIdOf(secret),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await post(proposer, `/exchanges/${exchangeId}/handover`, COURIER);
    expect((await post(owner, `/exchanges/${exchangeId}/dispute`, { reason: 'Never came' })).statusCode).toBe(
      200,
    );
    const resolved = await post(admin, `/admin/exchanges/${exchangeId}/resolve`, { outcome: 'cancel' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await ctx.app.jobs.runDue(); // the top-up refund job sends it
    const topup = await ctx.db
      .selectFrom('topup_payments')
      .select(['id', 'refund_status'])
      .where('exchange_id', '=', exchangeId)
      .executeTakeFirstOrThrow();
    expect(topup.refund_status).toBe('succeeded');

    // The earlier test's deliberately broken records are still in the book: compare with them in place.
    const agreed = await reconcile();
    const before = checksOf(agreed);
    expect(before.filter((c) => c.includes(exchangeId))).toEqual([]);
    // The card sandbox's record says 50 Taka less went back than BoiBazar refunded.
    const shift = (by: number) =>
      ctx.db
        .updateTable('sandbox_intents')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', by) }))
        .where('id', '=', topup.id)
        .execute();
    await shift(-5000);
    const run = await reconcile();
    expect(run.mismatches.filter((m) => m.subject === `exchange:${exchangeId}`)).toEqual([
      { check: 'provider_refund', subject: `exchange:${exchangeId}`, expected: '90', found: '40' },
    ]);
    expect(checksOf(run).sort()).toEqual([...before, `provider_refund exchange:${exchangeId}`].sort());
    expect(run.checked).toBe(agreed.checked);
    await shift(5000);
    expect(checksOf(await reconcile())).toEqual(before);
  });
});

describe('reconciliation schedule', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RECONCILE_SCHEDULE: '30s', JOBS_POLL_INTERVAL: '0' });
  });
  afterAll(() => ctx.close());

  const runs = () => ctx.db.selectFrom('reconciliation_runs').selectAll().execute();

  it('when RECONCILE_SCHEDULE is set, then the jobs runner makes one run per interval and arms the next', async () => {
    const jobs = () =>
      ctx.db
        .selectFrom('jobs')
        .select(['run_at', 'status'])
        .where('kind', '=', 'reconciliation.run')
        .execute();
    const [first] = await jobs();
    expect(await jobs()).toHaveLength(1);
    expect(await runs()).toHaveLength(0);
    // Just past the first interval's end: the next one, 30s later, is not due yet.
    ctx.clock.set(new Date(Date.parse(first!.run_at) + 1));
    await ctx.app.jobs.runDue();
    const made = await runs();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ trigger: 'schedule', mismatch_count: 0 });
    expect((await jobs()).filter((j) => j.status === 'pending')).toHaveLength(1);
  });
});
