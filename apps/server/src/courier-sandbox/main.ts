// Runs the offline courier sandbox on its own: `node --import tsx apps/server/src/courier-sandbox/main.ts`
// (PORT, default 4091; COURIER_SANDBOX_STEP in ms, default 30000; BOIBAZAR_WEBHOOK_URL where it reports,
// e.g. http://127.0.0.1:3000/api/courier/webhook/sandbox). Then point COURIER_BASE_URL at the URL it prints:
// several BoiBazar instances share this one sandbox.
import { SANDBOX_COURIER_CREDENTIALS, startCourierSandbox } from './sandbox-server.ts';

const webhookUrl = process.env.BOIBAZAR_WEBHOOK_URL;
const sandbox = await startCourierSandbox({
  port: Number(process.env.PORT ?? 4091),
  stepMs: Number(process.env.COURIER_SANDBOX_STEP ?? 30_000),
  notify: webhookUrl
    ? async (body, headers) => {
        await fetch(webhookUrl, { method: 'POST', headers, body: JSON.stringify(body) });
      }
    : undefined,
});
process.stdout.write(
  `COURIER=sandbox\nCOURIER_BASE_URL=${sandbox.baseUrl}\nCOURIER_WEBHOOK_TOKEN=${SANDBOX_COURIER_CREDENTIALS.webhookToken}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
