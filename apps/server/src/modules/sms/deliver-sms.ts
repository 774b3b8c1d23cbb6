// Delivers one outbox SMS through the configured provider, at most once (decision 211).
import { z } from 'zod';
import type { JobContext } from '../../jobs/index.ts';
import { SmsSendError, type SmsProvider } from './sms-provider.ts';
import { claimSms, settleSms } from './sms-repository.ts';

const payloadSchema = z.object({ smsId: z.string() });

export function createSmsDelivery(provider: SmsProvider) {
  return async function deliverSms({ db, payload, attempt, maxAttempts, log }: JobContext): Promise<void> {
    const { smsId } = payloadSchema.parse(payload);
    const sms = await claimSms(db, smsId);
    if (!sms?.text_body) {
      log.info({ smsId }, 'SMS is not queued (sent, failed or possibly sent); not sending it again');
      return;
    }
    const language = sms.language === 'bn' ? 'bn' : 'en';
    try {
      const { providerRef } = await provider.send(db, { to: sms.to_number, text: sms.text_body, language });
      await settleSms(db, smsId, { status: 'sent', provider: provider.name, providerRef });
    } catch (error) {
      const kind = error instanceof SmsSendError ? error.kind : 'uncertain';
      const message = error instanceof Error ? error.message : String(error);
      if (kind === 'retry' && attempt < maxAttempts) {
        await settleSms(db, smsId, { status: 'queued', provider: provider.name, error: message });
        throw error; // the jobs runner retries with exponential backoff
      }
      await settleSms(db, smsId, {
        status: 'failed',
        provider: provider.name,
        error: kind === 'uncertain' ? `delivery uncertain, not retried: ${message}` : message,
      });
      log.warn({ smsId, err: error }, 'SMS not delivered');
    }
  };
}
