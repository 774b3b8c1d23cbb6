// Couriers' cash (issue 27, decision 430): the courier collects book + delivery at the door, pays BoiBazar
// the cash less its charges in a settlement, read once per courier payment; the reconciliation reports cash
// not settled in time and settlements that do not match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierSandbox } from '../../courier-sandbox/sandbox-server.ts';
import { sandboxReportingTo } from '../../../test/courier.ts';
import { clientSecretFor, confirmCard, intentIdOf, pay } from '../../../test/checkout.ts';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { recordSettlement } from './record-settlements.ts';
import { deliveryFeeOfInvoice } from './settlement-repository.ts';

const RAJSHAHI = {
  name: 'Karim Ali',
  phone: '01711000222',
  district: 'Rajshahi',
  thana: 'Boalia',
  area: 'Kazla',
  line: 'House 4, Road 9',
};

describe('courier cash settlements', () => {
  let ctx: TestContext;
  let sandbox: CourierSandbox;
  let admin: TestUser;
  /** A charge the sandbox should use instead of the quoted fee, by invoice. */
  const chargeOverride = new Map<string, number>();
  beforeAll(async () => {
    sandbox = await sandboxReportingTo(() => ctx.app, {
      chargeOf: async (p) =>
        chargeOverride.get(p.invoice) ?? (await deliveryFeeOfInvoice(ctx.db, p.invoice)) ?? 60,
    });
    ctx = await createTestApp({
      COURIER_BASE_URL: sandbox.baseUrl,
      COURIER_POLL_AFTER: '1h',
      COURIER_SETTLE_WITHIN: '3d',
    });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
  const summary = async () => (await call(admin, 'GET', '/admin/ledger/summary')).json();
  const classBalance = (s: { classes: { class: string; balance: number }[] }, cls: string) =>
    s.classes.find((c) => c.class === cls)?.balance ?? 0;

  /** A Rajshahi buyer's home-delivery order of a Dhaka seller's book, delivered by the courier. */
  async function deliveredOrder(resale: number, cod: boolean, end: 'delivered' | 'lost' = 'delivered') {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const listing = await createBook(ctx, seller, { resale });
    const address = (await call(buyer, 'POST', '/me/addresses', RAJSHAHI)).json()._id as string;
    const booked = await call(buyer, 'POST', '/bookings', {
      productId: listing._id,
      phone: RAJSHAHI.phone,
      location: 'Rajshahi',
      delivery: 'home',
      addressId: address,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const orderId = booked.json().insertedId as string;
    if (cod) {
      expect(
        (await call(seller, 'PATCH', `/books/${listing._id}`, { cashOnDelivery: true })).statusCode,
      ).toBe(200);
      expect((await call(buyer, 'POST', `/orders/${orderId}/cash-on-delivery`)).statusCode).toBe(200);
    } else {
      const secret = await clientSecretFor(ctx, buyer, orderId);
      expect((await confirmCard(ctx, buyer, secret)).statusCode).toBe(200);
      expect(
        (await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId })).statusCode,
      ).toBe(200);
    }
    const parcel = await call(seller, 'POST', `/orders/${orderId}/parcel`);
    expect(parcel.statusCode, parcel.body).toBe(200);
    const { consignmentId, codAmount } = parcel.json() as { consignmentId: string; codAmount: number };
    if (end === 'lost') await sandbox.advance(consignmentId, 'picked_up');
    await sandbox.advance(consignmentId, end);
    const order = (await call(buyer, 'GET', `/orders/${orderId}`)).json();
    expect(order.status).toBe(end === 'lost' ? 'lost' : 'handed_over');
    return { orderId, consignmentId, codAmount, fee: order.delivery.fee as number, buyer, seller };
  }

  const fetchNow = async () => {
    const res = await call(admin, 'POST', '/admin/courier/settlements');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().recorded as number;
  };
  const settlements = async () => {
    const res = await call(admin, 'GET', '/admin/courier/settlements');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const reconcile = async () => {
    const res = await call(admin, 'POST', '/admin/reconciliation');
    expect(res.statusCode, res.body).toBe(201);
    return res.json().mismatches as { check: string; subject: string; expected: string; found: string }[];
  };

  it('when the courier settles a cash-on-delivery parcel and a prepaid one, then the receivable is cleared, the charges paid from what is owed to the courier, the bank receives the rest, once', async () => {
    const cod = await deliveredOrder(700, true);
    const prepaid = await deliveredOrder(300, false);
    expect(cod.codAmount).toBe(700 + cod.fee);
    const listed = await settlements();
    expect(listed.outstanding).toEqual(
      expect.arrayContaining([expect.objectContaining({ courier: 'sandbox', amount: expect.any(Number) })]),
    );
    const outstandingBefore = listed.outstanding.find((o: { courier: string }) => o.courier === 'sandbox');
    expect(outstandingBefore.amount).toBeGreaterThanOrEqual(700 + cod.fee);

    const before = await summary();
    const payment = await sandbox.settle();
    expect(payment).not.toBeNull();
    expect(payment!.amount).toBe(700 + cod.fee - cod.fee - prepaid.fee);
    expect(await fetchNow()).toBe(1);
    const after = await summary();
    expect(after.balanced).toBe(true);
    expect(classBalance(after, 'courier_receivable') - classBalance(before, 'courier_receivable')).toBe(
      700 + cod.fee,
    );
    expect(classBalance(after, 'courier_payable') - classBalance(before, 'courier_payable')).toBe(
      -(cod.fee + prepaid.fee),
    );
    expect(classBalance(after, 'received') - classBalance(before, 'received')).toBe(-payment!.amount);

    const { items, outstanding } = await settlements();
    const recorded = items.find((s: { reference: string }) => s.reference === String(payment!.id));
    expect(recorded).toMatchObject({
      courier: 'sandbox',
      paid: payment!.amount,
      collected: 700 + cod.fee,
      charges: cod.fee + prepaid.fee,
      posted: true,
    });
    expect(recorded.parcels).toEqual(
      expect.arrayContaining([
        {
          consignmentId: cod.consignmentId,
          invoice: cod.orderId,
          orderId: cod.orderId,
          collected: 700 + cod.fee,
          charge: cod.fee,
        },
        {
          consignmentId: prepaid.consignmentId,
          invoice: prepaid.orderId,
          orderId: prepaid.orderId,
          collected: 0,
          charge: prepaid.fee,
        },
      ]),
    );
    expect(outstanding.find((o: { courier: string }) => o.courier === 'sandbox')).toBeUndefined();

    // Read again (the job, another instance, the admin twice): nothing new, nothing posted twice.
    expect(await fetchNow()).toBe(0);
    expect(
      await recordSettlement(ctx.db, 'sandbox', {
        reference: String(payment!.id),
        amount: payment!.amount,
        paidAt: new Date().toISOString(),
        parcels: [],
      }),
    ).toBe('duplicate');
    expect(await summary()).toEqual(after);
    const rows = await ctx.db
      .selectFrom('courier_settlements')
      .select('id')
      .where('reference', '=', String(payment!.id))
      .execute();
    expect(rows).toHaveLength(1);
    // A clean settlement leaves the reconciliation nothing to say about couriers.
    const mismatches = await reconcile();
    expect(
      mismatches.filter((m) => m.check.startsWith('settlement') || m.check.startsWith('courier')),
    ).toEqual([]);
    // Only the admin sees or reads settlements.
    expect((await call(cod.seller, 'GET', '/admin/courier/settlements')).statusCode).toBe(403);
    expect((await call(cod.buyer, 'POST', '/admin/courier/settlements')).statusCode).toBe(403);
  });

  it('when a settlement does not add up, charges a different fee, or the courier sits on collected cash, then the reconciliation reports each', async () => {
    // Sits on the cash: delivered long ago and never settled.
    const late = await deliveredOrder(400, true);
    ctx.clock.advance('5d');
    let mismatches = await reconcile();
    expect(mismatches).toContainEqual(
      expect.objectContaining({ check: 'courier_receivable_overdue', subject: `order:${late.orderId}` }),
    );

    // Pays 50 Taka short of what it collected less its charges: recorded, not posted.
    const before = await summary();
    const short = await sandbox.settle({ amount: 400 + late.fee - late.fee - 50 });
    expect(await fetchNow()).toBe(1);
    const unposted = (await settlements()).items.find(
      (s: { reference: string }) => s.reference === String(short!.id),
    );
    expect(unposted.posted).toBe(false);
    expect(await summary()).toEqual(before);
    mismatches = await reconcile();
    expect(mismatches).toContainEqual({
      check: 'settlement_unposted',
      subject: `settlement:sandbox:${short!.id}`,
      expected: '400',
      found: '350',
    });
    // It covered the late parcel, which is no longer overdue.
    expect(mismatches.map((m) => m.subject)).not.toContain(`order:${late.orderId}`);

    // Charges more than BoiBazar quoted.
    const dear = await deliveredOrder(500, true);
    chargeOverride.set(dear.orderId, dear.fee + 30);
    const payment = await sandbox.settle();
    expect(payment!.amount).toBe(500 - 30);
    expect(await fetchNow()).toBe(1);
    mismatches = await reconcile();
    expect(mismatches).toContainEqual({
      check: 'settlement_parcel',
      subject: `settlement:sandbox:${payment!.id}:${dear.consignmentId}:charge`,
      expected: String(dear.fee),
      found: String(dear.fee + 30),
    });
  });

  it("when the courier's settlement pays a lost parcel's compensation, then it clears the courier's receivable of it, and the reconciliation flags the line only when the amounts disagree (decision 475)", async () => {
    const lost = await deliveredOrder(700, true, 'lost');
    const compensate = (orderId: string, amount: number) =>
      call(admin, 'POST', `/admin/orders/${orderId}/courier-compensation`, { amount });
    expect((await compensate(lost.orderId, 650)).statusCode).toBe(200);
    const receivable = async () => {
      const account = await ctx.db
        .selectFrom('ledger_accounts')
        .innerJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select((eb) => eb.fn.sum<number | string>('ledger_entries.amount').as('balance'))
        .where('ledger_accounts.class', '=', 'courier_receivable')
        .where('ledger_transactions.deal_id', 'in', [lost.orderId])
        .executeTakeFirst();
      return Number(account?.balance ?? 0);
    };
    // The courier owes the compensation: its receivable for this parcel.
    expect(await receivable()).toBe(-650);

    const before = await summary();
    const reference = `lost-${lost.orderId}`;
    expect(
      await recordSettlement(ctx.db, 'sandbox', {
        reference,
        amount: 650,
        paidAt: new Date().toISOString(),
        parcels: [{ consignmentId: lost.consignmentId, invoice: lost.orderId, collected: 650, charge: 0 }],
      }),
    ).toBe('recorded');
    const after = await summary();
    expect(after.balanced).toBe(true);
    // Cleared: −650 when compensated, +650 when the courier paid it; the bank received it.
    expect(classBalance(after, 'courier_receivable') - classBalance(before, 'courier_receivable')).toBe(650);
    expect(classBalance(after, 'received') - classBalance(before, 'received')).toBe(-650);
    expect(classBalance(after, 'courier_payable')).toBe(classBalance(before, 'courier_payable'));
    const listed = (await settlements()).items.find((s: { reference: string }) => s.reference === reference);
    expect(listed).toMatchObject({ posted: true, paid: 650, collected: 650, charges: 0 });
    let mismatches = await reconcile();
    expect(mismatches.filter((m) => m.subject.includes(lost.consignmentId))).toEqual([]);

    // A courier paying less than the recorded compensation, or charging for the lost parcel, is reported.
    const short = await deliveredOrder(500, true, 'lost');
    expect((await compensate(short.orderId, 500)).statusCode).toBe(200);
    expect(
      await recordSettlement(ctx.db, 'sandbox', {
        reference: `lost-${short.orderId}`,
        amount: 390,
        paidAt: new Date().toISOString(),
        parcels: [{ consignmentId: short.consignmentId, invoice: short.orderId, collected: 450, charge: 60 }],
      }),
    ).toBe('recorded');
    expect((await summary()).balanced).toBe(true);
    mismatches = await reconcile();
    const subject = `settlement:sandbox:lost-${short.orderId}:${short.consignmentId}`;
    expect(mismatches).toContainEqual({ check: 'settlement_parcel', subject, expected: '500', found: '450' });
    expect(mismatches).toContainEqual({
      check: 'settlement_parcel',
      subject: `${subject}:charge`,
      expected: '0',
      found: '60',
    });
  });
});
