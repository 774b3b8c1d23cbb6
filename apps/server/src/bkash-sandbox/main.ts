// Runs the offline bKash sandbox on its own: `node --import tsx apps/server/src/bkash-sandbox/main.ts`
// (PORT, default 4090); then point BKASH_BASE_URL and the BKASH_* credentials it prints at it.
import { SANDBOX_CREDENTIALS, startBkashSandbox } from './sandbox-server.ts';

const sandbox = await startBkashSandbox({ port: Number(process.env.PORT ?? 4090) });
process.stdout.write(
  `BKASH_BASE_URL=${sandbox.baseUrl}\nBKASH_APP_KEY=${SANDBOX_CREDENTIALS.appKey}\nBKASH_APP_SECRET=${SANDBOX_CREDENTIALS.appSecret}\nBKASH_USERNAME=${SANDBOX_CREDENTIALS.username}\nBKASH_PASSWORD=${SANDBOX_CREDENTIALS.password}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
