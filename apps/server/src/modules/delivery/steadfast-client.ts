// Steadfast Courier's merchant API v1 (decision 310), and the offline courier sandbox that speaks it:
// `Api-Key`/`Secret-Key` headers; POST /create_order with our unique invoice; GET /status_by_cid/{id},
// /status_by_invoice/{invoice}, /status_by_trackingcode/{code}; webhooks `delivery_status` and
// `tracking_update` with the bearer token we gave Steadfast.
import { timingSafeEqual } from 'node:crypto';
import type { ParcelStatus } from '@boibazar/shared/delivery';
import { z } from 'zod';
import { deliveryFee, deliveryZone } from './delivery-fee.ts';
import {
  CourierError,
  type Consignment,
  type ConsignmentRequest,
  type CourierEvent,
  type CourierProvider,
  type ParcelRef,
  type ParcelState,
  type SettlementReport,
  type SettlementSummary,
} from './courier-provider.ts';
import { clock } from '../../lib/clock.ts';

export interface SteadfastSettings {
  name: 'sandbox' | 'steadfast';
  /** Up to /api/v1, no trailing slash. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** The bearer token Steadfast sends with each webhook call (set in its merchant panel). */
  webhookToken: string;
  timeoutMs: number;
  /** Only the sandbox cancels over the API; Steadfast cancels from its merchant panel. */
  cancelPath?: (consignmentId: string) => string;
}

/** Steadfast's delivery_status words → ours (decision 310). null: nothing we track changed. */
export function steadfastStatus(word: string): ParcelStatus | null {
  switch (word) {
    case 'in_review':
      return 'booked';
    case 'pending':
      return 'picked_up';
    case 'delivered':
    case 'delivered_approval_pending':
    case 'partial_delivered':
    case 'partial_delivered_approval_pending':
      return 'delivered';
    case 'cancelled':
    case 'cancelled_approval_pending':
      return 'returned';
    // The sandbox's own word: Steadfast has none for a lost parcel (its support reports it).
    case 'lost':
      return 'lost';
    default:
      // hold, unknown, unknown_approval_pending.
      return null;
  }
}

const createAnswer = z.object({
  status: z.number(),
  message: z.string().optional(),
  consignment: z.object({
    consignment_id: z.union([z.number(), z.string()]),
    invoice: z.string(),
    tracking_code: z.string(),
    status: z.string(),
  }),
});
const statusAnswer = z.object({ status: z.number(), delivery_status: z.string() });

const webhookBody = z.discriminatedUnion('notification_type', [
  z.object({
    notification_type: z.literal('delivery_status'),
    consignment_id: z.union([z.number(), z.string()]),
    invoice: z.string().nullish(),
    status: z.string(),
    cod_amount: z.number().optional(),
    delivery_charge: z.number().optional(),
    tracking_message: z.string().nullish(),
    updated_at: z.string(),
  }),
  z.object({
    notification_type: z.literal('tracking_update'),
    consignment_id: z.union([z.number(), z.string()]),
    invoice: z.string().nullish(),
    tracking_message: z.string(),
    updated_at: z.string(),
  }),
]);

// Steadfast's "Get Payments" (GET /payments) and "Get Single Payment with Consignments"
// (GET /payments/{payment_id}); the list may come bare or under `data` (decision 430).
const money = z.union([z.number(), z.string()]).transform((v) => Math.round(Number(v)));
const paymentFields = z.object({
  id: z.union([z.number(), z.string()]),
  amount: money,
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
const paymentsAnswer = z.union([
  z.array(paymentFields),
  z.object({ data: z.array(paymentFields) }).transform((a) => a.data),
]);
const paymentConsignment = z.object({
  consignment_id: z.union([z.number(), z.string()]),
  invoice: z.string().nullish(),
  cod_amount: money,
  delivery_charge: money,
});
const paymentWithConsignments = paymentFields.extend({ consignments: z.array(paymentConsignment) });
const paymentAnswer = z.union([
  paymentWithConsignments,
  z.object({ data: paymentWithConsignments }).transform((a) => a.data),
]);

/** Steadfast writes '2025-03-02 12:45:30' in Bangladesh time (UTC+6); ISO passes through. */
export function steadfastTime(value: string): string {
  const plain = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  const date = new Date(plain ? `${plain[1]}T${plain[2]}+06:00` : value);
  return Number.isNaN(date.getTime()) ? clock.nowIso() : date.toISOString();
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function createSteadfastProvider(
  settings: SteadfastSettings,
  fetchImpl: typeof fetch = fetch,
): CourierProvider {
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          'Api-Key': settings.apiKey,
          'Secret-Key': settings.secretKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new CourierError('timeout', `${settings.name}: no answer within ${settings.timeoutMs} ms`);
      throw new CourierError('unavailable', `${settings.name}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500)
      throw new CourierError('unavailable', `${settings.name} answered ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CourierError('unavailable', `${settings.name} answered ${response.status} without JSON`);
    }
    // Steadfast answers some refusals with HTTP 200 and its own status field.
    const status = (json as { status?: unknown }).status;
    if (response.status >= 400 || (typeof status === 'number' && status >= 400))
      throw new CourierError('refused', `${settings.name} refused: ${text.slice(0, 300)}`);
    return json;
  }

  const parse = <T>(schema: z.ZodType<T>, answer: unknown): T => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success)
      throw new CourierError('unavailable', `${settings.name} answered a shape we do not know`);
    return parsed.data;
  };

  return {
    name: settings.name,

    async quote({ fromDistrict, toDistrict, weightKg }) {
      const zone = deliveryZone(fromDistrict, toDistrict);
      return { zone, fee: deliveryFee(zone, weightKg) };
    },

    async createConsignment(request: ConsignmentRequest): Promise<Consignment> {
      const answer = parse(
        createAnswer,
        await call('POST', '/create_order', {
          invoice: request.invoice,
          recipient_name: request.recipient.name.slice(0, 100),
          recipient_phone: request.recipient.phone,
          recipient_address: request.recipient.address.slice(0, 250),
          cod_amount: request.codAmount,
          note: request.note,
          item_description: request.itemDescription,
          delivery_type: 0,
        }),
      );
      const c = answer.consignment;
      return {
        consignmentId: String(c.consignment_id),
        trackingCode: c.tracking_code,
        courierStatus: c.status,
        status: steadfastStatus(c.status) ?? 'booked',
      };
    },

    async status(ref: ParcelRef): Promise<ParcelState> {
      const path =
        'consignmentId' in ref
          ? `/status_by_cid/${encodeURIComponent(ref.consignmentId)}`
          : 'invoice' in ref
            ? `/status_by_invoice/${encodeURIComponent(ref.invoice)}`
            : `/status_by_trackingcode/${encodeURIComponent(ref.trackingCode)}`;
      const answer = parse(statusAnswer, await call('GET', path));
      return { courierStatus: answer.delivery_status, status: steadfastStatus(answer.delivery_status) };
    },

    async cancel(consignmentId: string) {
      if (!settings.cancelPath)
        throw new CourierError('refused', 'Steadfast cancels a parcel from its merchant panel only');
      await call('POST', settings.cancelPath(consignmentId));
    },

    async settlements(): Promise<SettlementSummary[]> {
      const answer = parse(paymentsAnswer, await call('GET', '/payments'));
      return answer.map((p) => ({
        reference: String(p.id),
        amount: p.amount,
        paidAt: steadfastTime(p.created_at ?? p.updated_at ?? ''),
      }));
    },

    async settlement(reference: string): Promise<SettlementReport> {
      const p = parse(paymentAnswer, await call('GET', `/payments/${encodeURIComponent(reference)}`));
      return {
        reference: String(p.id),
        amount: p.amount,
        paidAt: steadfastTime(p.created_at ?? p.updated_at ?? ''),
        parcels: p.consignments.map((c) => ({
          consignmentId: String(c.consignment_id),
          invoice: c.invoice ?? null,
          collected: c.cod_amount,
          charge: c.delivery_charge,
        })),
      };
    },

    verifyWebhook(headers, body): CourierEvent | null {
      const auth = headers.authorization;
      const given = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : '';
      if (!settings.webhookToken || !sameSecret(given, settings.webhookToken)) return null;
      const parsed = webhookBody.safeParse(body);
      if (!parsed.success) throw new CourierError('refused', 'Not a Steadfast notification we know');
      const event = parsed.data;
      const delivery = event.notification_type === 'delivery_status';
      return {
        consignmentId: String(event.consignment_id),
        invoice: event.invoice ?? null,
        status: delivery ? steadfastStatus(event.status) : null,
        courierStatus: delivery ? event.status : null,
        message: event.tracking_message ?? null,
        at: steadfastTime(event.updated_at),
      };
    },
  };
}
