// SMS delivery for this instance: the provider config.ts chose (the offline sandbox, or BulkSMSBD) takes
// the sms.deliver jobs; with none (production without SMS_PROVIDER) they are not claimed.
import type { FastifyInstance } from 'fastify';
import { createBulkSmsBd } from './bulksmsbd.ts';
import { createSmsDelivery } from './deliver-sms.ts';
import { DELIVER_SMS } from './enqueue-sms.ts';
import { sandboxSms } from './sandbox-sms.ts';

export default async function smsDelivery(app: FastifyInstance) {
  const { sms } = app.config;
  if (!sms) return;
  const provider = sms.kind === 'sandbox' ? sandboxSms : createBulkSmsBd(sms);
  app.jobs.register(DELIVER_SMS, createSmsDelivery(provider), { mode: 'external' });
}
