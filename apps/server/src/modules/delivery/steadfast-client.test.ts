// The Steadfast client against Steadfast's published request and answer shapes (recorded in testdata), and
// against the offline courier sandbox over HTTP: timeouts, 5xx, duplicate invoices, the sandbox's clock.
import { afterEach, describe, expect, it } from 'vitest';
import answers from './testdata/steadfast-answers.json' with { type: 'json' };
import {
  SANDBOX_COURIER_CREDENTIALS,
  startCourierSandbox,
  type CourierSandbox,
} from '../../courier-sandbox/sandbox-server.ts';
import { CourierError, type CourierEvent } from './courier-provider.ts';
import { deliveryFee, deliveryZone, districtOf } from './delivery-fee.ts';
import { createSteadfastProvider, steadfastStatus, steadfastTime } from './steadfast-client.ts';
import { RECIPIENT } from '../../../test/courier.ts';

const settings = {
  name: 'steadfast' as const,
  baseUrl: 'https://courier.example.test/api/v1',
  apiKey: 'key-1',
  secretKey: 'secret-1',
  webhookToken: 'a-webhook-token-of-length',
  timeoutMs: 2000,
};

/** A fetch that records each request and answers the recorded shape. */
function recordingFetch(answer: unknown, status = 200) {
  const requests: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, requests };
}

const order = {
  invoice: 'ord-5f2a',
  recipient: RECIPIENT,
  codAmount: 570,
  note: 'A book; handle dry',
};

describe('Steadfast client: the published shapes', () => {
  it('when the payments are read, then the list and one payment with its consignments are read in whole Taka, in Bangladesh time', async () => {
    const list = recordingFetch(answers.payments);
    expect(await createSteadfastProvider(settings, list.fetchImpl).settlements()).toEqual([
      { reference: '5101', amount: 1410, paidAt: '2025-03-05T10:20:00.000Z' },
    ]);
    expect(list.requests[0]).toMatchObject({ url: `${settings.baseUrl}/payments`, method: 'GET' });
    expect(list.requests[0]!.headers).toMatchObject({ 'Api-Key': 'key-1', 'Secret-Key': 'secret-1' });
    const one = recordingFetch(answers.payment);
    const report = await createSteadfastProvider(settings, one.fetchImpl).settlement('5101');
    expect(one.requests[0]!.url).toBe(`${settings.baseUrl}/payments/5101`);
    expect(report).toEqual({
      reference: '5101',
      amount: 1410,
      paidAt: '2025-03-05T10:20:00.000Z',
      parcels: [
        { consignmentId: '12345', invoice: 'INV-67890', collected: 1500, charge: 100 },
        { consignmentId: '12346', invoice: 'INV-67891', collected: 0, charge: 60 },
      ],
    });
  });

  it('when a consignment is created, then the request carries the keys and the documented fields, and the answer is read', async () => {
    const { fetchImpl, requests } = recordingFetch(answers.createOrder);
    const client = createSteadfastProvider(settings, fetchImpl);
    const made = await client.createConsignment(order);
    expect(made).toEqual({
      consignmentId: '1424107',
      trackingCode: '15BAEB8A',
      courierStatus: 'in_review',
      status: 'booked',
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('https://courier.example.test/api/v1/create_order');
    expect(request!.headers).toMatchObject({
      'Api-Key': 'key-1',
      'Secret-Key': 'secret-1',
      'Content-Type': 'application/json',
    });
    expect(request!.body).toEqual({
      invoice: 'ord-5f2a',
      recipient_name: 'Rahim Uddin',
      recipient_phone: '01711000111',
      recipient_address: 'House 12, Road 3, Shaheb Bazar, Boalia, Rajshahi',
      cod_amount: 570,
      note: 'A book; handle dry',
      delivery_type: 0,
    });
  });

  it('when the status is asked by consignment id, invoice or tracking code, then each documented path is called', async () => {
    const { fetchImpl, requests } = recordingFetch(answers.status);
    const client = createSteadfastProvider(settings, fetchImpl);
    expect(await client.status({ consignmentId: '1424107' })).toEqual({
      courierStatus: 'in_review',
      status: 'booked',
    });
    await client.status({ invoice: 'ord-5f2a' });
    await client.status({ trackingCode: '15BAEB8A' });
    expect(requests.map((r) => r.url.replace(settings.baseUrl, ''))).toEqual([
      '/status_by_cid/1424107',
      '/status_by_invoice/ord-5f2a',
      '/status_by_trackingcode/15BAEB8A',
    ]);
  });

  it("when Steadfast's delivery statuses are read, then each maps to ours and the unknown ones move nothing", () => {
    expect(steadfastStatus('in_review')).toBe('booked');
    expect(steadfastStatus('pending')).toBe('picked_up');
    expect(steadfastStatus('delivered_approval_pending')).toBe('delivered');
    expect(steadfastStatus('partial_delivered')).toBe('delivered');
    expect(steadfastStatus('cancelled')).toBe('returned');
    expect(steadfastStatus('cancelled_approval_pending')).toBe('returned');
    expect(steadfastStatus('hold')).toBeNull();
    expect(steadfastStatus('unknown')).toBeNull();
    expect(steadfastStatus('unknown_approval_pending')).toBeNull();
  });

  it('when a webhook call carries the bearer token, then both documented notifications are read; a forged one is null', () => {
    const client = createSteadfastProvider(settings);
    const auth = { authorization: `Bearer ${settings.webhookToken}` };
    expect(client.verifyWebhook(auth, answers.webhookDeliveryStatus)).toEqual({
      consignmentId: '12345',
      invoice: 'INV-67890',
      status: 'delivered',
      courierStatus: 'delivered',
      message: 'Your package has been delivered successfully.',
      at: '2025-03-02T06:45:30.000Z',
    });
    expect(client.verifyWebhook(auth, answers.webhookTrackingUpdate)).toMatchObject({
      consignmentId: '12345',
      status: null,
      message: 'Package arrived at the sorting center.',
    });
    expect(client.verifyWebhook({}, answers.webhookDeliveryStatus)).toBeNull();
    expect(
      client.verifyWebhook({ authorization: 'Bearer guessed' }, answers.webhookDeliveryStatus),
    ).toBeNull();
    expect(
      client.verifyWebhook(
        { authorization: `Bearer ${settings.webhookToken}x` },
        answers.webhookDeliveryStatus,
      ),
    ).toBeNull();
    expect(() => client.verifyWebhook(auth, { notification_type: 'surprise' })).toThrow(CourierError);
    expect(steadfastTime('2026-05-24 00:25:56')).toBe('2026-05-23T18:25:56.000Z');
  });

  it('when Steadfast answers 5xx, refuses, or never answers, then the error says which', async () => {
    const down = createSteadfastProvider(
      settings,
      recordingFetch({ message: 'Server Error' }, 502).fetchImpl,
    );
    await expect(down.createConsignment(order)).rejects.toMatchObject({ kind: 'unavailable' });
    const refused = createSteadfastProvider(
      settings,
      recordingFetch({ status: 400, errors: { invoice: ['The invoice has already been taken.'] } }, 422)
        .fetchImpl,
    );
    await expect(refused.createConsignment(order)).rejects.toMatchObject({ kind: 'refused' });
    const silent = createSteadfastProvider(
      { ...settings, timeoutMs: 50 },
      ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        )) as unknown as typeof fetch,
    );
    await expect(silent.createConsignment(order)).rejects.toMatchObject({ kind: 'timeout' });
    await expect(down.cancel('1')).rejects.toMatchObject({ kind: 'refused' });
  });
});

describe('delivery fee rules', () => {
  it('when the fee is worked out, then it goes by zone and whole kilograms above the first, in whole Taka', () => {
    expect(deliveryZone('Dhaka', 'Dhaka')).toBe('same_city');
    expect(deliveryZone('Narayanganj', 'Dhaka')).toBe('suburbs');
    expect(deliveryZone('Gazipur', 'Narsingdi')).toBe('suburbs');
    expect(deliveryZone('Dhaka', 'Rajshahi')).toBe('elsewhere');
    expect(deliveryZone('Sylhet', 'Sylhet')).toBe('same_city');
    expect(deliveryFee('same_city')).toBe(60);
    expect(deliveryFee('elsewhere', 1)).toBe(120);
    expect(deliveryFee('elsewhere', 1.2)).toBe(145);
    expect(deliveryFee('suburbs', 3)).toBe(140);
    expect(districtOf('dhaka')).toBe('Dhaka');
    expect(districtOf('Zindabazar, Sylhet')).toBe('Sylhet');
    expect(districtOf("Cox's Bazar")).toBe("Cox's Bazar");
    expect(districtOf('Somewhere')).toBeUndefined();
  });
});

describe('the offline courier sandbox over HTTP', () => {
  let sandbox: CourierSandbox | undefined;
  afterEach(async () => {
    await sandbox?.close();
    sandbox = undefined;
  });
  const clientOf = (s: CourierSandbox, timeoutMs = 2000) =>
    createSteadfastProvider({
      name: 'sandbox',
      baseUrl: s.baseUrl,
      apiKey: SANDBOX_COURIER_CREDENTIALS.apiKey,
      secretKey: SANDBOX_COURIER_CREDENTIALS.secretKey,
      webhookToken: SANDBOX_COURIER_CREDENTIALS.webhookToken,
      timeoutMs,
      cancelPath: (id) => `/cancel_order/${id}`,
    });

  it('when a parcel is booked and pushed along, then the webhook hears each step with the bearer token and it never goes back', async () => {
    const heard: { body: object; headers: Record<string, string> }[] = [];
    sandbox = await startCourierSandbox({
      stepMs: 0,
      notify: async (body, headers) => void heard.push({ body, headers }),
    });
    const client = clientOf(sandbox);
    const made = await client.createConsignment(order);
    expect(made.status).toBe('booked');
    await expect(client.createConsignment(order)).rejects.toMatchObject({ kind: 'refused' });

    await sandbox.advance(made.consignmentId, 'picked_up');
    await sandbox.advance(made.consignmentId, 'out_for_delivery');
    await sandbox.advance(made.consignmentId, 'delivered');
    await sandbox.advance(made.consignmentId, 'picked_up');
    // (Steadfast's calls are always reports: it has no handshake to acknowledge.)
    const events = heard.map((h) => client.verifyWebhook(h.headers, h.body) as CourierEvent | null);
    expect(events.map((e) => [e?.status, e?.message])).toEqual([
      ['picked_up', 'Parcel picked up from the merchant'],
      [null, 'Parcel is out for delivery'],
      ['delivered', 'Parcel delivered to the recipient'],
    ]);
    expect(await client.status({ invoice: order.invoice })).toEqual({
      courierStatus: 'delivered',
      status: 'delivered',
    });
    expect(await client.status({ trackingCode: made.trackingCode })).toMatchObject({ status: 'delivered' });
    await expect(client.cancel(made.consignmentId)).rejects.toMatchObject({ kind: 'refused' });
  });

  it('when the sandbox keeps its own clock, then a parcel moves one stage a step until delivered', async () => {
    const heard: object[] = [];
    sandbox = await startCourierSandbox({ stepMs: 20, notify: async (body) => void heard.push(body) });
    const made = await clientOf(sandbox).createConsignment(order);
    await expect.poll(() => sandbox!.parcel(made.consignmentId)?.stage, { timeout: 3000 }).toBe('delivered');
    expect(heard).toHaveLength(4);
  });

  it('when told to fail or to time out, then create answers 503 (nothing made) or never (made: found by invoice)', async () => {
    sandbox = await startCourierSandbox({ stepMs: 0 });
    const client = clientOf(sandbox, 200);
    sandbox.setMode('fail');
    await expect(client.createConsignment(order)).rejects.toMatchObject({ kind: 'unavailable' });
    sandbox.setMode('timeout');
    await expect(client.createConsignment(order)).rejects.toMatchObject({ kind: 'timeout' });
    sandbox.setMode('ok');
    expect(await client.status({ invoice: order.invoice })).toEqual({
      courierStatus: 'in_review',
      status: 'booked',
    });
  });

  it('when a parcel is cancelled before pickup, then it is; wrong keys are refused', async () => {
    sandbox = await startCourierSandbox({ stepMs: 0 });
    const client = clientOf(sandbox);
    const made = await client.createConsignment(order);
    await client.cancel(made.consignmentId);
    expect(sandbox.parcel(made.consignmentId)?.cancelled).toBe(true);
    const stranger = createSteadfastProvider({
      name: 'sandbox',
      baseUrl: sandbox.baseUrl,
      apiKey: 'wrong',
      secretKey: 'wrong',
      webhookToken: 'x',
      timeoutMs: 1000,
    });
    await expect(stranger.status({ invoice: order.invoice })).rejects.toMatchObject({ kind: 'refused' });
    const page = await fetch(`${sandbox.origin}/`);
    expect(await page.text()).toContain(made.trackingCode);
  });
});
