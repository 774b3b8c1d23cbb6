// Which bKash the server talks to (docs/decisions/150-bkash.md): BKASH_BASE_URL with its credentials, or,
// outside production without it, the offline sandbox started here and stopped with the app. Payments and
// payouts (decision 300) share one connection: the same credentials, token and sandbox.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createBkashProvider, type BkashProvider } from './bkash-provider.ts';
import type { BkashCredentials } from './bkash-client.ts';
import { createBkashPayouts, type BkashPayouts } from './bkash-payouts.ts';

// NOTE: keyed by the app's database handle, which every plugin of one app shares (plugins are encapsulated).
const connections = new WeakMap<Db, Promise<BkashCredentials | null>>();

function bkashCredentials(app: FastifyInstance): Promise<BkashCredentials | null> {
  let found = connections.get(app.db);
  if (!found) {
    found = connect(app);
    connections.set(app.db, found);
  }
  return found;
}

async function connect(app: FastifyInstance): Promise<BkashCredentials | null> {
  const { bkash, NODE_ENV } = app.config;
  if (!bkash) return null;
  if (bkash.kind === 'remote') return bkash;
  // NOTE: config.ts never picks the sandbox in production; this guards a hand-made Config as well.
  if (NODE_ENV === 'production') throw new Error('The bKash sandbox is refused in production');
  // Loaded only here, so the production bundle leaves the sandbox out (build.mjs, decision 400).
  const { SANDBOX_CREDENTIALS, startBkashSandbox } = await import('../../bkash-sandbox/sandbox-server.ts');
  const sandbox = await startBkashSandbox();
  app.addHook('onClose', () => sandbox.close());
  app.log.info({ baseUrl: sandbox.baseUrl }, 'bKash sandbox started (BKASH_BASE_URL)');
  return { baseUrl: sandbox.baseUrl, ...SANDBOX_CREDENTIALS };
}

export async function startBkash(app: FastifyInstance): Promise<BkashProvider | null> {
  const credentials = await bkashCredentials(app);
  return credentials && createBkashProvider(app.db, () => credentials, app.config.BKASH_TIMEOUT);
}

/** bKash's B2C payouts over the same connection, or null when bKash is off. */
export async function startBkashPayouts(app: FastifyInstance): Promise<BkashPayouts | null> {
  const credentials = await bkashCredentials(app);
  return credentials && createBkashPayouts(app.db, () => credentials, app.config.BKASH_TIMEOUT);
}
