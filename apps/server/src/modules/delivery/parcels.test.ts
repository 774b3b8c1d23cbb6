// Parcels with the courier (issue 27, decision 310), against the offline courier sandbox over HTTP: one
// consignment per order whatever is retried, raced or timed out; webhooks authenticated, idempotent and
// never moving a parcel backwards; cancelling before pickup; polling when webhooks stop.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_COURIER_CREDENTIALS, type CourierSandbox } from '../../courier-sandbox/sandbox-server.ts';
import { parcelOrder as order, sandboxReportingTo } from '../../../test/courier.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { bookParcel } from './book-parcel.ts';
import { cancelParcel } from './cancel-parcel.ts';
import { findParcelOfOrder, presentParcel } from './parcel-repository.ts';
import { pollQuietParcels } from './poll-parcels.ts';
import { createSteadfastProvider } from './steadfast-client.ts';

describe('parcels', () => {
  let ctx: TestContext;
  let sandbox: CourierSandbox;
  let webhooksOn = true;
  const TIMEOUT = 300;
  beforeAll(async () => {
    sandbox = await sandboxReportingTo(() => ctx.app, { reporting: () => webhooksOn });
    ctx = await createTestApp({ COURIER_BASE_URL: sandbox.baseUrl, COURIER_POLL_AFTER: '1h' });
  });
  afterAll(async () => {
    await ctx.close();
    await sandbox.close();
  });
  beforeEach(() => {
    sandbox.setMode('ok');
    webhooksOn = true;
  });

  const provider = () =>
    createSteadfastProvider({
      name: 'sandbox',
      baseUrl: sandbox.baseUrl,
      apiKey: SANDBOX_COURIER_CREDENTIALS.apiKey,
      secretKey: SANDBOX_COURIER_CREDENTIALS.secretKey,
      webhookToken: SANDBOX_COURIER_CREDENTIALS.webhookToken,
      timeoutMs: TIMEOUT,
      cancelPath: (id) => `/cancel_order/${id}`,
    });
  const book = (o: ReturnType<typeof order>) => bookParcel(ctx.db, provider(), TIMEOUT, o);
  const sandboxParcelsOf = (orderId: string) =>
    sandbox.parcels().filter((p) => p.invoice.startsWith(orderId)).length;
  const webhook = (body: object, token: string = SANDBOX_COURIER_CREDENTIALS.webhookToken) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/courier/webhook/sandbox',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const statusOf = async (orderId: string) => (await findParcelOfOrder(ctx.db, orderId))?.status;

  it('when the seller books a pickup, then the courier holds one consignment; booking again answers the same parcel', async () => {
    const o = order();
    const first = await book(o);
    expect(first).toMatchObject({ status: 'booked', invoice: o.orderId, cod_amount: 570 });
    expect(first.consignment_id).toMatch(/^\d+$/);
    expect(first.tracking_code).toMatch(/^[0-9A-F]{8}$/);
    const again = await book(o);
    expect(again.consignment_id).toBe(first.consignment_id);
    expect(sandboxParcelsOf(o.orderId)).toBe(1);
    const shown = await presentParcel(ctx.db, again);
    expect(shown.timeline.map((e) => e.status)).toEqual(['booked']);
  });

  it('when five bookings of one order race, then the courier gets one consignment', async () => {
    const o = order();
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => book(o)));
    const booked = results.filter((r) => r.status === 'fulfilled');
    expect(booked.length).toBeGreaterThanOrEqual(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect((r.reason as Error).message).toBe('The pickup is being booked; try again in a moment');
    expect(sandboxParcelsOf(o.orderId)).toBe(1);
  });

  it('when the courier times out, then the seller reads a clear message, and the retry asks before sending: still one consignment', async () => {
    const o = order();
    sandbox.setMode('timeout');
    await expect(book(o)).rejects.toMatchObject({
      code: 'COURIER_UNAVAILABLE',
      message: 'The courier did not answer in time; please try again in a minute',
    });
    expect(await findParcelOfOrder(ctx.db, o.orderId)).toMatchObject({
      status: 'booking',
      booking_error: 'timeout',
    });
    expect(sandboxParcelsOf(o.orderId)).toBe(1); // made, though its answer was lost
    sandbox.setMode('ok');
    const retried = await book(o);
    expect(retried.status).toBe('booked');
    expect(retried.consignment_id).toBeNull();
    expect(sandboxParcelsOf(o.orderId)).toBe(1);
    // The courier's first report names the consignment: the parcel learns its id.
    const made = sandbox.parcels().find((p) => p.invoice === o.orderId)!;
    await sandbox.advance(String(made.consignment_id), 'picked_up');
    expect(await findParcelOfOrder(ctx.db, o.orderId)).toMatchObject({
      status: 'picked_up',
      consignment_id: String(made.consignment_id),
    });
  });

  it('when the courier answers 5xx, then nothing is booked and a later try books once', async () => {
    const o = order();
    sandbox.setMode('fail');
    await expect(book(o)).rejects.toMatchObject({
      code: 'COURIER_UNAVAILABLE',
      message: 'The courier could not take the parcel right now; please try again later',
    });
    expect(await findParcelOfOrder(ctx.db, o.orderId)).toBeUndefined();
    sandbox.setMode('ok');
    expect((await book(o)).status).toBe('booked');
    expect(sandboxParcelsOf(o.orderId)).toBe(1);
  });

  it('when the courier reports by webhook, then the parcel moves forwards only, each report is kept once, a forged or unknown one changes nothing', async () => {
    const o = order();
    const parcel = await book(o);
    const cid = parcel.consignment_id!;
    await sandbox.advance(cid, 'picked_up');
    await sandbox.advance(cid, 'out_for_delivery');
    await sandbox.advance(cid, 'delivered');
    expect(await statusOf(o.orderId)).toBe('delivered');

    // Replayed: every call the sandbox made, again.
    for (const call of sandbox.sent.filter(
      (s) => (s.body as { consignment_id: number }).consignment_id === Number(cid),
    ))
      expect((await webhook(call.body)).statusCode).toBe(200);
    // Late and out of order: picked up after delivered.
    const late = await webhook({
      notification_type: 'delivery_status',
      consignment_id: Number(cid),
      invoice: o.orderId,
      status: 'pending',
      tracking_message: 'late',
      updated_at: '2026-01-01 10:00:00',
    });
    expect(late.statusCode).toBe(200);
    expect(await statusOf(o.orderId)).toBe('delivered');
    // Forged: the wrong token, or none.
    const forged = {
      notification_type: 'delivery_status',
      consignment_id: Number(cid),
      invoice: o.orderId,
      status: 'cancelled',
      updated_at: '2026-12-01 10:00:00',
    };
    expect((await webhook(forged, 'guessed-token-xxxxxxxx')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/courier/webhook/sandbox', payload: forged }))
        .statusCode,
    ).toBe(401);
    expect(await statusOf(o.orderId)).toBe('delivered');

    const shown = await presentParcel(ctx.db, (await findParcelOfOrder(ctx.db, o.orderId))!);
    expect(shown.timeline.map((e) => e.status ?? e.message)).toEqual([
      'booked',
      'picked_up',
      'Parcel is out for delivery',
      'delivered',
      'picked_up', // the late report is on the timeline, but moved nothing
    ]);

    const unknown = await webhook({ ...forged, consignment_id: 999_999_999, invoice: 'nobody' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'success', message: 'Unknown consignment' });
    expect((await webhook({ notification_type: 'mystery' })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/courier/webhook/pathao', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('when the seller cancels before pickup, then the parcel is cancelled and may be booked again under a new invoice; after pickup, no', async () => {
    const o = order();
    await book(o);
    await cancelParcel(ctx.db, provider(), o.orderId);
    expect(await statusOf(o.orderId)).toBe('cancelled');
    const again = await book(o);
    expect(again).toMatchObject({ status: 'booked', invoice: `${o.orderId}-2`, attempt: 2 });
    await sandbox.advance(again.consignment_id!, 'picked_up');
    await expect(cancelParcel(ctx.db, provider(), o.orderId)).rejects.toMatchObject({
      code: 'PARCEL_PICKED_UP',
    });
    expect(await statusOf(o.orderId)).toBe('picked_up');
  });

  it('when webhooks stop, then the poll asks about parcels not heard from within COURIER_POLL_AFTER and they move', async () => {
    const o = order();
    const parcel = await book(o);
    webhooksOn = false;
    await sandbox.advance(parcel.consignment_id!, 'picked_up');
    await sandbox.advance(parcel.consignment_id!, 'delivered');
    expect(await statusOf(o.orderId)).toBe('booked');
    expect(await pollQuietParcels(ctx.db, provider(), 3600_000)).toBe(0); // heard from just now
    const asked = await pollQuietParcels(ctx.db, provider(), 3600_000, new Date(Date.now() + 2 * 3600_000));
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(await statusOf(o.orderId)).toBe('delivered');
  });
});
