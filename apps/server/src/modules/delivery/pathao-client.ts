// Pathao Courier's merchant API (decision 435), as its developer page publishes it (merchant.pathao.com →
// Developer API): an OAuth2 token from POST /aladdin/api/v1/issue-token (grant `password` with the client
// id/secret and the merchant's login, then grant `refresh_token` before it expires), sent as
// `Authorization: Bearer`; the seller's pickup store from POST /stores and GET /stores (decision 475); the
// fee from POST /merchant/price-plan (store, city and zone ids); POST /orders
// with our invoice as `merchant_order_id` and `amount_to_collect`; GET /orders/{consignment_id}/info; and
// webhooks carrying the merchant's webhook secret in `X-PATHAO-Signature`, with the integration handshake.
import { timingSafeEqual } from 'node:crypto';
import type { ParcelStatus } from '@boibazar/shared/delivery';
import type { District } from '@boibazar/shared/districts';
import { z } from 'zod';
import { DEFAULT_WEIGHT_KG, deliveryZone } from './delivery-fee.ts';
import {
  CourierError,
  type Consignment,
  type ConsignmentRequest,
  type CourierProvider,
  type ParcelRef,
  type ParcelState,
  type PickupPoint,
  type QuoteRequest,
  type WebhookVerdict,
} from './courier-provider.ts';
import { clock } from '../../lib/clock.ts';

/** Every path of the merchant API is under this prefix of the base URL. */
const API = '/aladdin/api/v1';
/** Pathao's `delivery_type`: 48 is its normal delivery (12 is on demand). */
const NORMAL_DELIVERY = 48;
/** Pathao's `item_type`: 2 is a parcel (1 a document). */
const PARCEL = 2;
/** Pathao takes 0.5 to 10 kg. */
const MIN_KG = 0.5;
const MAX_KG = 10;
/**
 * What the webhook page asks the callback to answer its handshake with, in the response header
 * `X-Pathao-Merchant-Webhook-Integration-Secret` (status 202 for the `webhook_integration` event). The
 * page prints this one value for every merchant; it is not a secret of ours and proves nothing.
 */
export const PATHAO_INTEGRATION_ANSWER = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
/** The request header that carries the webhook secret the merchant typed into Pathao's webhook page. */
export const PATHAO_SIGNATURE_HEADER = 'x-pathao-signature';
/** A token is renewed this long before Pathao says it expires (its tokens last 5 days). */
const RENEW_BEFORE_MS = 60 * 60_000;

export interface PathaoSettings {
  /** https://api-hermes.pathao.com (live) or https://courier-api-sandbox.pathao.com; no trailing slash. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The merchant panel's login (an email) and password: the token's `password` grant. */
  username: string;
  password: string;
  /** The merchant's default store (pickup point): for a seller with no store of their own (decision 475). */
  storeId: number;
  /** The secret typed into Pathao's webhook page; Pathao sends it in X-PATHAO-Signature. */
  webhookSecret: string;
  timeoutMs: number;
  /** The clock tokens expire by (tests move it). */
  now?: () => number;
}

/**
 * Pathao's words for an order's state → ours (decision 435). The webhook's events (`order.picked`) and the
 * order info's `order_status_slug` (`Picked`, `At_the_Sorting_HUB`) are both read through `pathaoWord`.
 * null: nothing we track changed (kept on the timeline).
 */
const STATUS_OF_WORD: Record<string, ParcelStatus | null> = {
  pending: 'booked',
  created: 'booked',
  'pickup-requested': 'booked',
  'assigned-for-pickup': 'booked',
  updated: null,
  'pickup-failed': null,
  picked: 'picked_up',
  // Each step after pickup implies it (a missed `order.picked` does not leave the parcel behind).
  'at-the-sorting-hub': 'picked_up',
  'in-transit': 'picked_up',
  'received-at-last-mile-hub': 'picked_up',
  'assigned-for-delivery': 'picked_up',
  delivered: 'delivered',
  'partial-delivery': 'delivered',
  returned: 'returned',
  return: 'returned',
  'paid-return': 'returned',
  'pickup-cancelled': 'cancelled',
  'delivery-failed': null,
  'on-hold': null,
  paid: null,
  'payment-invoice': null,
  exchanged: null,
  exchange: null,
  'return-id-created': null,
  'return-in-transit': null,
  'returned-to-merchant': null,
};

/** `order.At_the_Sorting_HUB`, `Pickup_Requested`, `order.in-transit` → `at-the-sorting-hub` … */
export function pathaoWord(value: string): string {
  return value
    .trim()
    .replace(/^order\./i, '')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/** A Pathao event or status slug → our parcel state; null: nothing we track (or a word we do not know). */
export function pathaoStatus(value: string): ParcelStatus | null {
  return STATUS_OF_WORD[pathaoWord(value)] ?? null;
}

/** Pathao writes `updated_at` as '2024-12-27 23:53:23' in Bangladesh time and `timestamp` in ISO. */
export function pathaoTime(timestamp: string | null | undefined, updatedAt: string | null | undefined) {
  const iso = timestamp ? new Date(timestamp) : null;
  if (iso && !Number.isNaN(iso.getTime())) return iso.toISOString();
  const plain = updatedAt ? /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(updatedAt) : null;
  const date = plain ? new Date(`${plain[1]}T${plain[2]}+06:00`) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : clock.nowIso();
}

// Our 64 districts as the government spells them since 2018 → the spellings Pathao's city list is known to
// use (its README examples: "B. Baria", "Barisal", "Cox's Bazar", "Cumilla"). Both are tried.
const CITY_ALIASES: Partial<Record<District, string[]>> = {
  Barishal: ['Barisal'],
  Bogura: ['Bogra'],
  Brahmanbaria: ['B. Baria', 'B Baria'],
  Chapainawabganj: ['Chapai Nawabganj', 'Nawabganj'],
  Chattogram: ['Chittagong'],
  Cumilla: ['Comilla'],
  Jashore: ['Jessore'],
  Jhalokati: ['Jhalokathi'],
  Moulvibazar: ['Maulvibazar'],
  Netrokona: ['Netrakona'],
};
const letters = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

const token = z.object({
  token_type: z.string(),
  expires_in: z.number(),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
});
const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ message: z.string().optional(), type: z.string().optional(), code: z.number(), data });
const cities = envelope(
  z.object({ data: z.array(z.object({ city_id: z.number(), city_name: z.string() })) }),
);
const zones = envelope(z.object({ data: z.array(z.object({ zone_id: z.number(), zone_name: z.string() })) }));
const areas = envelope(
  z.object({
    data: z.array(
      z.object({ area_id: z.number(), area_name: z.string(), pickup_available: z.boolean().optional() }),
    ),
  }),
);
const storeMade = envelope(z.object({ store_name: z.string() }));
const stores = envelope(
  z.object({
    data: z.array(
      z.object({ store_id: z.number(), store_name: z.string(), is_active: z.number().optional() }),
    ),
  }),
);
const price = envelope(z.object({ price: z.number(), final_price: z.number() }));
const created = envelope(
  z.object({
    consignment_id: z.string(),
    merchant_order_id: z.string().nullish(),
    order_status: z.string(),
    delivery_fee: z.number().optional(),
  }),
);
const info = envelope(
  z.object({
    consignment_id: z.string(),
    merchant_order_id: z.string().nullish(),
    order_status: z.string(),
    order_status_slug: z.string().optional(),
    updated_at: z.string().nullish(),
  }),
);
const webhookBody = z.object({
  event: z.string().min(1),
  consignment_id: z.string().optional(),
  merchant_order_id: z.string().nullish(),
  updated_at: z.string().nullish(),
  timestamp: z.string().nullish(),
  reason: z.string().nullish(),
  invoice_id: z.string().nullish(),
  collected_amount: z.number().optional(),
});

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Readable timeline text for an event or slug: `at-the-sorting-hub` → "At the sorting hub". */
const spoken = (word: string) => {
  const text = pathaoWord(word).replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function createPathaoProvider(
  settings: PathaoSettings,
  fetchImpl: typeof fetch = fetch,
): CourierProvider {
  if (settings.webhookSecret === PATHAO_INTEGRATION_ANSWER)
    throw new Error(
      "COURIER_WEBHOOK_TOKEN must be BoiBazar's own secret, not the value Pathao's webhook page prints for the handshake",
    );
  const now = settings.now ?? Date.now;
  let held: { access: string; refresh: string; renewAt: number } | null = null;
  let issuing: Promise<string> | null = null;
  let cityList: Promise<Array<{ city_id: number; city_name: string }>> | null = null;
  const zoneLists = new Map<number, Promise<Array<{ zone_id: number; zone_name: string }>>>();

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    bearer: string | null,
  ): Promise<{ status: number; json: unknown; text: string }> {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.baseUrl}${API}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json; charset=UTF-8',
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new CourierError('timeout', `pathao: no answer within ${settings.timeoutMs} ms`);
      throw new CourierError('unavailable', `pathao: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500) throw new CourierError('unavailable', `pathao answered ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CourierError('unavailable', `pathao answered ${response.status} without JSON`);
    }
    return { status: response.status, json, text };
  }

  const parse = <T>(schema: z.ZodType<T>, answer: unknown): T => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new CourierError('unavailable', 'pathao answered a shape we do not know');
    return parsed.data;
  };

  async function issue(grant: 'password' | 'refresh_token'): Promise<string> {
    const body =
      grant === 'password'
        ? {
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            grant_type: 'password',
            username: settings.username,
            password: settings.password,
          }
        : {
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            grant_type: 'refresh_token',
            refresh_token: held!.refresh,
          };
    const answer = await send('POST', '/issue-token', body, null);
    if (answer.status >= 400) {
      // A refresh token that is no longer good: start again from the merchant's login.
      if (grant === 'refresh_token') return issue('password');
      throw new CourierError('refused', `pathao refused the token: ${answer.text.slice(0, 300)}`);
    }
    const t = parse(token, answer.json);
    // Renewed an hour before it expires (half-way through a token that lasts under two hours).
    const lifetime = t.expires_in * 1000;
    held = {
      access: t.access_token,
      refresh: t.refresh_token,
      renewAt: now() + Math.max(lifetime - RENEW_BEFORE_MS, lifetime / 2),
    };
    return t.access_token;
  }

  /** The access token, issued on first use and renewed (refresh grant) before it expires. */
  function accessToken(): Promise<string> {
    if (held && now() < held.renewAt) return Promise.resolve(held.access);
    issuing ??= issue(held ? 'refresh_token' : 'password').finally(() => {
      issuing = null;
    });
    return issuing;
  }

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    let answer = await send(method, path, body, await accessToken());
    if (answer.status === 401) {
      // Revoked before its time: one new token from the login, then one more try.
      held = null;
      answer = await send(method, path, body, await accessToken());
    }
    if (answer.status >= 400)
      throw new CourierError('refused', `pathao refused: ${answer.text.slice(0, 300)}`);
    return answer.json;
  }

  async function cityOf(district: District): Promise<number> {
    cityList ??= (async () => parse(cities, await call('GET', '/city-list')).data.data)();
    const list = await cityList.catch((error: unknown) => {
      cityList = null;
      throw error;
    });
    const names = [district, ...(CITY_ALIASES[district] ?? [])].map(letters);
    const city = list.find((c) => names.includes(letters(c.city_name)));
    if (!city) throw new CourierError('refused', `pathao lists no city for ${district}`);
    return city.city_id;
  }

  async function zoneOf(cityId: number, area: string | undefined): Promise<number> {
    let list = zoneLists.get(cityId);
    if (!list) {
      list = (async () => parse(zones, await call('GET', `/cities/${cityId}/zone-list`)).data.data)();
      zoneLists.set(cityId, list);
    }
    const all = await list.catch((error: unknown) => {
      zoneLists.delete(cityId);
      throw error;
    });
    if (all.length === 0) throw new CourierError('refused', `pathao lists no zone in city ${cityId}`);
    const wanted = area ? letters(area) : '';
    const match = wanted ? all.find((z) => letters(z.zone_name) === wanted) : undefined;
    return (match ?? all[0]!).zone_id;
  }

  async function areaOf(zoneId: number, area: string): Promise<number> {
    const all = parse(areas, await call('GET', `/zones/${zoneId}/area-list`)).data.data;
    if (all.length === 0) throw new CourierError('refused', `pathao lists no area in zone ${zoneId}`);
    const wanted = letters(area);
    const match = wanted ? all.find((a) => letters(a.area_name) === wanted) : undefined;
    return (match ?? all.find((a) => a.pickup_available !== false) ?? all[0]!).area_id;
  }

  /** Our store of this name, when Pathao lists one (a creation retried after a lost answer finds it). */
  async function storeNamed(name: string): Promise<number | null> {
    const list = parse(stores, await call('GET', '/stores')).data.data;
    return list.find((s) => s.store_name === name)?.store_id ?? null;
  }

  /** A store id we keep as text → the integer Pathao's calls take; none: the default store. */
  const storeOf = (storeId: string | undefined) => {
    const id = storeId === undefined ? NaN : Number(storeId);
    return Number.isSafeInteger(id) && id > 0 ? id : settings.storeId;
  };

  return {
    name: 'pathao',

    async pickupStore(pickup: PickupPoint) {
      // Pathao answers a new store with its name only: it is found again by that name in the store list.
      const name = `BoiBazar ${pickup.key}`.slice(0, 50);
      const found = await storeNamed(name);
      if (found !== null) return { storeId: String(found), storeName: name };
      const cityId = await cityOf(pickup.district);
      const zoneId = await zoneOf(cityId, pickup.thana || undefined);
      const areaId = await areaOf(zoneId, pickup.area || pickup.thana);
      parse(
        storeMade,
        await call('POST', '/stores', {
          name,
          contact_name: pickup.contactName.slice(0, 50).padEnd(3, '.'),
          contact_number: pickup.phone,
          address: pickup.address,
          city_id: cityId,
          zone_id: zoneId,
          area_id: areaId,
        }),
      );
      const made = await storeNamed(name);
      if (made === null)
        throw new CourierError('unavailable', `pathao does not list the store ${name} it made`);
      return { storeId: String(made), storeName: name };
    },

    async quote({ fromDistrict, toDistrict, toArea, weightKg, storeId }: QuoteRequest) {
      const cityId = await cityOf(toDistrict);
      const zoneId = await zoneOf(cityId, toArea);
      const answer = parse(
        price,
        await call('POST', '/merchant/price-plan', {
          store_id: storeOf(storeId),
          item_type: PARCEL,
          delivery_type: NORMAL_DELIVERY,
          item_weight: Math.min(MAX_KG, Math.max(MIN_KG, weightKg)),
          recipient_city: cityId,
          recipient_zone: zoneId,
        }),
      );
      // Pathao may price in paisa (83.46); the buyer pays whole Taka, never less than the courier's charge.
      return { zone: deliveryZone(fromDistrict, toDistrict), fee: Math.ceil(answer.data.final_price) };
    },

    async createConsignment(request: ConsignmentRequest): Promise<Consignment> {
      const answer = parse(
        created,
        await call('POST', '/orders', {
          store_id: storeOf(request.storeId),
          merchant_order_id: request.invoice,
          recipient_name: request.recipient.name.slice(0, 100),
          recipient_phone: request.recipient.phone,
          recipient_address: request.recipient.address.slice(0, 220),
          delivery_type: NORMAL_DELIVERY,
          item_type: PARCEL,
          special_instruction: request.note,
          item_quantity: 1,
          item_weight: DEFAULT_WEIGHT_KG,
          item_description: request.itemDescription,
          amount_to_collect: request.codAmount,
        }),
      );
      const c = answer.data;
      return {
        consignmentId: c.consignment_id,
        // Pathao's consignment id is what its tracking page and its riders read.
        trackingCode: c.consignment_id,
        courierStatus: c.order_status,
        status: pathaoStatus(c.order_status) ?? 'booked',
      };
    },

    async status(ref: ParcelRef): Promise<ParcelState> {
      if ('invoice' in ref)
        // The published API has no look-up by merchant_order_id: a booking whose answer was lost waits for
        // Pathao's first webhook (it names our invoice and the consignment), see decision 435.
        throw new CourierError('unavailable', 'pathao has no look-up by merchant order id');
      const id = 'consignmentId' in ref ? ref.consignmentId : ref.trackingCode;
      const answer = parse(info, await call('GET', `/orders/${encodeURIComponent(id)}/info`));
      const word = answer.data.order_status_slug ?? answer.data.order_status;
      return { courierStatus: word, status: pathaoStatus(word) };
    },

    async cancel() {
      throw new CourierError('refused', 'Pathao cancels a parcel from its merchant panel only');
    },

    async settlements() {
      // Pathao's published merchant API has no payments call; its `order.paid` webhook (an invoice id) goes
      // on the parcel's timeline, and the reconciliation keeps reporting the cash as owed (decision 435).
      return [];
    },

    async settlement(reference: string) {
      throw new CourierError('refused', `pathao publishes no payment ${reference} to read`);
    },

    webhookAnswerHeaders: { [PATHAO_INTEGRATION_HEADER]: PATHAO_INTEGRATION_ANSWER },

    verifyWebhook(headers, body): WebhookVerdict {
      const given = headers[PATHAO_SIGNATURE_HEADER];
      if (typeof given !== 'string' || !settings.webhookSecret || !sameSecret(given, settings.webhookSecret))
        return null;
      const parsed = webhookBody.safeParse(body);
      if (!parsed.success) throw new CourierError('refused', 'Not a Pathao webhook we know');
      const event = parsed.data;
      // The handshake Pathao's webhook page sends when the URL is saved, and the store's own events.
      if (event.event === 'webhook_integration' || event.event.startsWith('store.')) return 'acknowledge';
      if (!event.event.startsWith('order.') || !event.consignment_id)
        throw new CourierError('refused', 'Not a Pathao webhook we know');
      const details = [event.reason, event.invoice_id ? `invoice ${event.invoice_id}` : null].filter(Boolean);
      return {
        consignmentId: event.consignment_id,
        trackingCode: event.consignment_id,
        invoice: event.merchant_order_id ?? null,
        status: pathaoStatus(event.event),
        courierStatus: event.event,
        message: [spoken(event.event), ...details].join(': '),
        at: pathaoTime(event.timestamp, event.updated_at),
      };
    },
  };
}
