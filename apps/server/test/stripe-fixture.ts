// A local stand-in for api.stripe.com (the network is closed here): it answers the four calls BoiBazar
// makes with Stripe's JSON shapes (fixtures/stripe/, written after Stripe's API reference because no live
// account is reachable to record from), keeping the intents it handed out in memory.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const recorded = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(here, 'fixtures/stripe', `${name}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

export interface FakeIntent extends Record<string, unknown> {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface StripeFixture {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Every refund made, as Stripe would list it (a test may change one to forge a mismatch). */
  refunds: Array<Record<string, unknown> & { payment_intent: string; amount: number; status?: unknown }>;
  calls: Array<{ method: string; path: string; form: URLSearchParams; idempotencyKey?: string }>;
  /** What Stripe.js does when the buyer's card is accepted. */
  succeed(id: string): FakeIntent;
  close(): Promise<void>;
}

export async function startStripeFixture(): Promise<StripeFixture> {
  const intents = new Map<string, FakeIntent>();
  const calls: StripeFixture['calls'] = [];
  const refunds: StripeFixture['refunds'] = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const key = req.headers['idempotency-key'];
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        form,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(json));
      };
      const missing = () => send(404, recorded('error_resource_missing'));
      const parts = url.pathname.split('/').filter(Boolean);

      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        counter += 1;
        const id = `pi_3Qfixture${String(counter).padStart(8, '0')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const m = /^metadata\[(.+)\]$/.exec(key);
          if (m) metadata[m[1]] = value;
        }
        const intent = {
          ...recorded('payment_intent'),
          id,
          client_secret: `${id}_secret_${counter}fixture`,
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          receipt_email: form.get('receipt_email'),
          metadata,
          status: 'requires_payment_method',
        } as FakeIntent;
        intents.set(id, intent);
        return send(200, intent);
      }
      if (parts[0] === 'v1' && parts[1] === 'payment_intents' && parts[2]) {
        const intent = intents.get(parts[2]);
        if (!intent) return missing();
        if (req.method === 'GET' && parts.length === 3) return send(200, intent);
        if (req.method === 'POST' && parts[3] === 'cancel') {
          if (intent.status === 'succeeded')
            return send(400, {
              error: {
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of succeeded.`,
                type: 'invalid_request_error',
              },
            });
          intent.status = 'canceled';
          intent.canceled_at = Math.floor(Date.now() / 1000);
          return send(200, intent);
        }
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent) return missing();
        if (intent.refunded)
          return send(400, {
            error: {
              code: 'charge_already_refunded',
              message: 'Charge has already been refunded.',
              type: 'invalid_request_error',
            },
          });
        const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount;
        if (amount > intent.amount)
          return send(400, {
            error: {
              code: 'amount_too_large',
              message: `Refund amount (${amount}) is greater than charge amount (${intent.amount})`,
              type: 'invalid_request_error',
            },
          });
        intent.refunded = true;
        const refund = {
          ...recorded('refund'),
          id: `re_fixture_${++counter}`,
          payment_intent: intent.id,
          amount,
        };
        refunds.push(refund);
        return send(200, refund);
      }
      // The refunds of one intent (what the reconciliation asks, decision 441), as Stripe lists them.
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const of = url.searchParams.get('payment_intent');
        const data = refunds.filter((r) => r.payment_intent === of);
        return send(200, { object: 'list', url: '/v1/refunds', has_more: false, data });
      }
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    calls,
    refunds,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
