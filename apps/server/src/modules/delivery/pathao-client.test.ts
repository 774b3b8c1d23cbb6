// The Pathao client against a local stand-in for Pathao's merchant API that answers the recorded shapes
// (test/fixtures/pathao) and checks what Pathao's Developer API page says each request carries: the token's
// grant fields, the bearer token, the price plan's and the order's fields (decision 435).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PATHAO_TEST_CREDENTIALS,
  pathaoRecorded,
  startPathaoFixture,
  type PathaoFixture,
} from '../../../test/pathao-fixture.ts';
import { CourierError } from './courier-provider.ts';
import {
  PATHAO_INTEGRATION_ANSWER,
  createPathaoProvider,
  pathaoStatus,
  pathaoTime,
  type PathaoSettings,
} from './pathao-client.ts';
import { RECIPIENT } from '../../../test/courier.ts';

const order = {
  invoice: 'ord-5f2a',
  recipient: RECIPIENT,
  codAmount: 570,
  note: 'A book; handle dry',
  itemDescription: 'Pather Panchali (book)',
};

describe('Pathao client: the published requests and answers', () => {
  let pathao: PathaoFixture;
  let clock = Date.parse('2026-11-27T00:00:00Z');
  beforeAll(async () => {
    pathao = await startPathaoFixture();
  });
  afterAll(() => pathao.close());
  beforeEach(() => {
    pathao.setMode('ok');
    pathao.calls.length = 0;
    pathao.tokenLifetime = 432000;
  });
  const settings = (extra: Partial<PathaoSettings> = {}): PathaoSettings => ({
    baseUrl: pathao.url,
    ...PATHAO_TEST_CREDENTIALS,
    timeoutMs: 2000,
    now: () => clock,
    ...extra,
  });
  const tokenCalls = () => pathao.calls.filter((c) => c.path === '/issue-token');

  it('when the first call is made, then a token is issued by the password grant with the documented fields, and every call carries it as a bearer token', async () => {
    const client = createPathaoProvider(settings());
    await client.createConsignment(order);
    await client.status({ consignmentId: pathao.orders.at(-1)!.consignmentId });
    expect(tokenCalls()).toHaveLength(1);
    const [issue, create, info] = pathao.calls;
    expect(issue).toMatchObject({ method: 'POST', path: '/issue-token' });
    expect(issue!.headers['content-type']).toMatch(/^application\/json/);
    expect(issue!.headers.authorization).toBeUndefined();
    expect(issue!.body).toEqual({
      client_id: PATHAO_TEST_CREDENTIALS.clientId,
      client_secret: PATHAO_TEST_CREDENTIALS.clientSecret,
      grant_type: 'password',
      username: PATHAO_TEST_CREDENTIALS.username,
      password: PATHAO_TEST_CREDENTIALS.password,
    });
    const bearer = create!.headers.authorization;
    expect(bearer).toMatch(/^Bearer access-\d+$/);
    expect(info!.headers.authorization).toBe(bearer);
  });

  it('when a pickup store is asked for, then POST /stores gets the documented fields, its id is read from GET /stores, and asking again makes none', async () => {
    const client = createPathaoProvider(settings());
    const pickup = {
      key: 'abc123 Rajshahi',
      contactName: 'Karim Ali',
      phone: '01811000333',
      district: 'Rajshahi' as const,
      thana: 'Adabor',
      area: 'Kazla',
      address: 'House 4, Road 9, Kazla, Boalia, Rajshahi',
    };
    const made = await client.pickupStore!(pickup);
    const create = pathao.calls.find((c) => c.method === 'POST' && c.path === '/stores')!;
    expect(create.body).toEqual({
      name: 'BoiBazar abc123 Rajshahi',
      contact_name: 'Karim Ali',
      contact_number: '01811000333',
      address: 'House 4, Road 9, Kazla, Boalia, Rajshahi',
      city_id: 4,
      zone_id: 52,
      area_id: 3,
    });
    expect(made).toEqual({
      storeId: String(pathao.stores.at(-1)!.storeId),
      storeName: 'BoiBazar abc123 Rajshahi',
    });
    // A creation whose answer was lost is found by its name: no second store.
    expect(await client.pickupStore!(pickup)).toEqual(made);
    expect(pathao.calls.filter((c) => c.method === 'POST' && c.path === '/stores')).toHaveLength(1);
    // Pathao's field rules refuse a store it cannot take; the client says so as a refusal.
    await expect(client.pickupStore!({ ...pickup, key: 'short', address: 'Rajshahi' })).rejects.toMatchObject(
      {
        name: 'CourierError',
        kind: 'refused',
      },
    );
  });

  it('when the token nears its expiry, then it is renewed by the refresh grant first; a refused refresh falls back to the login', async () => {
    const client = createPathaoProvider(settings());
    await client.status({ consignmentId: (await client.createConsignment(order)).consignmentId });
    const first = pathao.calls.at(-1)!.headers.authorization;
    const issued = tokenCalls().at(-1)!;
    // 5 days less 59 minutes later: inside the hour before expiry.
    clock += 432000_000 - 59 * 60_000;
    const id = pathao.orders.at(-1)!.consignmentId;
    await client.status({ consignmentId: id });
    const refresh = tokenCalls().at(-1)!;
    expect(refresh).not.toBe(issued);
    expect(refresh.body).toEqual({
      client_id: PATHAO_TEST_CREDENTIALS.clientId,
      client_secret: PATHAO_TEST_CREDENTIALS.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: first!.replace('Bearer access-', 'refresh-'),
    });
    const second = pathao.calls.at(-1)!.headers.authorization;
    expect(second).not.toBe(first);
    // Until the next expiry the same token serves.
    await client.status({ consignmentId: id });
    expect(tokenCalls()).toHaveLength(2);

    pathao.revokeRefreshTokens();
    clock += 432000_000;
    await client.status({ consignmentId: id });
    expect(
      tokenCalls()
        .slice(-2)
        .map((c) => c.body?.grant_type),
    ).toEqual(['refresh_token', 'password']);
    expect(pathao.calls.at(-1)!.headers.authorization).not.toBe(second);
  });

  it('when Pathao hands out a short-lived token, then it is renewed half-way through its life', async () => {
    pathao.tokenLifetime = 600;
    const client = createPathaoProvider(settings());
    const { consignmentId } = await client.createConsignment(order);
    clock += 299_000;
    await client.status({ consignmentId });
    expect(tokenCalls()).toHaveLength(1);
    clock += 2_000;
    await client.status({ consignmentId });
    expect(tokenCalls().map((c) => c.body?.grant_type)).toEqual(['password', 'refresh_token']);
    expect(() => createPathaoProvider(settings({ webhookSecret: PATHAO_INTEGRATION_ANSWER }))).toThrow(
      /own secret/,
    );
  });

  it('when Pathao stops accepting a token before its time, then one new token is issued and the call is made again once', async () => {
    const client = createPathaoProvider(settings());
    const made = await client.createConsignment(order);
    pathao.revokeTokens();
    expect(await client.status({ consignmentId: made.consignmentId })).toEqual({
      courierStatus: 'Pending',
      status: 'booked',
    });
    expect(pathao.calls.slice(-3).map((c) => c.path)).toEqual([
      `/orders/${made.consignmentId}/info`,
      '/issue-token',
      `/orders/${made.consignmentId}/info`,
    ]);
  });

  it('when a fee is asked, then the price plan carries the store, parcel, normal delivery, weight and the city and zone ids, and the fee is whole Taka', async () => {
    const client = createPathaoProvider(settings());
    const quote = await client.quote({
      fromDistrict: 'Dhaka',
      toDistrict: 'Rajshahi',
      toArea: 'Adabor',
      weightKg: 0.3,
    });
    expect(quote).toEqual({ zone: 'elsewhere', fee: 84 });
    const plan = pathao.calls.find((c) => c.path === '/merchant/price-plan')!;
    expect(plan.method).toBe('POST');
    expect(plan.headers.authorization).toMatch(/^Bearer /);
    expect(plan.body).toEqual({
      store_id: PATHAO_TEST_CREDENTIALS.storeId,
      item_type: 2,
      delivery_type: 48,
      item_weight: 0.5,
      recipient_city: 4,
      recipient_zone: 52,
    });
    expect(pathao.calls.map((c) => c.path)).toContain('/cities/4/zone-list');
    // Pathao's older spellings: Chattogram is its Chittagong, Brahmanbaria its "B. Baria".
    await client.quote({ fromDistrict: 'Dhaka', toDistrict: 'Chattogram', weightKg: 0.5 });
    await client.quote({ fromDistrict: 'Dhaka', toDistrict: 'Brahmanbaria', weightKg: 12 });
    const plans = pathao.calls.filter((c) => c.path === '/merchant/price-plan').slice(-2);
    expect(plans.map((c) => [c.body!.recipient_city, c.body!.recipient_zone, c.body!.item_weight])).toEqual([
      [2, 298, 0.5],
      [32, 298, 10],
    ]);
    await expect(
      client.quote({ fromDistrict: 'Dhaka', toDistrict: 'Sylhet', weightKg: 0.5 }),
    ).rejects.toMatchObject({ kind: 'refused' });
  });

  it('when a consignment is created, then the order carries the documented fields with our invoice as merchant_order_id, and the answer is read', async () => {
    const client = createPathaoProvider(settings());
    const made = await client.createConsignment(order);
    const sent = pathao.orders.at(-1)!;
    expect(made).toEqual({
      consignmentId: sent.consignmentId,
      trackingCode: sent.consignmentId,
      courierStatus: 'Pending',
      status: 'booked',
    });
    expect(sent.body).toEqual({
      store_id: PATHAO_TEST_CREDENTIALS.storeId,
      merchant_order_id: 'ord-5f2a',
      recipient_name: 'Rahim Uddin',
      recipient_phone: '01711000111',
      recipient_address: 'House 12, Road 3, Shaheb Bazar, Boalia, Rajshahi',
      delivery_type: 48,
      item_type: 2,
      special_instruction: 'A book; handle dry',
      item_quantity: 1,
      item_weight: 0.5,
      item_description: 'Pather Panchali (book)',
      amount_to_collect: 570,
    });
  });

  it('when the status is asked, then the order info is read by consignment id (the tracking code is the same); Pathao cannot be asked by invoice', async () => {
    const client = createPathaoProvider(settings());
    const made = await client.createConsignment(order);
    pathao.setSlug(made.consignmentId, 'At_the_Sorting_HUB');
    expect(await client.status({ trackingCode: made.trackingCode })).toEqual({
      courierStatus: 'At_the_Sorting_HUB',
      status: 'picked_up',
    });
    expect(pathao.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/orders/${made.consignmentId}/info`,
    });
    await expect(client.status({ invoice: 'ord-5f2a' })).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it("when Pathao's words are read, then each maps to the same parcel states as Steadfast's", () => {
    expect(pathaoStatus('Pending')).toBe('booked');
    expect(pathaoStatus('order.created')).toBe('booked');
    expect(pathaoStatus('order.pickup-requested')).toBe('booked');
    expect(pathaoStatus('order.picked')).toBe('picked_up');
    expect(pathaoStatus('order.in-transit')).toBe('picked_up');
    expect(pathaoStatus('Received_at_Last_Mile_HUB')).toBe('picked_up');
    expect(pathaoStatus('order.delivered')).toBe('delivered');
    expect(pathaoStatus('Partial_Delivery')).toBe('delivered');
    expect(pathaoStatus('order.returned')).toBe('returned');
    expect(pathaoStatus('order.paid-return')).toBe('returned');
    expect(pathaoStatus('order.pickup-cancelled')).toBe('cancelled');
    for (const quiet of [
      'order.on-hold',
      'order.delivery-failed',
      'order.paid',
      'order.pickup-failed',
      'Surprise',
    ])
      expect(pathaoStatus(quiet)).toBeNull();
    expect(pathaoTime(null, '2024-12-27 23:53:23')).toBe('2024-12-27T17:53:23.000Z');
    expect(pathaoTime('2024-12-27T17:53:23+00:00', 'nonsense')).toBe('2024-12-27T17:53:23.000Z');
  });

  it('when a webhook call carries the secret in X-PATHAO-Signature, then its events are read and the handshake acknowledged; a forged one is null', () => {
    const client = createPathaoProvider(settings());
    const signed = { 'x-pathao-signature': PATHAO_TEST_CREDENTIALS.webhookSecret };
    expect(client.verifyWebhook(signed, pathaoRecorded('webhook-delivered'))).toEqual({
      consignmentId: 'DL121224VS8TTJ',
      trackingCode: 'DL121224VS8TTJ',
      invoice: 'TS-123',
      status: 'delivered',
      courierStatus: 'order.delivered',
      message: 'Delivered',
      at: '2024-12-27T17:53:23.000Z',
    });
    expect(client.verifyWebhook(signed, pathaoRecorded('webhook-returned'))).toMatchObject({
      status: 'returned',
      message: 'Returned: This field might not be present in some cases.',
    });
    expect(client.verifyWebhook(signed, pathaoRecorded('webhook-paid'))).toMatchObject({
      status: null,
      message: 'Paid: invoice 121224IBW19790',
    });
    expect(client.verifyWebhook(signed, pathaoRecorded('webhook-integration'))).toBe('acknowledge');
    expect(client.verifyWebhook(signed, pathaoRecorded('webhook-store-created'))).toBe('acknowledge');
    expect(client.webhookAnswerHeaders).toEqual({
      'X-Pathao-Merchant-Webhook-Integration-Secret': PATHAO_INTEGRATION_ANSWER,
    });
    expect(client.verifyWebhook({}, pathaoRecorded('webhook-delivered'))).toBeNull();
    expect(client.verifyWebhook({}, pathaoRecorded('webhook-integration'))).toBeNull();
    expect(
      client.verifyWebhook({ 'x-pathao-signature': 'guessed' }, pathaoRecorded('webhook-delivered')),
    ).toBeNull();
    expect(
      client.verifyWebhook(
        { 'x-pathao-signature': `${PATHAO_TEST_CREDENTIALS.webhookSecret}x` },
        pathaoRecorded('webhook-delivered'),
      ),
    ).toBeNull();
    // The handshake's fixed answer is no secret: it never passes for the merchant's.
    expect(
      client.verifyWebhook(
        { 'x-pathao-signature': PATHAO_INTEGRATION_ANSWER },
        pathaoRecorded('webhook-delivered'),
      ),
    ).toBeNull();
    expect(() => client.verifyWebhook(signed, { event: 'order.delivered' })).toThrow(CourierError);
    expect(() => client.verifyWebhook(signed, { surprise: true })).toThrow(CourierError);
  });

  it('when Pathao answers 503, refuses, never answers or is asked to cancel, then the error says which', async () => {
    const client = createPathaoProvider(settings({ timeoutMs: 200 }));
    pathao.setMode('fail');
    await expect(client.createConsignment(order)).rejects.toMatchObject({ kind: 'unavailable' });
    pathao.setMode('ok');
    await expect(
      client.createConsignment({ ...order, recipient: { ...order.recipient, phone: '+8801711' } }),
    ).rejects.toMatchObject({ kind: 'refused' });
    pathao.setMode('timeout');
    await expect(client.createConsignment(order)).rejects.toMatchObject({ kind: 'timeout' });
    pathao.setMode('ok');
    await expect(client.cancel('DL1')).rejects.toMatchObject({ kind: 'refused' });
    const wrong = createPathaoProvider(settings({ password: 'not-it' }));
    await expect(wrong.createConsignment(order)).rejects.toMatchObject({ kind: 'refused' });
    expect(await client.settlements()).toEqual([]);
  });
});
