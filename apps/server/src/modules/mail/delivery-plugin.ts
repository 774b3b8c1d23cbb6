// Email delivery for this instance: with SMTP_URL, the mail.deliver jobs go out through nodemailer;
// without it they are not claimed and the mail stays queued in the admin's Outbox.
import type { FastifyInstance } from 'fastify';
import { createEmailDelivery } from './deliver-email.ts';
import { DELIVER_EMAIL } from './enqueue-email.ts';
import { countEmailBacklog } from './mail-repository.ts';

export default async function mailDelivery(app: FastifyInstance) {
  const { SMTP_URL, MAIL_FROM } = app.config;
  app.metrics.gauge({
    name: 'boibazar_email_outbox_backlog',
    help: 'Emails waiting to go out (queued) or being handed over (sending)',
    labelNames: ['status'],
    read: async () =>
      (await countEmailBacklog(app.db)).map(({ status, n }) => ({ labels: { status }, value: n })),
  });
  if (!SMTP_URL) return;
  // Loaded only when mail goes out, so instances without SMTP start without it.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(SMTP_URL, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  app.jobs.register(DELIVER_EMAIL, createEmailDelivery(transport, MAIL_FROM), { mode: 'external' });
  app.addHook('onClose', async () => transport.close());
}
