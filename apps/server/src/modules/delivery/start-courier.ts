// Which courier the server talks to (decisions 310, 435): Steadfast with its keys, Pathao with its client,
// login and store, or, outside production, the
// offline courier sandbox: a shared one at COURIER_BASE_URL, else one started here, stopped with the app,
// that reports to this app's own webhook in-process.
import type { FastifyInstance } from 'fastify';
import { deliveryPaths } from '@boibazar/shared/delivery';
import { SANDBOX_COURIER_CREDENTIALS, startCourierSandbox } from '../../courier-sandbox/sandbox-server.ts';
import type { CourierProvider } from './courier-provider.ts';
import { createPathaoProvider } from './pathao-client.ts';
import { createSteadfastProvider } from './steadfast-client.ts';
import { deliveryFeeOfInvoice } from './settlement-repository.ts';

// The courier each app talks to, by its database handle: orders book parcels and quote fees through it.
const couriers = new WeakMap<object, CourierProvider | null>();

/** The app's courier (null when delivery by courier is off); the delivery routes start it. */
export const courierOf = (app: Pick<FastifyInstance, 'db'>): CourierProvider | null =>
  couriers.get(app.db) ?? null;

export async function startCourier(app: FastifyInstance): Promise<CourierProvider | null> {
  const courier = await makeCourier(app);
  couriers.set(app.db, courier);
  return courier;
}

async function makeCourier(app: FastifyInstance): Promise<CourierProvider | null> {
  const { courier, NODE_ENV } = app.config;
  if (!courier) return null;
  if (courier.kind === 'steadfast') return createSteadfastProvider({ name: 'steadfast', ...courier });
  if (courier.kind === 'pathao') return createPathaoProvider(courier);

  // NOTE: config.ts never picks the sandbox in production; this guards a hand-made Config as well.
  if (NODE_ENV === 'production') throw new Error('The courier sandbox is refused in production');
  let baseUrl = courier.baseUrl;
  if (!baseUrl) {
    const webhook = `/api${deliveryPaths.webhook('sandbox')}`;
    const sandbox = await startCourierSandbox({
      stepMs: courier.stepMs,
      // It charges what BoiBazar quoted (the same rate card), so its settlements add up (decision 430).
      chargeOf: async (parcel) => (await deliveryFeeOfInvoice(app.db, parcel.invoice)) ?? 60,
      notify: async (body, headers) => {
        await app.inject({ method: 'POST', url: webhook, headers, payload: JSON.stringify(body) });
      },
    });
    app.addHook('onClose', () => sandbox.close());
    app.log.info({ baseUrl: sandbox.baseUrl }, 'courier sandbox started (COURIER_BASE_URL)');
    baseUrl = sandbox.baseUrl;
  }
  return createSteadfastProvider({
    name: 'sandbox',
    baseUrl,
    apiKey: SANDBOX_COURIER_CREDENTIALS.apiKey,
    secretKey: SANDBOX_COURIER_CREDENTIALS.secretKey,
    webhookToken: courier.webhookToken ?? SANDBOX_COURIER_CREDENTIALS.webhookToken,
    timeoutMs: courier.timeoutMs,
    cancelPath: (id) => `/cancel_order/${encodeURIComponent(id)}`,
  });
}
