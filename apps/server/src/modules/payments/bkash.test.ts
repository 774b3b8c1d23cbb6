// bKash through the offline sandbox over HTTP: the server's amount, only bKash's answer counts, execute
// timeouts, refunds, the shared token, and one sale across card, bKash and cash on delivery.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SANDBOX_CREDENTIALS,
  startBkashSandbox,
  type BkashSandbox,
} from '../../bkash-sandbox/sandbox-server.ts';
import { bkashEnv, callback, createBkash, payByBkash, TEST_WALLETS, useWallet } from '../../../test/bkash.ts';
import {
  book,
  bookState,
  confirmCard,
  COURIER,
  createIntent,
  intentIdOf,
  orderStep,
  pay,
} from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  startAnotherInstance,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

type Hook = (call: string, body: Record<string, unknown>, answer: object) => Promise<object> | object;

describe('bKash', () => {
  let ctx: TestContext;
  let sandbox: BkashSandbox;
  let hook: Hook | null = null;
  let seller: TestUser;
  beforeAll(async () => {
    sandbox = await startBkashSandbox({
      onAnswer: (call, body, answer) => (hook ? hook(call, body, answer) : answer),
    });
    ctx = await createTestApp({ ...bkashEnv(sandbox, '1500ms'), JOBS_POLL_INTERVAL: '0' });
    seller = await createUser(ctx, { role: 'Seller', verified: true });
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });
  beforeEach(() => {
    hook = null;
  });

  async function bookedOrder(resale = 420) {
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale });
    const res = await book(ctx, buyer, listing._id);
    expect(res.statusCode).toBe(201);
    return { buyer, bookId: listing._id, orderId: res.json().insertedId as string };
  }
  const orderRow = (id: string) =>
    ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentsOf = (id: string) =>
    ctx.db.selectFrom('payments').selectAll().where('booking_id', '=', id).execute();

  it('when a buyer pays with the success wallet, then the amount is the order’s, the order is paid once and the page hears bKash’s transaction id', async () => {
    const { buyer, bookId, orderId } = await bookedOrder(420);
    const created = await createBkash(ctx, buyer, orderId, { price: 1, amount: '1.00' });
    expect(created.statusCode).toBe(200);
    const { paymentID, bkashURL } = created.json();
    expect(sandbox.payment(paymentID)).toMatchObject({ amount: '420.00', merchantInvoiceNumber: orderId });
    expect(new URL(sandbox.payment(paymentID)!.callbackURL).pathname).toBe('/api/bkash/callback');

    const back = await useWallet(bkashURL, 'pay');
    const first = await callback(ctx, back);
    expect(first.status).toBe(303);
    expect(first.location.pathname).toBe(`/dashboard/payment/${orderId}`);
    const trxID = sandbox.payment(paymentID)!.trxID;
    expect(first.outcome).toEqual({ bkash: 'success', trxID });
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await bookState(ctx, bookId)).toMatchObject({ isSold: true, paidOrders: 1, payments: 1 });
    expect((await paymentsOf(orderId))[0]).toMatchObject({
      provider: 'bkash',
      transaction_id: paymentID,
      price: 420,
    });

    // A replayed callback (the same redirect again, or a forged success) pays nothing more.
    const executes = sandbox.calls.execute;
    const replay = await callback(ctx, back);
    expect(replay.outcome).toEqual({ bkash: 'success', trxID });
    expect(sandbox.calls.execute).toBe(executes);
    expect(await paymentsOf(orderId)).toHaveLength(1);

    const receipt = await ctx.app.inject({ url: `/api/payments/receipt/${orderId}`, headers: buyer.auth });
    expect(receipt.json()).toMatchObject({ method: 'bkash', amount: 420 });
  });

  it('when the create request names another host, then bKash is still given our own callback address (issue 25, probe 3)', async () => {
    const { buyer, orderId } = await bookedOrder();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/bkash/create',
      // From this machine, a trusted proxy by default, so X-Forwarded-Host would be believed if read.
      remoteAddress: '127.0.0.1',
      headers: {
        ...buyer.auth,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: { booking: orderId },
    });
    expect(created.statusCode).toBe(200);
    // PUBLIC_URL unset outside production: the listen address (the default PORT, as this app is not listening).
    expect(sandbox.payment(created.json().paymentID)!.callbackURL).toBe(
      'http://localhost:3000/api/bkash/callback',
    );
  });

  it('when the callback is forged (unknown payment, or success before the buyer approved), then nothing is paid', async () => {
    const { buyer, orderId } = await bookedOrder();
    const unknown = await callback(ctx, '/api/bkash/callback?paymentID=TR0011FORGED&status=success');
    expect(unknown.outcome).toMatchObject({ bkash: 'failure' });
    expect(unknown.location.pathname).toBe('/dashboard');
    const noQuery = await callback(ctx, '/api/bkash/callback');
    expect(noQuery.outcome).toMatchObject({ bkash: 'failure' });

    const { paymentID } = (await createBkash(ctx, buyer, orderId)).json();
    const forged = await callback(ctx, `/api/bkash/callback?paymentID=${paymentID}&status=success`);
    expect(forged.outcome).toEqual({ bkash: 'failure', message: 'Invalid Payment State' });
    expect((await orderRow(orderId)).status).toBe('open');
    expect(await paymentsOf(orderId)).toHaveLength(0);
  });

  it('when bKash completed a payment we did not open for that order, then its callback pays nothing', async () => {
    const { orderId } = await bookedOrder(300);
    // Someone holding merchant credentials opens a cheaper payment naming our order as its invoice.
    const grant = await fetch(`${sandbox.baseUrl}/tokenized/checkout/token/grant`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        username: SANDBOX_CREDENTIALS.username,
        password: SANDBOX_CREDENTIALS.password,
      },
      body: JSON.stringify({
        app_key: SANDBOX_CREDENTIALS.appKey,
        app_secret: SANDBOX_CREDENTIALS.appSecret,
      }),
    }).then((r) => r.json() as Promise<{ id_token: string }>);
    const other = await fetch(`${sandbox.baseUrl}/tokenized/checkout/create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: grant.id_token,
        'x-app-key': SANDBOX_CREDENTIALS.appKey,
      },
      body: JSON.stringify({
        mode: '0011',
        payerReference: 'x',
        callbackURL: 'http://localhost/api/bkash/callback',
        amount: '1.00',
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: orderId,
      }),
    }).then((r) => r.json() as Promise<{ bkashURL: string; paymentID: string }>);
    const result = await callback(ctx, await useWallet(other.bkashURL, 'pay'));
    expect(result.outcome).toMatchObject({ bkash: 'failure' });
    expect((await orderRow(orderId)).status).toBe('open');
    expect(await paymentsOf(orderId)).toHaveLength(0);
  });

  it('when the wallet has too little money, or the buyer cancels, then bKash’s message reaches the page and nothing is paid', async () => {
    const { buyer, orderId } = await bookedOrder();
    const poor = await payByBkash(ctx, buyer, orderId, TEST_WALLETS.insufficient);
    expect(poor.result?.outcome).toEqual({ bkash: 'failure', message: 'Insufficient Balance' });
    expect((await orderRow(orderId)).status).toBe('open');

    const created = (await createBkash(ctx, buyer, orderId)).json();
    const cancelled = await callback(ctx, await useWallet(created.bkashURL, 'cancel'));
    expect(cancelled.outcome).toMatchObject({ bkash: 'cancel' });
    expect(cancelled.outcome.message).toMatch(/cancelled/);
    expect((await orderRow(orderId)).status).toBe('open');
    expect(await paymentsOf(orderId)).toHaveLength(0);
    // The buyer can still pay afterwards.
    const ok = await payByBkash(ctx, buyer, orderId);
    expect(ok.result?.outcome.bkash).toBe('success');
  });

  it('when bKash executes for another amount or another invoice, then nothing is paid', async () => {
    for (const tamper of [{ amount: '1.00' }, { merchantInvoiceNumber: 'someone-else' }]) {
      const { buyer, orderId } = await bookedOrder(500);
      hook = (call, _body, answer) => (call === 'execute' ? { ...answer, ...tamper } : answer);
      const { result } = await payByBkash(ctx, buyer, orderId);
      expect(result?.outcome).toEqual({
        bkash: 'failure',
        message: 'This bKash payment does not match this order; nothing was paid',
      });
      expect((await orderRow(orderId)).status).toBe('open');
      expect(await paymentsOf(orderId)).toHaveLength(0);
    }
    // The executed answer was verified: settlement does not ask bKash's status again (decision 400).
    const { buyer, orderId } = await bookedOrder(500);
    const calls: string[] = [];
    hook = (call, _body, answer) => {
      calls.push(call);
      return answer;
    };
    const { result } = await payByBkash(ctx, buyer, orderId);
    expect(result?.outcome.bkash).toBe('success');
    expect(calls.slice(calls.indexOf('execute') + 1)).not.toContain('status');
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it('when execute times out, then the status query decides and the order is paid exactly once', async () => {
    const { buyer, bookId, orderId } = await bookedOrder(250);
    // bKash executes the payment but its answer arrives after our timeout (1.5 s).
    hook = async (call, _body, answer) => {
      if (call === 'execute') await new Promise((r) => setTimeout(r, 3000));
      return answer;
    };
    const created = (await createBkash(ctx, buyer, orderId)).json();
    const back = await useWallet(created.bkashURL, 'pay');
    const result = await callback(ctx, back);
    expect(result.outcome).toEqual({ bkash: 'success', trxID: sandbox.payment(created.paymentID)!.trxID });
    expect(sandbox.payment(created.paymentID)!.executeCalls).toBe(1);
    hook = null;
    await callback(ctx, back);
    expect(sandbox.payment(created.paymentID)!.executeCalls).toBe(1);
    expect(await bookState(ctx, bookId)).toMatchObject({ isSold: true, paidOrders: 1, payments: 1 });
  });

  it('when a bKash-paid order is declined, then the refund goes through bKash once and never beyond the payment', async () => {
    const { buyer, orderId } = await bookedOrder(420);
    const created = (await createBkash(ctx, buyer, orderId)).json();
    await callback(ctx, await useWallet(created.bkashURL, 'pay'));
    const declined = await orderStep(ctx, seller, orderId, 'decline', { reason: 'The book got wet' });
    expect(declined.statusCode).toBe(200);
    expect(await ctx.app.jobs.runDue()).toBeGreaterThan(0);
    const refunds = () => sandbox.payment(created.paymentID)!.refunds;
    expect(refunds().map((r) => r.amount)).toEqual([42_000]);
    const row = await ctx.db
      .selectFrom('refunds')
      .selectAll()
      .where('booking_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'succeeded', provider: 'bkash', amount: 420 });

    // The job re-run after a crash between bKash's answer and our write refunds nothing more.
    await ctx.db.updateTable('refunds').set({ status: 'pending' }).where('id', '=', row.id).execute();
    await ctx.db.deleteFrom('bkash_refunds').execute();
    const { sendRefund } = await import('./refund-order.ts');
    const { createBkashProvider } = await import('./bkash-provider.ts');
    const provider = createBkashProvider(
      ctx.db,
      () => ({ baseUrl: sandbox.baseUrl, ...SANDBOX_CREDENTIALS }),
      2000,
    );
    expect(await sendRefund(ctx.db, [provider], orderId)).toBe('sent');
    expect(refunds().map((r) => r.amount)).toEqual([42_000]);
    // Anything beyond what was paid is refused by bKash.
    await expect(
      provider.refund(created.paymentID, { amount: 100, idempotencyKey: 'another' }),
    ).rejects.toThrow(/more than what is left/);
    expect(refunds()).toHaveLength(1);
  });

  it('when a bKash refund times out but went through, then the retry asks its status, records it and never refunds again', async () => {
    const { buyer, orderId } = await bookedOrder(380);
    const created = (await createBkash(ctx, buyer, orderId)).json();
    await callback(ctx, await useWallet(created.bkashURL, 'pay'));
    // bKash makes the refund but its answer arrives after our timeout (1.5 s).
    hook = async (call, body, answer) => {
      if (call === 'refund' && 'amount' in body) await new Promise((r) => setTimeout(r, 3000));
      return answer;
    };
    expect((await orderStep(ctx, seller, orderId, 'decline', { reason: 'Pages missing' })).statusCode).toBe(
      200,
    );
    await ctx.app.jobs.runDue();
    const refunds = () => sandbox.payment(created.paymentID)!.refunds;
    expect(refunds().map((r) => r.amount)).toEqual([38_000]);
    const owed = () =>
      ctx.db.selectFrom('refunds').selectAll().where('booking_id', '=', orderId).executeTakeFirstOrThrow();
    expect(await owed()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await owed()).last_error).toMatch(/did not answer the payment\/refund call in time/);
    expect(
      await ctx.db
        .selectFrom('bkash_refunds')
        .selectAll()
        .where('payment_id', '=', created.paymentID)
        .execute(),
    ).toHaveLength(0);

    // The job's retry: bKash's refund status shows the refund, so it is recorded and not sent again.
    hook = null;
    ctx.clock.advance(ctx.config.JOBS_RETRY_MAX);
    const refundCalls = sandbox.calls.refund ?? 0;
    expect(await ctx.app.jobs.runDue()).toBeGreaterThan(0);
    expect(refunds().map((r) => r.amount)).toEqual([38_000]);
    expect(sandbox.calls.refund).toBe(refundCalls + 1);
    expect(await owed()).toMatchObject({ status: 'succeeded', amount: 380 });
    const recorded = await ctx.db
      .selectFrom('bkash_refunds')
      .selectAll()
      .where('payment_id', '=', created.paymentID)
      .execute();
    expect(recorded).toEqual([
      expect.objectContaining({ refund_trx_id: refunds()[0]!.refundTrxID, amount: 38_000 }),
    ]);
  });

  it('when two instances pay, then they share one bKash grant token from the database', async () => {
    const other = await startAnotherInstance(ctx);
    try {
      const grants = sandbox.calls.grant ?? 0;
      for (const app of [ctx.app, other.app]) {
        const { buyer, orderId } = await bookedOrder();
        const res = await app.inject({
          method: 'POST',
          url: '/api/bkash/create',
          headers: buyer.auth,
          payload: { booking: orderId },
        });
        expect(res.statusCode).toBe(200);
      }
      expect(sandbox.calls.grant ?? 0).toBe(grants);
      expect(await ctx.db.selectFrom('bkash_tokens').selectAll().execute()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('when many buyers race for one book by card, bKash and cash on delivery, then it is sold once and every loser’s money comes back', async () => {
    for (let round = 0; round < 3; round += 1) {
      const listing = await createBook(ctx, seller, { resale: 700 });
      await ctx.db.updateTable('books').set({ cod_allowed: 1 }).where('id', '=', listing._id).execute();
      const buyers = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx)));
      const orders: string[] = [];
      for (const buyer of buyers) {
        const res = await book(ctx, buyer, listing._id);
        expect(res.statusCode).toBe(201);
        orders.push(res.json().insertedId);
      }
      const bkashPayments: string[] = [];
      await Promise.all(
        buyers.map(async (buyer, i) => {
          const orderId = orders[i]!;
          if (i % 3 === 0) {
            const intent = await createIntent(ctx, buyer, orderId);
            if (intent.statusCode !== 200) return;
            const secret = intent.json().clientSecret;
            if ((await confirmCard(ctx, buyer, secret)).statusCode !== 200) return;
            await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId });
          } else if (i % 3 === 1) {
            const created = await createBkash(ctx, buyer, orderId);
            if (created.statusCode !== 200) return;
            bkashPayments.push(created.json().paymentID);
            const back = await useWallet(created.json().bkashURL, 'pay');
            await callback(ctx, back);
          } else {
            await ctx.app.inject({
              method: 'POST',
              url: `/api/orders/${orderId}/cash-on-delivery`,
              headers: buyer.auth,
            });
          }
        }),
      );
      const live = await ctx.db
        .selectFrom('bookings')
        .select(['id', 'status'])
        .where('book_id', '=', listing._id)
        .where('status', 'in', ['paid', 'cod'])
        .execute();
      expect(live).toHaveLength(1);
      expect(
        (
          await ctx.db
            .selectFrom('books')
            .select('is_sold')
            .where('id', '=', listing._id)
            .executeTakeFirstOrThrow()
        ).is_sold,
      ).toBe(1);
      const open = await ctx.db
        .selectFrom('bookings')
        .select('id')
        .where('book_id', '=', listing._id)
        .where('status', '=', 'open')
        .execute();
      expect(open).toHaveLength(0);
      // Every bKash payment that moved money is the winner's or was refunded in full.
      const winner = live[0]!.id;
      for (const id of bkashPayments) {
        const p = sandbox.payment(id)!;
        if (p.status !== 'Completed') continue;
        if (p.merchantInvoiceNumber === winner && live[0]!.status === 'paid') continue;
        expect(p.refunds.reduce((s, r) => s + r.amount, 0)).toBe(70_000);
      }
    }
  });
});

describe('cash on delivery', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ COD_MAX_TAKA: '1000', JOBS_POLL_INTERVAL: '0' });
    seller = await createUser(ctx, { role: 'Seller', verified: true });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(() => ctx.close());

  async function codBook(resale = 400, allowed = true) {
    const listing = await createBook(ctx, seller, { resale });
    if (allowed) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/books/${listing._id}`,
        headers: seller.auth,
        payload: { cashOnDelivery: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().cashOnDelivery).toBe(true);
    }
    return listing._id;
  }
  async function booked(buyer: TestUser, bookId: string) {
    const res = await book(ctx, buyer, bookId);
    expect(res.statusCode).toBe(201);
    return res.json().insertedId as string;
  }
  const place = (buyer: TestUser, orderId: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cash-on-delivery`, headers: buyer.auth });
  const step = (user: TestUser, orderId: string, name: 'cash-collected' | 'cod-refused', payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/${name}`,
      headers: user.auth,
      ...(payload ? { payload } : {}),
    });
  const methods = (buyer: TestUser, orderId: string) =>
    ctx.app.inject({ url: `/api/payment-methods?booking=${orderId}`, headers: buyer.auth });

  it('when a buyer places a cash-on-delivery order, then the book is reserved, other bookings close, and the seller hands over and collects the cash', async () => {
    const buyer = await createUser(ctx);
    const rival = await createUser(ctx);
    const bookId = await codBook(400);
    const orderId = await booked(buyer, bookId);
    const rivalOrder = await booked(rival, bookId);
    expect((await methods(buyer, orderId)).json()).toMatchObject({
      methods: ['card', 'bkash', 'cash_on_delivery'],
      codMaxTaka: 1000,
    });
    expect((await place(buyer, orderId)).statusCode).toBe(200);
    expect(await bookState(ctx, bookId)).toMatchObject({ isSold: true, payments: 0 });
    // A settled order is answered with nothing left to choose, never refused (the payment page asks again).
    const settled = await methods(buyer, orderId);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({
      methods: [],
      unavailable: ['card', 'bkash', 'cash_on_delivery'].map((method) => ({
        method,
        reason: 'This order is already placed for cash on delivery',
      })),
    });
    expect((await methods(rival, orderId)).statusCode).toBe(403);
    const rivalView = await ctx.app.inject({ url: `/api/booked/${rivalOrder}`, headers: rival.auth });
    expect(rivalView.json().status).toBe('cancelled');
    const mine = await ctx.app.inject({ url: '/api/myorders', headers: buyer.auth });
    expect(mine.json()[0]).toMatchObject({ _id: orderId, status: 'cod', paid: false, actions: ['cancel'] });
    expect((await place(buyer, orderId)).statusCode).toBe(409);
    expect((await place(rival, rivalOrder)).statusCode).toBe(409);

    // Only the seller collects, and only after handing over.
    expect((await step(seller, orderId, 'cash-collected')).statusCode).toBe(409);
    expect((await step(buyer, orderId, 'cash-collected')).statusCode).toBe(403);
    expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
    const sellerView = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: seller.auth });
    expect(sellerView.json()).toMatchObject({
      status: 'cod_handed_over',
      actions: ['cash_collected', 'cod_refused'],
    });
    expect((await step(seller, orderId, 'cash-collected')).statusCode).toBe(200);
    const done = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.auth });
    expect(done.json()).toMatchObject({ status: 'completed', paid: true });
    const receipt = await ctx.app.inject({ url: `/api/payments/receipt/${orderId}`, headers: buyer.auth });
    expect(receipt.json()).toMatchObject({ method: 'cash_on_delivery', amount: 400, provider: 'cod' });
    expect((await step(seller, orderId, 'cash-collected')).statusCode).toBe(409);
  });

  it('when the book does not allow it or costs more than COD_MAX_TAKA, then cash on delivery is refused and not offered', async () => {
    const buyer = await createUser(ctx);
    const plain = await booked(buyer, await codBook(400, false));
    expect((await methods(buyer, plain)).json().unavailable).toEqual([
      { method: 'cash_on_delivery', reason: 'The seller does not accept cash on delivery for this book' },
    ]);
    expect((await place(buyer, plain)).statusCode).toBe(403);
    const dear = await booked(buyer, await codBook(1001));
    expect((await methods(buyer, dear)).json().methods).not.toContain('cash_on_delivery');
    const refused = await place(buyer, dear);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Cash on delivery is only for orders up to 1,000 Taka');
    // The book pages' Cash on delivery badge reads the same limit, before anyone books (decision 260).
    expect((await ctx.app.inject({ url: '/api/payments/config' })).json().codMaxTaka).toBe(1000);
  });

  it('when a buyer has two cash-on-delivery orders waiting, then a third is refused, even when placed at once', async () => {
    const buyer = await createUser(ctx);
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await booked(buyer, await codBook(300)));
    const results = await Promise.all(orders.map((id) => place(buyer, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 403, 403]);
    const waiting = orders.filter((_, i) => results[i]!.statusCode === 200);
    const other = orders.find((_, i) => results[i]!.statusCode === 403)!;
    expect((await methods(buyer, other)).json().unavailable[0].reason).toMatch(
      /already have 2 cash-on-delivery orders/,
    );
    // The buyer calls one off: the book is back on sale and a new one may be placed.
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${waiting[0]}/cancel`,
      headers: buyer.auth,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await place(buyer, other)).statusCode).toBe(200);
  });

  it('when a buyer refuses twice at the door, then the books go back on sale and cash on delivery is closed to them until the admin allows it', async () => {
    const buyer = await createUser(ctx);
    for (let i = 0; i < 2; i += 1) {
      const bookId = await codBook(350);
      const orderId = await booked(buyer, bookId);
      expect((await place(buyer, orderId)).statusCode).toBe(200);
      const early = await step(seller, orderId, 'cod-refused');
      expect(early.statusCode, early.body).toBe(409);
      expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
      expect((await step(buyer, orderId, 'cod-refused')).statusCode).toBe(403);
      const refused = await step(seller, orderId, 'cod-refused', { reason: 'Buyer would not pay' });
      expect(refused.statusCode).toBe(200);
      expect(await bookState(ctx, bookId)).toMatchObject({ isSold: false, payments: 0 });
      const view = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.auth });
      expect(view.json().status).toBe('cancelled');
    }
    const next = await booked(buyer, await codBook(350));
    expect((await methods(buyer, next)).json().unavailable[0].reason).toMatch(/two refused deliveries/);
    expect((await place(buyer, next)).statusCode).toBe(403);

    const notAdmin = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${buyer.user._id}/allow-cod`,
      headers: seller.auth,
    });
    expect(notAdmin.statusCode).toBe(403);
    const lifted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${buyer.user._id}/allow-cod`,
      headers: admin.auth,
    });
    expect(lifted.json()).toMatchObject({ refusals: 0, blocked: false });
    expect((await place(buyer, next)).statusCode).toBe(200);
  });

  it('when the seller declines a cash-on-delivery order before handover, then nothing is refunded and the book is back on sale', async () => {
    const buyer = await createUser(ctx);
    const bookId = await codBook(300);
    const orderId = await booked(buyer, bookId);
    expect((await place(buyer, orderId)).statusCode).toBe(200);
    expect(
      (await orderStep(ctx, seller, orderId, 'decline', { reason: 'Cannot reach the buyer' })).statusCode,
    ).toBe(200);
    expect(await bookState(ctx, bookId)).toMatchObject({ isSold: false });
    expect(
      await ctx.db.selectFrom('refunds').selectAll().where('booking_id', '=', orderId).execute(),
    ).toHaveLength(0);
  });
});
