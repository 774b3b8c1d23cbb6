// The ledger (decision 240): postings in the same transaction as their cause, the member's balance and
// statement, the admin's summary, and what the book refuses.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURIER,
  GOOD_CARD,
  codOrder,
  confirmCard,
  intentIdOf,
  orderStep,
  paidOrder,
} from '../../../test/checkout.ts';
import { bkashEnv, payByBkash } from '../../../test/bkash.ts';
import { bookOk } from '../../../test/checkout.ts';
import { startBkashSandbox, type BkashSandbox } from '../../bkash-sandbox/sandbox-server.ts';
import {
  createBook,
  createTestApp,
  createUser,
  testDialect,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { inTransaction } from '../../events/index.ts';
import { platformFee } from './platform-fee.ts';
import { postTransaction, type Posting } from './post-transaction.ts';

const api = (ctx: TestContext, user: TestUser | null, url: string) =>
  ctx.app.inject({ url: `/api${url}`, headers: user?.auth ?? {} });
const post = (ctx: TestContext, user: TestUser, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload: payload ?? {} });

async function ledgerCounts(ctx: TestContext, dealId: string) {
  const rows = await ctx.db
    .selectFrom('ledger_transactions')
    .select(['kind'])
    .where('deal_id', '=', dealId)
    .execute();
  // Postings of one database transaction share a time: compare the kinds, not their order.
  return rows.map((r) => r.kind).sort();
}

describe('the fee', () => {
  it('when a percentage of the price has a half Taka, then the half goes to the seller; the floor and the price bound it', () => {
    const rule = { basisPoints: 500, minTaka: 0 };
    expect(platformFee(150, rule)).toBe(7); // 7.5 → 7
    expect(platformFee(151, rule)).toBe(8); // 7.55 → 8
    expect(platformFee(149, rule)).toBe(7); // 7.45 → 7
    expect(platformFee(300, rule)).toBe(15);
    expect(platformFee(0, rule)).toBe(0);
    expect(platformFee(99, { basisPoints: 250, minTaka: 0 })).toBe(2); // 2.475 → 2
    expect(platformFee(100, { basisPoints: 250, minTaka: 0 })).toBe(2); // 2.5 → 2
    expect(platformFee(101, { basisPoints: 250, minTaka: 0 })).toBe(3); // 2.525 → 3
    expect(platformFee(50, { basisPoints: 500, minTaka: 10 })).toBe(10);
    expect(platformFee(6, { basisPoints: 500, minTaka: 10 })).toBe(6); // never more than the price
    expect(platformFee(1_000_000, { basisPoints: 10_000, minTaka: 0 })).toBe(1_000_000);
    expect(() => platformFee(10.5, rule)).toThrow(/whole Taka/);
  });

  it('when PLATFORM_FEE_PERCENT or PLATFORM_FEE_MIN_TAKA is not a plain number, then the app refuses to start', async () => {
    const { loadConfig } = await import('../../config.ts');
    for (const bad of ['-1', '5%', '1e1', '100.5', '101', '2.555', 'five'])
      expect(() => loadConfig({ PLATFORM_FEE_PERCENT: bad }), bad).toThrow(/PLATFORM_FEE_PERCENT/);
    for (const bad of ['-1', '2.5', 'x'])
      expect(() => loadConfig({ PLATFORM_FEE_MIN_TAKA: bad }), bad).toThrow(/PLATFORM_FEE_MIN_TAKA/);
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '2.5' }).platformFee).toEqual({ basisPoints: 250, minTaka: 0 });
    expect(loadConfig({}).platformFee).toEqual({ basisPoints: 500, minTaka: 0 });
  });
});

describe('the ledger', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let sandbox: BkashSandbox;
  beforeAll(async () => {
    sandbox = await startBkashSandbox();
    ctx = await createTestApp({ ...bkashEnv(sandbox), JOBS_POLL_INTERVAL: '0', PLATFORM_FEE_MIN_TAKA: '10' });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });

  const summary = async () => {
    const res = await api(ctx, admin, '/admin/ledger/summary');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const classBalance = async (cls: string) =>
    (await summary()).classes.find((c: { class: string }) => c.class === cls).balance as number;
  const balance = async (user: TestUser) => {
    const res = await api(ctx, user, '/me/balance');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('when a card payment settles, then the money is received and held, the order carries its fee, and a completion releases it to the seller less the fee', async () => {
    const before = await summary();
    const { seller, buyer, orderId } = await paidOrder(ctx, { resale: 450 });
    const order = (await api(ctx, buyer, `/orders/${orderId}`)).json();
    expect(order).toMatchObject({ price: 450, platformFee: 22, sellerReceives: 428 }); // 22.5: the half to the seller
    expect(await ledgerCounts(ctx, orderId)).toEqual(['payment']);
    const paid = await summary();
    expect(paid.moneyReceived - before.moneyReceived).toBe(450);
    expect(paid).toMatchObject({ balanced: true, difference: 0, unbalancedTransactions: 0 });
    expect(await balance(seller)).toMatchObject({ available: 0, held: 450, fees: 0 });

    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    expect((await orderStep(ctx, buyer, orderId, 'received')).statusCode).toBe(200);
    expect(await ledgerCounts(ctx, orderId)).toEqual(['payment', 'release']);
    expect(await balance(seller)).toMatchObject({ available: 428, held: 0, fees: 22 });
    const statement = (await api(ctx, seller, '/me/ledger')).json();
    expect(statement).toEqual([
      expect.objectContaining({
        kind: 'release',
        dealKind: 'order',
        dealId: orderId,
        amount: 428,
        fee: 22,
        balanceAfter: 428,
      }),
    ]);
    expect((await summary()).balanced).toBe(true);
  });

  it('when the seller declines or the admin refunds in full, then the held money goes to refunds and the seller gets nothing', async () => {
    const { seller, orderId } = await paidOrder(ctx, { resale: 300 });
    const refundsBefore = await classBalance('refunds');
    expect((await orderStep(ctx, seller, orderId, 'decline', { reason: 'Lost it' })).statusCode).toBe(200);
    expect(await ledgerCounts(ctx, orderId)).toEqual(['payment', 'refund']);
    expect((await classBalance('refunds')) - refundsBefore).toBe(300);
    expect(await balance(seller)).toMatchObject({ available: 0, held: 0 });
    expect((await api(ctx, seller, `/orders/${orderId}`)).json()).toMatchObject({ sellerReceives: 0 });
  });

  it('when a dispute is open, then the money stays held; a partial refund sends the rest to the seller less the fee', async () => {
    const { seller, buyer, orderId } = await paidOrder(ctx, { resale: 500 });
    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    await orderStep(ctx, buyer, orderId, 'dispute', { reason: 'Pages missing' });
    expect(await ledgerCounts(ctx, orderId)).toEqual(['payment']);
    expect(await balance(seller)).toMatchObject({ held: 500, available: 0 });
    const resolved = await post(ctx, admin, `/admin/orders/${orderId}/resolve`, {
      outcome: 'refund',
      amount: 200,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await ledgerCounts(ctx, orderId)).toEqual(['payment', 'refund', 'release']);
    // The fee (25) is the deal's, fixed when paid, taken from the 300 that stays with the seller.
    expect(await balance(seller)).toMatchObject({ held: 0, available: 275, fees: 25 });
    expect((await summary()).balanced).toBe(true);
  });

  it('when a dispute is released, then the seller is paid as for a completion', async () => {
    const { seller, buyer, orderId } = await paidOrder(ctx, { resale: 120 });
    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    await orderStep(ctx, buyer, orderId, 'dispute', { reason: 'Wrong edition' });
    await post(ctx, admin, `/admin/orders/${orderId}/resolve`, { outcome: 'release' });
    // 5% of 120 is 6, under the 10 Taka floor.
    expect(await balance(seller)).toMatchObject({ available: 110, fees: 10 });
  });

  it('when the seller collects cash on delivery, then the cash is recorded apart and the fee is taken from the available balance, below zero if need be', async () => {
    const { seller, buyer, orderId } = await codOrder(ctx, { resale: 400 });
    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    const collected = await orderStep(ctx, seller, orderId, 'cash-collected');
    expect(collected.statusCode, collected.body).toBe(200);
    expect(await ledgerCounts(ctx, orderId)).toEqual(['cod_sale']);
    expect(await balance(seller)).toMatchObject({ available: -20, codCollected: 400, fees: 20, held: 0 });
    expect((await api(ctx, buyer, `/orders/${orderId}`)).json()).toMatchObject({
      platformFee: 20,
      sellerReceives: 380,
    });
    const s = await summary();
    expect(s.balanced).toBe(true);
  });

  it('when a buyer pays by bKash, then the money is received on the bKash account', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 260 });
    const orderId = await bookOk(ctx, buyer, listing._id);
    const bkashBefore = (
      await ctx.db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), sql<number>`0`).as('total'))
        .where('class', '=', 'received')
        .where('owner', '=', 'bkash')
        .executeTakeFirstOrThrow()
    ).total;
    const { result } = await payByBkash(ctx, buyer, orderId);
    expect(result?.outcome).toMatchObject({ bkash: 'success' });
    const after = await ctx.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select((eb) => eb.fn.sum<string | number>('amount').as('total'))
      .where('class', '=', 'received')
      .where('owner', '=', 'bkash')
      .executeTakeFirstOrThrow();
    expect(Number(after.total) - Number(bkashBefore)).toBe(-260);
    expect(await balance(seller)).toMatchObject({ held: 260 });
  });

  it('when an exchange top-up is paid, then it is held; when the exchange completes, the side that receives it gets it less the fee; a cancelled one goes to refunds', async () => {
    const owner = await createUser(ctx, { role: 'Seller' });
    const proposer = await createUser(ctx, { role: 'Seller' });
    const target = await createBook(ctx, owner);
    const mine = await createBook(ctx, proposer);
    await ctx.db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', target._id).execute();
    const offer = async (payer: 'owner' | 'proposer', amount: number) => {
      const t = await createBook(ctx, owner);
      const m = await createBook(ctx, proposer);
      await ctx.db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', t._id).execute();
      const res = await post(ctx, proposer, '/exchanges', {
        bookId: t._id,
        offeredBookIds: [m._id],
        topup: { amount, payer },
        message: 'Swap?',
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json()._id as string;
      await post(ctx, owner, `/exchanges/${id}/accept`);
      const payerUser = payer === 'owner' ? owner : proposer;
      const secret = (await post(ctx, payerUser, `/exchanges/${id}/topup-intent`)).json()
        .clientSecret as string;
      await confirmCard(ctx, payerUser, secret, GOOD_CARD);
      const paid = await post(ctx, payerUser, `/exchanges/${id}/topup`, {
        transactionId: intentIdOf(secret),
      });
      expect(paid.statusCode, paid.body).toBe(200);
      await post(ctx, payerUser, `/exchanges/${id}/handover`, COURIER);
      const other = payerUser === owner ? proposer : owner;
      expect((await post(ctx, other, `/exchanges/${id}/dispute`, { reason: 'Never came' })).statusCode).toBe(
        200,
      );
      return id;
    };
    void target;
    void mine;
    const completed = await offer('owner', 300);
    expect(await balance(proposer)).toMatchObject({ held: 300, available: 0 });
    expect(
      (await post(ctx, admin, `/admin/exchanges/${completed}/resolve`, { outcome: 'complete' })).statusCode,
    ).toBe(200);
    expect(await ledgerCounts(ctx, completed)).toEqual(['release', 'topup']);
    expect(await balance(proposer)).toMatchObject({ held: 0, available: 285, fees: 15 });

    const cancelled = await offer('proposer', 90);
    expect(await balance(owner)).toMatchObject({ held: 90 });
    expect(
      (await post(ctx, admin, `/admin/exchanges/${cancelled}/resolve`, { outcome: 'cancel' })).statusCode,
    ).toBe(200);
    expect(await ledgerCounts(ctx, cancelled)).toEqual(['refund', 'topup']);
    expect(await balance(owner)).toMatchObject({ held: 0, available: 0 });
    expect((await summary()).balanced).toBe(true);
  });

  it('when the completion’s posting fails, then the completion rolls back with it (no completed deal without its posting)', async () => {
    const { seller, buyer, orderId } = await paidOrder(ctx, { resale: 200 });
    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    // A release already on the book for this deal: the real posting hits the one-per-deal rule and fails.
    await ctx.db
      .insertInto('ledger_transactions')
      .values({
        id: `broken-${orderId}`,
        kind: 'release',
        deal_kind: 'order',
        deal_id: orderId,
        memo: '',
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await orderStep(ctx, buyer, orderId, 'received');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await api(ctx, buyer, `/orders/${orderId}`)).json().status).toBe('handed_over');
    expect(await balance(seller)).toMatchObject({ available: 0, held: 200 });
  });

  it('when the payment’s posting fails, then the order is not paid and the card is refunded', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 330 });
    const orderId = await bookOk(ctx, buyer, listing._id);
    await ctx.db
      .insertInto('ledger_transactions')
      .values({
        id: `broken-${orderId}`,
        kind: 'payment',
        deal_kind: 'order',
        deal_id: orderId,
        memo: '',
        created_at: new Date().toISOString(),
      })
      .execute();
    const secret = (await post(ctx, buyer, '/create-payment-intent', { price: 1, booking: orderId })).json()
      .clientSecret as string;
    await confirmCard(ctx, buyer, secret);
    const paid = await post(ctx, buyer, '/payments', {
      transactionId: intentIdOf(secret),
      booking: orderId,
      email: buyer.user.email,
      price: 1,
    });
    expect(paid.statusCode).toBe(409);
    expect((await api(ctx, buyer, `/orders/${orderId}`)).json()).toMatchObject({
      status: 'open',
      paid: false,
      platformFee: null,
    });
    expect(await balance(seller)).toMatchObject({ held: 0 });
  });

  it('when anyone tries to change or remove a posted entry or transaction, then the database refuses', async () => {
    await paidOrder(ctx, { resale: 100 });
    await expect(ctx.db.updateTable('ledger_entries').set({ amount: 1 }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/append-only/);
    await expect(ctx.db.updateTable('ledger_transactions').set({ memo: 'x' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.db.deleteFrom('ledger_transactions').execute()).rejects.toThrow(/append-only/);
    expect((await summary()).balanced).toBe(true);
  });

  it('when a statement is asked for by pages and dates, then the pages join up, the dates bound it, and the CSV has the same lines', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const sales = [];
    for (const price of [100, 200, 300]) {
      const { buyer, orderId } = await (async () => {
        const b = await createUser(ctx);
        const listing = await createBook(ctx, seller, { resale: price });
        const id = await bookOk(ctx, b, listing._id);
        const secret = (await post(ctx, b, '/create-payment-intent', { price: 1, booking: id })).json()
          .clientSecret as string;
        await confirmCard(ctx, b, secret);
        await post(ctx, b, '/payments', {
          transactionId: intentIdOf(secret),
          booking: id,
          email: b.user.email,
          price: 1,
        });
        return { buyer: b, orderId: id };
      })();
      await orderStep(ctx, seller, orderId, 'handover', COURIER);
      await orderStep(ctx, buyer, orderId, 'received');
      sales.push(orderId);
    }
    const first = await api(ctx, seller, '/me/ledger?limit=2');
    expect(first.json().map((l: { amount: number }) => l.amount)).toEqual([285, 190]);
    const next = first.headers['x-next-cursor'] as string;
    const second = (await api(ctx, seller, `/me/ledger?limit=2&cursor=${next}`)).json();
    expect(second.map((l: { amount: number; balanceAfter: number }) => [l.amount, l.balanceAfter])).toEqual([
      [90, 90],
    ]);
    expect(first.json()[0].balanceAfter).toBe(565);
    expect((await balance(seller)).available).toBe(565);

    const today = new Date().toISOString().slice(0, 10);
    expect((await api(ctx, seller, `/me/ledger?from=${today}&to=${today}`)).json()).toHaveLength(3);
    expect((await api(ctx, seller, '/me/ledger?from=2020-01-01&to=2020-12-31')).json()).toEqual([]);
    for (const bad of [
      'from=2026-02-30',
      'from=yesterday',
      'from=2026-12-01&to=2026-11-01',
      'cursor=nonsense',
      'limit=0',
    ])
      expect((await api(ctx, seller, `/me/ledger?${bad}`)).statusCode, bad).toBe(400);
    expect((await api(ctx, null, '/me/ledger')).statusCode).toBe(401);
    expect((await api(ctx, seller, '/admin/ledger/summary')).statusCode).toBe(403);

    const csv = await api(ctx, seller, `/me/ledger.csv?from=${today}&to=${today}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`boibazar-statement-${today}-to-${today}.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"date","transaction","kind","deal","deal_id","book","amount","fee","balance_after"',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(-3).join(','))).toEqual([
      '90,10,90',
      '190,10,280',
      '285,15,565',
    ]);
    expect(lines[1]).toContain(`"${sales[0]}"`);
    expect((await api(ctx, seller, '/me/ledger.csv?to=2026-13-01')).statusCode).toBe(400);
    expect((await api(ctx, null, '/me/ledger.csv')).statusCode).toBe(401);
  });

  it('when a seller has deals under way, then each held deal says what it holds, its fee, and when it releases (the buyer window’s end from the server); the CSV is UTF-8 with a BOM and keeps Bangla', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const waiting = await paidOrder(ctx, { seller, resale: 400, productName: 'পথের পাঁচালী' });
    const handed = await paidOrder(ctx, { seller, resale: 200 });
    const disputed = await paidOrder(ctx, { seller, resale: 300 });
    await orderStep(ctx, seller, handed.orderId, 'handover', COURIER);
    await orderStep(ctx, seller, disputed.orderId, 'handover', COURIER);
    await orderStep(ctx, disputed.buyer, disputed.orderId, 'dispute', { reason: 'Pages missing' });

    const res = await api(ctx, seller, '/me/held');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const autoCompleteAt = (await api(ctx, seller, `/orders/${handed.orderId}`)).json().autoCompleteAt;
    expect(autoCompleteAt).toMatch(/^\d{4}-/);
    expect(res.json()).toEqual([
      expect.objectContaining({
        dealKind: 'order',
        dealId: waiting.orderId,
        memo: 'পথের পাঁচালী',
        amount: 400,
        fee: 20,
        sellerReceives: 380,
        stage: 'awaiting_handover',
        releasesAt: null,
      }),
      expect.objectContaining({
        dealId: handed.orderId,
        amount: 200,
        fee: 10,
        sellerReceives: 190,
        stage: 'buyer_window',
        releasesAt: autoCompleteAt,
      }),
      expect.objectContaining({ dealId: disputed.orderId, stage: 'disputed', releasesAt: null }),
    ]);
    expect((await balance(seller)).held).toBe(900);
    // A buyer sees nothing held for them; nobody signed in is refused.
    expect((await api(ctx, handed.buyer, '/me/held')).json()).toEqual([]);
    expect((await api(ctx, null, '/me/held')).statusCode).toBe(401);

    // Released deals leave the list.
    await orderStep(ctx, handed.buyer, handed.orderId, 'received');
    expect((await api(ctx, seller, '/me/held')).json().map((d: { dealId: string }) => d.dealId)).toEqual([
      waiting.orderId,
      disputed.orderId,
    ]);

    await orderStep(ctx, seller, waiting.orderId, 'handover', COURIER);
    await orderStep(ctx, waiting.buyer, waiting.orderId, 'received');
    const csv = await api(ctx, seller, '/me/ledger.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.rawPayload);
    expect(text.startsWith('\uFEFF"date",')).toBe(true);
    expect(text).toContain('"পথের পাঁচালী",380,20,');
  });

  it('when a book name looks like a spreadsheet formula, then the CSV keeps it as text', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale: 100, productName: '=HYPERLINK("http://x","y")' });
    const orderId = await bookOk(ctx, buyer, listing._id);
    const secret = (await post(ctx, buyer, '/create-payment-intent', { price: 1, booking: orderId })).json()
      .clientSecret as string;
    await confirmCard(ctx, buyer, secret);
    await post(ctx, buyer, '/payments', {
      transactionId: intentIdOf(secret),
      booking: orderId,
      email: buyer.user.email,
      price: 1,
    });
    await orderStep(ctx, seller, orderId, 'handover', COURIER);
    await orderStep(ctx, buyer, orderId, 'received');
    const csv = (await api(ctx, seller, '/me/ledger.csv')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('when a seller has a long statement, then a page in the middle and the CSV give each line the balance of every entry up to it (decision 445)', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const owner = seller.user._id;
    // 120 lines, several to a millisecond (ties are ordered by transaction id), money in and out.
    for (let i = 0; i < 120; i += 1) {
      const amount = i % 5 === 4 ? -(30 + i) : 100 + ((i * 37) % 250);
      await inTransaction(ctx.db, (trx) =>
        postTransaction(trx, {
          kind: amount > 0 ? 'release' : 'payout',
          dealKind: amount > 0 ? 'order' : 'payout',
          dealId: `long-${owner}-${i}`,
          memo: `line ${i}`,
          entries: [
            { account: { class: 'available', owner }, amount },
            { account: { class: 'received', owner: 'card' }, amount: -amount },
          ],
        }),
      );
    }
    const entries = await ctx.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['e.created_at', 'e.transaction_id', 'e.amount'])
      .where('a.class', '=', 'available')
      .where('a.owner', '=', owner)
      .execute();
    expect(entries).toHaveLength(120);
    const upTo = (at: string, id: string) =>
      entries
        .filter((e) => e.created_at < at || (e.created_at === at && e.transaction_id <= id))
        .reduce((sum, e) => sum + Number(e.amount), 0);
    type Line = { _id: string; at: string; amount: number; balanceAfter: number; memo: string };
    const pages: Line[][] = [];
    let cursor = '';
    do {
      const page = await api(ctx, seller, `/me/ledger?limit=13${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode).toBe(200);
      pages.push(page.json());
      cursor = (page.headers['x-next-cursor'] as string | undefined) ?? '';
    } while (cursor);
    expect(pages).toHaveLength(10);
    const all = pages.flat();
    expect(new Set(all.map((l) => l._id)).size).toBe(120);
    for (const line of all) expect(line.balanceAfter, line.memo).toBe(upTo(line.at, line._id));
    // A page in the middle on its own: its first line's balance is the sum of everything up to it.
    const middle = pages[5];
    expect(middle[0].balanceAfter).toBe(upTo(middle[0].at, middle[0]._id));
    expect(middle.at(-1)!.balanceAfter).toBe(
      middle[0].balanceAfter - middle.slice(0, -1).reduce((sum, l) => sum + l.amount, 0),
    );
    expect(all[0].balanceAfter).toBe((await balance(seller)).available);
    expect(all.at(-1)!.balanceAfter).toBe(all.at(-1)!.amount);

    const csv = (await api(ctx, seller, '/me/ledger.csv')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(121);
    const csvBalances = csv.slice(1).map((l) => Number(l.split(',').at(-1)));
    expect(csvBalances).toEqual([...all].reverse().map((l) => l.balanceAfter));
  });

  it('when a posting does not sum to zero, is not whole Taka, has one entry or no transaction, then it is refused and nothing is written', async () => {
    const posting = (amounts: number[]): Posting => ({
      kind: 'release',
      dealKind: 'order',
      dealId: `unit-${amounts.join('_')}`,
      memo: '',
      entries: amounts.map((amount, i) => ({ account: { class: 'available', owner: `unit-${i}` }, amount })),
    });
    for (const amounts of [[5, -4], [10], [0, 0], [2.5, -2.5], [Number.MAX_SAFE_INTEGER + 1, -1]])
      await expect(
        inTransaction(ctx.db, (trx) => postTransaction(trx, posting(amounts))),
        String(amounts),
      ).rejects.toThrow();
    await expect(postTransaction(ctx.db, posting([5, -5]))).rejects.toThrow(/inside its cause/);
    const written = await ctx.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('deal_id', 'like', 'unit-%')
      .execute();
    expect(written).toEqual([]);
    await inTransaction(ctx.db, (trx) => postTransaction(trx, posting([7, -3, -4])));
    expect(await ledgerCounts(ctx, 'unit-7_-3_-4')).toEqual(['release']);
  });

  it('when a posting made an account and its cause rolled back, then the next posting makes it again and posts to the committed one (ids are remembered only once committed, decision 480)', async () => {
    const owner = `remembered-${Date.now()}`;
    const posting = (dealId: string): Posting => ({
      kind: 'release',
      dealKind: 'order',
      dealId,
      memo: '',
      entries: [
        { account: { class: 'available', owner }, amount: 9 },
        { account: { class: 'received', owner: 'card' }, amount: -9 },
      ],
    });
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await postTransaction(trx, posting(`${owner}-rolled-back`));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    const accountsOf = () =>
      ctx.db.selectFrom('ledger_accounts').select('id').where('owner', '=', owner).execute();
    expect(await accountsOf()).toEqual([]);
    // Twice: the first posting reads the committed id, the second takes it from memory.
    for (const dealId of [`${owner}-1`, `${owner}-2`])
      await inTransaction(ctx.db, (trx) => postTransaction(trx, posting(dealId)));
    const [account] = await accountsOf();
    const entries = await ctx.db
      .selectFrom('ledger_entries')
      .select(['account_id', 'amount'])
      .where('account_id', '=', account.id)
      .execute();
    expect(entries.map((e) => Number(e.amount))).toEqual([9, 9]);
  });

  it('when the admin asks for fee revenue by day, then each of the last days has its fees (today the fees so far, a day without fees 0), oldest first', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    // A balanced posting two days ago (the fee of a sale received then), written as the ledger would.
    const account = (cls: string) =>
      ctx.db.selectFrom('ledger_accounts').select('id').where('class', '=', cls).executeTakeFirstOrThrow();
    const [fees, received] = [await account('fee_revenue'), await account('received')];
    const at = `${twoDaysAgo}T10:00:00.000Z`;
    await ctx.db
      .insertInto('ledger_transactions')
      .values({
        id: 'fee-day-test',
        kind: 'release',
        deal_kind: 'order',
        deal_id: 'fee-day',
        memo: '',
        created_at: at,
      })
      .execute();
    await ctx.db
      .insertInto('ledger_entries')
      .values([
        { transaction_id: 'fee-day-test', line: 0, account_id: received.id, amount: -40, created_at: at },
        { transaction_id: 'fee-day-test', line: 1, account_id: fees.id, amount: 40, created_at: at },
      ])
      .execute();
    const feeRevenue = await classBalance('fee_revenue');

    const res = await api(ctx, admin, '/admin/ledger/fee-revenue?days=3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const days = res.json() as Array<{ day: string; amount: number }>;
    expect(days.map((d) => d.day)).toEqual([twoDaysAgo, expect.any(String), today]);
    expect(days[0]!.amount).toBe(40);
    expect(days[1]!.amount).toBe(0);
    expect(days[2]!.amount).toBe(feeRevenue - 40);
    expect(days[2]!.amount).toBeGreaterThan(0);
    const month = (await api(ctx, admin, '/admin/ledger/fee-revenue')).json() as Array<{ amount: number }>;
    expect(month).toHaveLength(30);
    expect(month.reduce((sum, d) => sum + d.amount, 0)).toBe(feeRevenue);
    for (const bad of ['days=0', 'days=367', 'days=x', 'days=1.5'])
      expect((await api(ctx, admin, `/admin/ledger/fee-revenue?${bad}`)).statusCode, bad).toBe(400);
    const member = await createUser(ctx, { role: 'Seller', verified: true });
    expect((await api(ctx, member, '/admin/ledger/fee-revenue')).statusCode).toBe(403);
    expect((await api(ctx, null, '/admin/ledger/fee-revenue')).statusCode).toBe(401);
    expect((await summary()).balanced).toBe(true);
  });

  it(`runs on ${testDialect}`, () => expect(['sqlite', 'postgres']).toContain(testDialect));
});

describe('the fee rule before listing (decision 360)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PLATFORM_FEE_PERCENT: '7.5', PLATFORM_FEE_MIN_TAKA: '3' });
  });
  afterAll(() => ctx.close());

  it('when anyone asks for the fee rule, then it is the server’s PLATFORM_FEE_* settings, and the shared rule gives the fee the ledger takes', async () => {
    const res = await ctx.app.inject({ url: '/api/fee-rule' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ basisPoints: 750, minTaka: 3 });
    // What the web shows for a price is what the ledger will take: 7.5% of 100 = 7.5 → 7; 20 → 1.5 → the minimum 3.
    expect(platformFee(100, res.json())).toBe(7);
    expect(platformFee(20, res.json())).toBe(3);
    expect(platformFee(2, res.json())).toBe(2);
  });
});
