// Which bKash the server talks to (docs/decisions/150-bkash.md): BKASH_BASE_URL with its credentials, or,
// outside production without it, the offline sandbox started here and stopped with the app.
import type { FastifyInstance } from 'fastify';
import { SANDBOX_CREDENTIALS, startBkashSandbox } from '../../bkash-sandbox/sandbox-server.ts';
import { createBkashProvider, type BkashProvider } from './bkash-provider.ts';
import type { BkashCredentials } from './bkash-client.ts';

export async function startBkash(app: FastifyInstance): Promise<BkashProvider | null> {
  const { bkash, NODE_ENV, BKASH_TIMEOUT } = app.config;
  if (!bkash) return null;
  let credentials: BkashCredentials;
  if (bkash.kind === 'remote') {
    credentials = bkash;
  } else {
    // NOTE: config.ts never picks the sandbox in production; this guards a hand-made Config as well.
    if (NODE_ENV === 'production') throw new Error('The bKash sandbox is refused in production');
    const sandbox = await startBkashSandbox();
    app.addHook('onClose', () => sandbox.close());
    app.log.info({ baseUrl: sandbox.baseUrl }, 'bKash sandbox started (BKASH_BASE_URL)');
    credentials = { baseUrl: sandbox.baseUrl, ...SANDBOX_CREDENTIALS };
  }
  return createBkashProvider(app.db, () => credentials, BKASH_TIMEOUT);
}
