// A local stand-in for Pathao's merchant API (the network is closed here; decision 435). It answers the
// calls BoiBazar makes with the shapes recorded in fixtures/pathao (Pathao's Developer API page's examples),
// checks what that page says a request must carry (the token's fields, the bearer token, the order's and
// the price plan's fields, a new store's fields), keeps the stores made (decision 475), hands out tokens that a test can expire or revoke, keeps the orders it made,
// and can be told to fail (503) or never answer.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const pathaoRecorded = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(here, 'fixtures/pathao', `${name}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

export const PATHAO_TEST_CREDENTIALS = {
  clientId: '7N1aMJQbWm',
  clientSecret: 'pathao-test-client-secret',
  username: 'merchant@boibazar.test',
  password: 'pathao-test-password',
  storeId: 130820,
  webhookSecret: 'pathao-webhook-secret-of-boibazar',
};

export interface PathaoCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
}

export interface PathaoFixtureOrder {
  consignmentId: string;
  merchantOrderId: string | null;
  slug: string;
  body: Record<string, unknown>;
}

export interface PathaoFixtureStore {
  storeId: number;
  body: Record<string, unknown>;
}

export interface PathaoFixture {
  /** The base URL (COURIER_BASE_URL): the paths are under /aladdin/api/v1. */
  url: string;
  calls: PathaoCall[];
  orders: PathaoFixtureOrder[];
  /** Stores made through POST /stores (the default store, credentials.storeId, is listed too). */
  stores: PathaoFixtureStore[];
  /** 'refuse': POST /stores answers 422 (Pathao will not make the store); other calls as usual. */
  storeMode: 'ok' | 'refuse';
  /** Seconds each token issued from now on lasts (Pathao's: 432000, 5 days). */
  tokenLifetime: number;
  setMode(mode: 'ok' | 'fail' | 'timeout'): void;
  /** Pathao stops accepting every access token handed out so far (a revoked or expired token). */
  revokeTokens(): void;
  /** Pathao stops accepting the refresh tokens handed out so far. */
  revokeRefreshTokens(): void;
  setSlug(consignmentId: string, slug: string): void;
  /** A webhook body of the recorded kind for one of its orders (the test posts it). */
  event(name: string, order: PathaoFixtureOrder): Record<string, unknown>;
  close(): Promise<void>;
}

const PREFIX = '/aladdin/api/v1';
const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);

export async function startPathaoFixture(
  credentials: typeof PATHAO_TEST_CREDENTIALS = PATHAO_TEST_CREDENTIALS,
): Promise<PathaoFixture> {
  const calls: PathaoCall[] = [];
  const orders: PathaoFixtureOrder[] = [];
  const stores: PathaoFixtureStore[] = [];
  const access = new Set<string>();
  const refresh = new Set<string>();
  const hanging = new Set<http.ServerResponse>();
  let mode: 'ok' | 'fail' | 'timeout' = 'ok';
  let issued = 0;
  let made = 0;

  const fixture: PathaoFixture = {
    url: '',
    calls,
    orders,
    stores,
    storeMode: 'ok',
    tokenLifetime: 432000,
    setMode: (m) => void (mode = m),
    revokeTokens: () => access.clear(),
    revokeRefreshTokens: () => refresh.clear(),
    setSlug(consignmentId, slug) {
      orders.find((o) => o.consignmentId === consignmentId)!.slug = slug;
    },
    event(name, order) {
      return {
        ...pathaoRecorded(`webhook-${name}`),
        consignment_id: order.consignmentId,
        merchant_order_id: order.merchantOrderId,
        store_id: credentials.storeId,
      };
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body: Record<string, unknown> | undefined;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      } catch {
        body = undefined;
      }
      const url = new URL(req.url ?? '/', 'http://pathao.test');
      const route = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
      calls.push({ method: req.method ?? '', path: route, headers: req.headers, body });
      const send = (status: number, json: unknown) => {
        if (mode === 'timeout') {
          hanging.add(res); // it happened (an order is made), but its answer never comes
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const invalid = (field: string) =>
        send(422, { ...pathaoRecorded('error-422'), errors: { [field]: [`The ${field} is invalid.`] } });

      if (mode === 'fail') return send(503, { message: 'Service Unavailable' });

      if (req.method === 'POST' && route === '/issue-token') {
        if (
          !String(req.headers['content-type'] ?? '').startsWith('application/json') ||
          body?.client_id !== credentials.clientId ||
          body?.client_secret !== credentials.clientSecret
        )
          return send(401, { ...pathaoRecorded('error-401'), message: 'Client authentication failed' });
        const byPassword =
          body.grant_type === 'password' &&
          body.username === credentials.username &&
          body.password === credentials.password;
        const byRefresh =
          body.grant_type === 'refresh_token' && refresh.delete(String(body.refresh_token ?? ''));
        if (!byPassword && !byRefresh)
          return send(400, {
            message: 'The provided authorization grant is invalid',
            type: 'error',
            code: 400,
          });
        issued += 1;
        const token = { access: `access-${issued}`, refresh: `refresh-${issued}` };
        access.add(token.access);
        refresh.add(token.refresh);
        return send(200, {
          ...pathaoRecorded('issue-token'),
          expires_in: fixture.tokenLifetime,
          access_token: token.access,
          refresh_token: token.refresh,
        });
      }

      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer ') || !access.has(auth.slice(7)))
        return send(401, pathaoRecorded('error-401'));

      if (req.method === 'GET' && route === '/city-list') return send(200, pathaoRecorded('city-list'));
      if (req.method === 'GET' && /^\/cities\/\d+\/zone-list$/.test(route))
        return send(200, pathaoRecorded('zone-list'));

      if (req.method === 'GET' && /^\/zones\/\d+\/area-list$/.test(route))
        return send(200, pathaoRecorded('area-list'));

      // A store (decision 475): the page's fields and lengths; the answer names it, the list gives its id.
      if (req.method === 'POST' && route === '/stores') {
        if (fixture.storeMode === 'refuse') return invalid('address');
        const text = (field: string, min: number, max: number) => {
          const v = body?.[field];
          return typeof v === 'string' && v.length >= min && v.length <= max;
        };
        if (!text('name', 3, 50)) return invalid('name');
        if (!text('contact_name', 3, 50)) return invalid('contact_name');
        if (typeof body!.contact_number !== 'string' || !/^01\d{9}$/.test(body!.contact_number))
          return invalid('contact_number');
        if (!text('address', 15, 120)) return invalid('address');
        for (const field of ['city_id', 'zone_id', 'area_id'] as const)
          if (!isInt(body![field])) return invalid(field);
        const store = { storeId: credentials.storeId + 1000 + stores.length, body: body! };
        stores.push(store);
        const recorded = pathaoRecorded('create-store') as { data: Record<string, unknown> };
        return send(200, { ...recorded, data: { store_name: body!.name } });
      }
      if (req.method === 'GET' && route === '/stores') {
        const recorded = pathaoRecorded('store-list') as {
          data: { data: Array<Record<string, unknown>> } & Record<string, unknown>;
        };
        const [own] = recorded.data.data;
        const list = [
          { ...own, store_id: credentials.storeId },
          ...stores.map((s) => ({
            ...own,
            store_id: s.storeId,
            store_name: s.body.name,
            store_address: s.body.address,
            city_id: s.body.city_id,
            zone_id: s.body.zone_id,
            is_default_store: false,
            is_default_return_store: false,
          })),
        ];
        return send(200, { ...recorded, data: { ...recorded.data, data: list, total: list.length } });
      }
      const knownStore = (id: unknown) => id === credentials.storeId || stores.some((s) => s.storeId === id);

      if (req.method === 'POST' && route === '/merchant/price-plan') {
        for (const field of [
          'store_id',
          'item_type',
          'delivery_type',
          'recipient_city',
          'recipient_zone',
        ] as const)
          if (!isInt(body?.[field])) return invalid(field);
        if (!knownStore(body!.store_id)) return invalid('store_id');
        const kg = body!.item_weight;
        if (typeof kg !== 'number' || kg < 0.5 || kg > 10) return invalid('item_weight');
        return send(200, pathaoRecorded('price-plan'));
      }

      if (req.method === 'POST' && route === '/orders') {
        if (!body || !knownStore(body.store_id)) return invalid('store_id');
        const name = body.recipient_name;
        if (typeof name !== 'string' || name.length < 3 || name.length > 100)
          return invalid('recipient_name');
        if (typeof body.recipient_phone !== 'string' || !/^01\d{9}$/.test(body.recipient_phone))
          return invalid('recipient_phone');
        const address = body.recipient_address;
        if (typeof address !== 'string' || address.length < 10 || address.length > 220)
          return invalid('recipient_address');
        for (const field of ['delivery_type', 'item_type', 'item_quantity', 'amount_to_collect'] as const)
          if (!isInt(body[field])) return invalid(field);
        const kg = body.item_weight;
        if (typeof kg !== 'number' || kg < 0.5 || kg > 10) return invalid('item_weight');
        made += 1;
        const order: PathaoFixtureOrder = {
          consignmentId: `DL1211${String(made).padStart(4, '0')}TTJ`,
          merchantOrderId: typeof body.merchant_order_id === 'string' ? body.merchant_order_id : null,
          slug: 'Pending',
          body,
        };
        orders.push(order);
        const recorded = pathaoRecorded('create-order') as { data: Record<string, unknown> };
        return send(200, {
          ...recorded,
          data: {
            ...recorded.data,
            consignment_id: order.consignmentId,
            merchant_order_id: order.merchantOrderId,
          },
        });
      }

      const info = /^\/orders\/([^/]+)\/info$/.exec(route);
      if (req.method === 'GET' && info) {
        const order = orders.find((o) => o.consignmentId === decodeURIComponent(info[1]!));
        if (!order) return send(404, { message: 'Order not found', type: 'error', code: 404 });
        const recorded = pathaoRecorded('order-info') as { data: Record<string, unknown> };
        return send(200, {
          ...recorded,
          data: {
            ...recorded.data,
            consignment_id: order.consignmentId,
            merchant_order_id: order.merchantOrderId,
            order_status: order.slug.replace(/_/g, ' '),
            order_status_slug: order.slug,
          },
        });
      }
      send(404, { message: 'no Route matched with those values' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fixture.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fixture;
}
