// Payouts (decision 300): payout methods (password, email, cool-down), payout requests (bounds, one open
// at a time, one winner of a race, the ledger moved in the same transaction) and the admin's decisions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMethod as add,
  BANK,
  coolDown as cool,
  sellerWithMoney as seller,
  usableMethod as usable,
  WALLET,
} from '../../../test/payouts.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app.ts';

describe('payouts', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (user: TestUser, url: string) => ctx.app.inject({ url: `/api${url}`, headers: user.auth });
  const post = (user: TestUser, url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload: payload as object });
  const balance = async (user: TestUser) => (await get(user, '/me/balance')).json();
  const summary = async () => (await get(admin, '/admin/ledger/summary')).json();
  const payoutPostings = async (sellerId: string) =>
    (
      await ctx.db
        .selectFrom('ledger_transactions')
        .innerJoin('payouts', 'payouts.id', 'ledger_transactions.deal_id')
        .select('ledger_transactions.kind')
        .where('payouts.seller_id', '=', sellerId)
        .execute()
    )
      .map((r) => r.kind)
      .sort();

  const sellerWithMoney = (resale?: number) => seller(ctx, resale);
  const addMethod = (user: TestUser, method?: object) => add(ctx, user, method);
  const coolDown = () => cool(ctx);
  const usableMethod = (user: TestUser, method?: object) => usable(ctx, user, method);

  describe('payout methods', () => {
    it('when a member adds a bKash wallet with their password, then it is listed in its one form, they are emailed, and it cools down for 24 hours', async () => {
      const seller = await createUser(ctx, { role: 'Seller' });
      const res = await post(seller, '/me/payout-methods', {
        kind: 'bkash',
        wallet: '+880 1711-000000',
        password: seller.password,
      });
      expect(res.statusCode, res.body).toBe(201);
      const method = res.json();
      expect(method).toMatchObject({ kind: 'bkash', accountNumber: WALLET, bankName: null });
      const hours = (Date.parse(method.usableFrom) - Date.parse(method.createdAt)) / 3_600_000;
      expect(hours).toBe(24);
      expect((await get(seller, '/me/payout-methods')).json()).toEqual([method]);
      const emails = await ctx.db
        .selectFrom('email_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', seller.user.email)
        .execute();
      expect(emails).toEqual([
        {
          subject: 'A payout method was added to your BoiBazar account',
          text_body: expect.stringContaining('bKash 017••••0000'),
        },
      ]);
    });

    it('when a member adds a bank account, then its name, number, bank and branch are kept', async () => {
      const seller = await createUser(ctx, { role: 'Seller' });
      const method = await addMethod(seller, BANK);
      expect(method).toMatchObject({
        kind: 'bank',
        accountName: 'Rahim Uddin',
        accountNumber: '1234567890123',
        bankName: 'Sonali Bank',
        branch: 'Motijheel 200270527',
      });
    });

    it('when the password is wrong, the wallet is not a Bangladeshi mobile, or a bank field is missing, then a clear 4xx and nothing is added or emailed', async () => {
      const seller = await createUser(ctx, { role: 'Seller' });
      const wrong = await post(seller, '/me/payout-methods', {
        kind: 'bkash',
        wallet: WALLET,
        password: 'not my password',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
      for (const bad of [
        { kind: 'bkash', wallet: '0171100000' },
        { kind: 'bkash', wallet: '01211000000' },
        { kind: 'bkash', wallet: 'abc' },
        { kind: 'bkash' },
        { ...BANK, accountNumber: '12ab' },
        { ...BANK, bankName: '  ' },
        { ...BANK, branch: undefined },
        { kind: 'cash', wallet: WALLET },
      ]) {
        const res = await post(seller, '/me/payout-methods', { ...bad, password: seller.password });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
      const bn = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/payout-methods',
        headers: { ...seller.auth, 'accept-language': 'bn' },
        payload: { kind: 'bkash', wallet: '123', password: seller.password },
      });
      expect(bn.statusCode).toBe(400);
      expect(bn.body).toMatch(/[\u0980-\u09FF]/);
      expect((await get(seller, '/me/payout-methods')).json()).toEqual([]);
      const emails = await ctx.db
        .selectFrom('email_outbox')
        .select('id')
        .where('to_address', '=', seller.user.email)
        .execute();
      expect(emails).toEqual([]);
    });

    it('when a member removes their method, then it is gone from their list and they are emailed; someone else cannot remove it', async () => {
      const seller = await createUser(ctx, { role: 'Seller' });
      const other = await createUser(ctx, { role: 'Seller' });
      const method = await addMethod(seller);
      const theirs = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/me/payout-methods/${method._id}`,
        headers: other.auth,
      });
      expect(theirs.statusCode).toBe(404);
      const mine = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/me/payout-methods/${method._id}`,
        headers: seller.auth,
      });
      expect(mine.statusCode, mine.body).toBe(204);
      expect((await get(seller, '/me/payout-methods')).json()).toEqual([]);
      const again = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/me/payout-methods/${method._id}`,
        headers: seller.auth,
      });
      expect(again.statusCode).toBe(404);
      const subjects = await ctx.db
        .selectFrom('email_outbox')
        .select('subject')
        .where('to_address', '=', seller.user.email)
        .orderBy('created_at')
        .execute();
      expect(subjects.map((s) => s.subject)).toContain(
        'A payout method was removed from your BoiBazar account',
      );
    });
  });

  describe('payout requests', () => {
    it('when a seller asks for part of their available money, then it moves to in flight in one balanced posting and the payout is listed as requested', async () => {
      const seller = await sellerWithMoney(1000);
      expect(await balance(seller)).toMatchObject({ available: 950, inFlight: 0 });
      const methodId = await usableMethod(seller);
      const res = await post(seller, '/payouts', { amount: 300, methodId });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        amount: 300,
        status: 'requested',
        methodId,
        method: { kind: 'bkash', accountNumber: WALLET },
      });
      expect(await balance(seller)).toMatchObject({ available: 650, inFlight: 300, paidOut: 0 });
      expect((await get(seller, '/payouts')).json()).toEqual([res.json()]);
      expect(await summary()).toMatchObject({ balanced: true, unbalancedTransactions: 0 });
      const statement = (await get(seller, '/me/ledger')).json();
      expect(statement[0]).toMatchObject({
        kind: 'payout',
        dealKind: 'payout',
        amount: -300,
        balanceAfter: 650,
      });
    });

    it('when the amount is negative, zero, fractional, huge, not a number, below the minimum or above the balance, then a clear 4xx and the ledger is unchanged', async () => {
      const seller = await sellerWithMoney(1000);
      const methodId = await usableMethod(seller);
      const before = await balance(seller);
      const cases: Array<[unknown, number, string?]> = [
        [-100, 400],
        [0, 400],
        [150.5, 400],
        [1e12, 400],
        ['200', 400],
        ['abc', 400],
        [null, 400],
        [99, 422, 'PAYOUT_BELOW_MINIMUM'],
        [951, 422, 'INSUFFICIENT_BALANCE'],
      ];
      for (const [amount, status, code] of cases) {
        const res = await post(seller, '/payouts', { amount, methodId });
        expect(res.statusCode, `${amount}: ${res.body}`).toBe(status);
        if (code) expect(res.json().error.code).toBe(code);
      }
      expect(await balance(seller)).toEqual(before);
      expect(await payoutPostings(seller.user._id)).toEqual([]);
      expect((await get(seller, '/payouts')).json()).toEqual([]);
    });

    it('when the method is someone else’s, removed, or still cooling down, then 404 or 409 and nothing moves', async () => {
      const seller = await sellerWithMoney(1000);
      const other = await createUser(ctx, { role: 'Seller' });
      const othersMethod = await usableMethod(other);
      const before = await balance(seller);
      const theirs = await post(seller, '/payouts', { amount: 200, methodId: othersMethod });
      expect(theirs.statusCode).toBe(404);
      const fresh = await addMethod(seller);
      const cooling = await post(seller, '/payouts', { amount: 200, methodId: fresh._id });
      expect(cooling.statusCode).toBe(409);
      expect(cooling.json().error.code).toBe('PAYOUT_METHOD_COOLING_DOWN');
      coolDown();
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/me/payout-methods/${fresh._id}`,
        headers: seller.auth,
      });
      const removed = await post(seller, '/payouts', { amount: 200, methodId: fresh._id });
      expect(removed.statusCode).toBe(404);
      expect(await balance(seller)).toEqual(before);
      expect(await payoutPostings(seller.user._id)).toEqual([]);
    });

    it('when 50 payout requests from one seller arrive at once, then exactly one wins and the others are 409s with the ledger moved once', async () => {
      const seller = await sellerWithMoney(1000);
      const methodId = await usableMethod(seller);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => post(seller, '/payouts', { amount: 200, methodId })),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json().error.code).toBe('PAYOUT_IN_PROGRESS');
      expect(await balance(seller)).toMatchObject({ available: 750, inFlight: 200 });
      expect(await payoutPostings(seller.user._id)).toEqual(['payout']);
      expect(await summary()).toMatchObject({ balanced: true, unbalancedTransactions: 0 });
    });
  });

  describe('the admin’s decisions', () => {
    it('when the admin marks a bank payout paid with the bank’s reference, then in flight becomes paid out, the seller may ask again, and the action is audited', async () => {
      const seller = await sellerWithMoney(1000);
      const methodId = await usableMethod(seller, BANK);
      const payout = (await post(seller, '/payouts', { amount: 500, methodId })).json();
      const queue = (await get(admin, '/admin/payouts?status=requested')).json();
      expect(queue).toContainEqual(
        expect.objectContaining({ _id: payout._id, sellerEmail: seller.user.email, amount: 500 }),
      );
      const bySeller = await post(seller, `/admin/payouts/${payout._id}/mark-paid`, { reference: 'X' });
      expect(bySeller.statusCode).toBe(403);
      const noRef = await post(admin, `/admin/payouts/${payout._id}/mark-paid`, { reference: ' ' });
      expect(noRef.statusCode).toBe(400);
      const paid = await post(admin, `/admin/payouts/${payout._id}/mark-paid`, { reference: 'SBL-778899' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'paid', reference: 'SBL-778899' });
      expect(await balance(seller)).toMatchObject({ available: 450, inFlight: 0, paidOut: 500 });
      const twice = await post(admin, `/admin/payouts/${payout._id}/reject`, { reason: 'late' });
      expect(twice.statusCode).toBe(409);
      expect(await payoutPostings(seller.user._id)).toEqual(['payout', 'payout_paid']);
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'status', 'target'])
        .where('target', 'like', `%${payout._id}%`)
        .execute();
      expect(audit).toContainEqual({
        action: 'POST /api/admin/payouts/:id/mark-paid',
        actor_id: admin.user._id,
        status: 200,
        target: JSON.stringify({ id: payout._id }),
      });
      const next = await post(seller, '/payouts', { amount: 100, methodId });
      expect(next.statusCode, next.body).toBe(201);
      expect(await summary()).toMatchObject({ balanced: true });
    });

    it('when the admin rejects a payout with a reason, then the money is back in available and the seller sees why', async () => {
      const seller = await sellerWithMoney(1000);
      const methodId = await usableMethod(seller, BANK);
      const payout = (await post(seller, '/payouts', { amount: 950, methodId })).json();
      expect(await balance(seller)).toMatchObject({ available: 0, inFlight: 950 });
      const noReason = await post(admin, `/admin/payouts/${payout._id}/reject`, {});
      expect(noReason.statusCode).toBe(400);
      const rejected = await post(admin, `/admin/payouts/${payout._id}/reject`, {
        reason: 'The account name does not match',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(await balance(seller)).toMatchObject({ available: 950, inFlight: 0, paidOut: 0 });
      expect((await get(seller, '/payouts')).json()[0]).toMatchObject({
        status: 'rejected',
        reason: 'The account name does not match',
      });
      const statement = (await get(seller, '/me/ledger')).json();
      expect(statement[0]).toMatchObject({
        kind: 'payout_returned',
        amount: 950,
        memo: 'The account name does not match',
      });
      expect(await payoutPostings(seller.user._id)).toEqual(['payout', 'payout_returned']);
      const missing = await post(admin, `/admin/payouts/nope/reject`, { reason: 'x' });
      expect(missing.statusCode).toBe(404);
    });
  });
});
