// The offline courier sandbox (docs/decisions/310-courier-delivery.md): a small HTTP server answering
// Steadfast's merchant API shapes (create_order, status_by_cid / _invoice / _trackingcode) with the
// sandbox's credentials, moving each parcel along on its own clock (one stage per `stepMs`) or when a test
// or a tester says so, and calling BoiBazar's webhook with the bearer token as Steadfast does. It can be
// told to fail (5xx) or to time out. Never started in production.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testerPage } from './tester-page.ts';

export const SANDBOX_COURIER_CREDENTIALS = {
  apiKey: 'boibazar-courier-sandbox-key',
  secretKey: 'boibazar-courier-sandbox-secret',
  webhookToken: 'boibazar-courier-sandbox-webhook-token',
} as const;

export const API_PREFIX = '/api/v1';

/** The stages a parcel passes, in order; `returned` and `lost` end it instead of `delivered`. */
export const SANDBOX_STAGES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'lost',
] as const;
export type SandboxStage = (typeof SANDBOX_STAGES)[number];
const FINAL: SandboxStage[] = ['delivered', 'returned', 'lost'];

/** Each stage as Steadfast words it: its delivery_status (if it changes) and the tracking message. */
const WORDS: Record<SandboxStage, { deliveryStatus: string | null; message: string }> = {
  booked: { deliveryStatus: 'in_review', message: 'Consignment has been created' },
  picked_up: { deliveryStatus: 'pending', message: 'Parcel picked up from the merchant' },
  in_transit: { deliveryStatus: null, message: 'Parcel sent to the destination hub' },
  out_for_delivery: { deliveryStatus: null, message: 'Parcel is out for delivery' },
  delivered: { deliveryStatus: 'delivered', message: 'Parcel delivered to the recipient' },
  returned: { deliveryStatus: 'cancelled', message: 'Delivery cancelled; parcel returned to the merchant' },
  lost: { deliveryStatus: 'lost', message: 'Parcel reported lost' },
};

export interface SandboxParcel {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string | null;
  stage: SandboxStage;
  cancelled: boolean;
  created_at: string;
  updated_at: string;
}

/** How create_order behaves: as Steadfast would, with a 503, or by never answering (the parcel is made). */
export type SandboxMode = 'ok' | 'fail' | 'timeout';

export interface CourierSandboxOptions {
  host?: string;
  port?: number;
  /** One stage per this many ms for every parcel not at its end; 0 stops the clock. */
  stepMs?: number;
  /**
   * Delivers a webhook call (a JSON body and its headers) to BoiBazar. The embedded sandbox hands it to the
   * app in-process; the stand-alone one POSTs to BOIBAZAR_WEBHOOK_URL.
   */
  notify?: (body: object, headers: Record<string, string>) => Promise<void>;
  /**
   * The delivery charge of a parcel in its settlement (decision 430). The sandbox has no rate card of its
   * own; the embedded one asks BoiBazar for the fee it quoted, a test says what it wants. Default 60.
   */
  chargeOf?: (parcel: Readonly<SandboxParcel>) => number | Promise<number>;
}

/** A payment of the cash collected less the charges, as Steadfast's GET /payments/{id} answers it. */
export interface SandboxPayment {
  id: number;
  amount: number;
  created_at: string;
  consignments: Array<{
    consignment_id: number;
    invoice: string;
    tracking_code: string;
    cod_amount: number;
    delivery_charge: number;
    status: string;
  }>;
}

export interface CourierSandbox {
  /** The base URL to give COURIER_BASE_URL (ends in /api/v1). */
  baseUrl: string;
  origin: string;
  calls: Record<string, number>;
  parcel(consignmentId: string): Readonly<SandboxParcel> | undefined;
  parcels(): readonly Readonly<SandboxParcel>[];
  /** Moves a parcel to a later stage (as a test or the tester page does) and calls the webhook. */
  advance(consignmentId: string, to: SandboxStage): Promise<void>;
  setMode(mode: SandboxMode): void;
  /**
   * Pays BoiBazar for every delivered parcel not settled yet (the collected cash less the charges), as a
   * courier's settlement does; `amount` overrides what it pays (a settlement that does not add up). Null
   * when there is nothing to settle.
   */
  settle(options?: { amount?: number }): Promise<SandboxPayment | null>;
  payments(): readonly SandboxPayment[];
  /** Every webhook call made, in order (tests replay them). */
  sent: { body: object; headers: Record<string, string> }[];
  close(): Promise<void>;
}

const steadfastTime = (date = new Date()) => {
  const local = new Date(date.getTime() + 6 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
};

export async function startCourierSandbox(options: CourierSandboxOptions = {}): Promise<CourierSandbox> {
  const parcels = new Map<number, SandboxParcel>();
  const calls: Record<string, number> = {};
  const sent: CourierSandbox['sent'] = [];
  let mode: SandboxMode = 'ok';
  let nextId = 1_424_100 + Math.floor(Math.random() * 1000);
  const hanging = new Set<http.ServerResponse>();
  const payments: SandboxPayment[] = [];
  const settled = new Set<number>();
  let nextPaymentId = 90_000 + Math.floor(Math.random() * 1000);

  async function settle(settleOptions: { amount?: number } = {}): Promise<SandboxPayment | null> {
    const due = [...parcels.values()].filter(
      (p) => p.stage === 'delivered' && !p.cancelled && !settled.has(p.consignment_id),
    );
    if (due.length === 0) return null;
    const consignments = [];
    for (const p of due) {
      settled.add(p.consignment_id);
      consignments.push({
        consignment_id: p.consignment_id,
        invoice: p.invoice,
        tracking_code: p.tracking_code,
        cod_amount: p.cod_amount,
        delivery_charge: (await options.chargeOf?.(p)) ?? 60,
        status: 'delivered',
      });
    }
    const net = consignments.reduce((sum, c) => sum + c.cod_amount - c.delivery_charge, 0);
    const payment = {
      id: nextPaymentId++,
      amount: settleOptions.amount ?? net,
      created_at: steadfastTime(),
      consignments,
    };
    payments.unshift(payment);
    return payment;
  }

  async function notify(body: object) {
    const headers = {
      authorization: `Bearer ${SANDBOX_COURIER_CREDENTIALS.webhookToken}`,
      'content-type': 'application/json',
    };
    sent.push({ body, headers });
    try {
      await options.notify?.(body, headers);
    } catch {
      // Steadfast retries a failed call twice; the poller covers anything lost, so the sandbox does not.
    }
  }

  async function moveTo(parcel: SandboxParcel, to: SandboxStage) {
    const from = SANDBOX_STAGES.indexOf(parcel.stage);
    if (FINAL.includes(parcel.stage) || parcel.cancelled || SANDBOX_STAGES.indexOf(to) <= from) return false;
    parcel.stage = to;
    parcel.updated_at = new Date().toISOString();
    const words = WORDS[to];
    const base = {
      consignment_id: parcel.consignment_id,
      invoice: parcel.invoice,
      tracking_message: words.message,
      updated_at: steadfastTime(),
    };
    await notify(
      words.deliveryStatus
        ? {
            notification_type: 'delivery_status',
            ...base,
            status: words.deliveryStatus,
            cod_amount: to === 'delivered' ? parcel.cod_amount : 0,
            delivery_charge: 60,
          }
        : { notification_type: 'tracking_update', ...base },
    );
    return true;
  }

  const byId = (id: string) => parcels.get(Number(id));
  const find = (kind: string, key: string) =>
    kind === 'cid'
      ? byId(key)
      : [...parcels.values()].find((p) => (kind === 'invoice' ? p.invoice : p.tracking_code) === key);
  const deliveryStatus = (p: SandboxParcel) => {
    if (p.cancelled) return 'cancelled';
    for (let i = SANDBOX_STAGES.indexOf(p.stage); i >= 0; i -= 1) {
      const word = WORDS[SANDBOX_STAGES[i]!].deliveryStatus;
      if (word) return word;
    }
    return 'in_review';
  };

  const send = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  async function readBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return {};
    if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(text));
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  }

  async function createOrder(req: http.IncomingMessage, res: http.ServerResponse) {
    const body = await readBody(req);
    if (mode === 'fail') return send(res, 503, { status: 503, message: 'Service Unavailable' });
    const errors: Record<string, string[]> = {};
    const invoice = String(body.invoice ?? '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(invoice)) errors.invoice = ['The invoice field is required.'];
    else if (find('invoice', invoice)) errors.invoice = ['The invoice has already been taken.'];
    if (!body.recipient_name) errors.recipient_name = ['The recipient name field is required.'];
    if (!/^\d{11}$/.test(String(body.recipient_phone ?? '')))
      errors.recipient_phone = ['The recipient phone must be 11 digits.'];
    if (!body.recipient_address) errors.recipient_address = ['The recipient address field is required.'];
    const cod = Number(body.cod_amount);
    if (!Number.isFinite(cod) || cod < 0) errors.cod_amount = ['The cod amount must be at least 0.'];
    if (Object.keys(errors).length > 0) return send(res, 422, { status: 400, errors });

    const now = new Date().toISOString();
    const parcel: SandboxParcel = {
      consignment_id: nextId++,
      invoice,
      tracking_code: randomBytes(4).toString('hex').toUpperCase(),
      recipient_name: String(body.recipient_name),
      recipient_phone: String(body.recipient_phone),
      recipient_address: String(body.recipient_address),
      cod_amount: cod,
      note: body.note ? String(body.note) : null,
      stage: 'booked',
      cancelled: false,
      created_at: now,
      updated_at: now,
    };
    parcels.set(parcel.consignment_id, parcel);
    // NOTE: a timeout makes the parcel and never answers, like a courier whose answer was lost.
    if (mode === 'timeout') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    const { stage: _stage, cancelled: _cancelled, ...shown } = parcel;
    send(res, 200, {
      status: 200,
      message: 'Consignment has been created successfully.',
      consignment: { ...shown, status: 'in_review' },
    });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      const path = url.pathname;
      if (path.startsWith(API_PREFIX)) {
        const call = path.slice(API_PREFIX.length + 1).split('/')[0] ?? '';
        calls[call] = (calls[call] ?? 0) + 1;
        if (
          req.headers['api-key'] !== SANDBOX_COURIER_CREDENTIALS.apiKey ||
          req.headers['secret-key'] !== SANDBOX_COURIER_CREDENTIALS.secretKey
        )
          return send(res, 401, { status: 401, message: 'Unauthorized' });
        if (req.method === 'POST' && path === `${API_PREFIX}/create_order`) return createOrder(req, res);
        const status = /^\/api\/v1\/status_by_(cid|invoice|trackingcode)\/([^/]+)$/.exec(path);
        if (req.method === 'GET' && status) {
          if (mode === 'fail') return send(res, 503, { status: 503, message: 'Service Unavailable' });
          const parcel = find(status[1]!, decodeURIComponent(status[2]!));
          if (!parcel) return send(res, 404, { status: 404, message: 'Consignment not found' });
          return send(res, 200, { status: 200, delivery_status: deliveryStatus(parcel) });
        }
        if (req.method === 'GET' && path === `${API_PREFIX}/payments`) {
          if (mode === 'fail') return send(res, 503, { status: 503, message: 'Service Unavailable' });
          return send(res, 200, {
            status: 200,
            data: payments.map(({ consignments: _c, ...p }) => p),
          });
        }
        const payment = /^\/api\/v1\/payments\/(\d+)$/.exec(path);
        if (req.method === 'GET' && payment) {
          if (mode === 'fail') return send(res, 503, { status: 503, message: 'Service Unavailable' });
          const found = payments.find((p) => p.id === Number(payment[1]));
          if (!found) return send(res, 404, { status: 404, message: 'Payment not found' });
          return send(res, 200, { status: 200, data: found });
        }
        // The sandbox's own call (Steadfast has none): cancel a parcel not yet picked up.
        const cancel = /^\/api\/v1\/cancel_order\/(\d+)$/.exec(path);
        if (req.method === 'POST' && cancel) {
          if (mode === 'fail') return send(res, 503, { status: 503, message: 'Service Unavailable' });
          const parcel = byId(cancel[1]!);
          if (!parcel) return send(res, 404, { status: 404, message: 'Consignment not found' });
          if (parcel.stage !== 'booked' || parcel.cancelled)
            return send(res, 409, {
              status: 409,
              message: 'Only a parcel not yet picked up can be cancelled',
            });
          parcel.cancelled = true;
          parcel.updated_at = new Date().toISOString();
          return send(res, 200, { status: 200, message: 'Consignment cancelled' });
        }
        return send(res, 404, { status: 404, message: 'Not found' });
      }
      // The sandbox's own calls: the tester page, and what tests and testers push along.
      const action = /^\/sandbox\/parcels\/(\d+)\/advance$/.exec(path);
      if (req.method === 'POST' && action) {
        const parcel = byId(action[1]!);
        if (!parcel) return send(res, 404, { status: 404, message: 'Consignment not found' });
        const body = await readBody(req);
        const to = String(body.to ?? '') as SandboxStage;
        if (!SANDBOX_STAGES.includes(to)) return send(res, 400, { status: 400, message: 'Unknown stage' });
        const moved = await moveTo(parcel, to);
        if (body.back === 'page') {
          res.writeHead(303, { location: '/' });
          return res.end();
        }
        return send(res, moved ? 200 : 409, { status: moved ? 200 : 409, stage: parcel.stage });
      }
      if (req.method === 'POST' && path === '/sandbox/settle') {
        const body = await readBody(req);
        const made = await settle();
        if (body.back === 'page') {
          res.writeHead(303, { location: '/' });
          return res.end();
        }
        return send(res, made ? 200 : 409, { status: made ? 200 : 409, payment: made });
      }
      if (req.method === 'POST' && path === '/sandbox/mode') {
        const body = await readBody(req);
        const wanted = String(body.mode ?? '') as SandboxMode;
        if (!['ok', 'fail', 'timeout'].includes(wanted))
          return send(res, 400, { status: 400, message: 'mode is ok, fail or timeout' });
        mode = wanted;
        return send(res, 200, { status: 200, mode });
      }
      if (req.method === 'GET' && path === '/')
        return send(res, 200, testerPage([...parcels.values()], mode), 'text/html; charset=utf-8');
      send(res, 404, { status: 404, message: 'Not found' });
    })().catch(() => {
      if (!res.headersSent) send(res, 500, { status: 500, message: 'Server Error' });
    });
  });

  const stepMs = options.stepMs ?? 30_000;
  const clock =
    stepMs > 0
      ? setInterval(() => {
          for (const parcel of parcels.values()) {
            if (parcel.cancelled || FINAL.includes(parcel.stage)) continue;
            const next = SANDBOX_STAGES[SANDBOX_STAGES.indexOf(parcel.stage) + 1]!;
            void moveTo(parcel, next);
          }
        }, stepMs)
      : null;
  clock?.unref();

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}${API_PREFIX}`,
    origin,
    calls,
    sent,
    parcel: (id) => byId(id),
    parcels: () => [...parcels.values()],
    async advance(id, to) {
      const parcel = byId(id);
      if (!parcel) throw new Error(`No sandbox parcel ${id}`);
      await moveTo(parcel, to);
    },
    setMode(next) {
      mode = next;
    },
    settle,
    payments: () => payments,
    async close() {
      if (clock) clearInterval(clock);
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
