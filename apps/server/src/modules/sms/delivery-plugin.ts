// SMS delivery for this instance: the provider config.ts chose (the offline sandbox, or BulkSMSBD) takes
// the sms.deliver jobs; with none (production without SMS_PROVIDER) they are not claimed.
import type { FastifyInstance } from 'fastify';
import { createBulkSmsBd } from './bulksmsbd.ts';
import { createSmsDelivery } from './deliver-sms.ts';
import { DELIVER_SMS } from './enqueue-sms.ts';
import { sandboxSms } from './sandbox-sms.ts';
import { countSmsBacklog } from './sms-repository.ts';

export default async function smsDelivery(app: FastifyInstance) {
  const { sms } = app.config;
  app.metrics.gauge({
    name: 'boibazar_sms_outbox_backlog',
    help: 'Texts waiting to go out (queued) or being handed over (sending)',
    labelNames: ['status'],
    read: async () =>
      (await countSmsBacklog(app.db)).map(({ status, n }) => ({ labels: { status }, value: n })),
  });
  if (!sms) return;
  const provider = sms.kind === 'sandbox' ? sandboxSms : createBulkSmsBd(sms);
  app.jobs.register(DELIVER_SMS, createSmsDelivery(provider), { mode: 'external' });
}
