// Delivers one outbox email over SMTP, at most once (docs/decisions/052-email-outbox.md).
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { JobContext } from '../../jobs/index.ts';
import { claimForSending, settleEmail } from './mail-repository.ts';

const payloadSchema = z.object({ emailId: z.string() });

interface SmtpError {
  code?: string;
  command?: string;
  responseCode?: number;
  message?: string;
}

/**
 * Whether the server certainly did not take the message, so sending again cannot duplicate it: it
 * answered with a temporary refusal (4xx), or we never got as far as handing over the message.
 * A permanent refusal (5xx) is not retried; anything else (a connection lost after the message was
 * handed over) is uncertain and, to stay at most once, not retried either.
 */
export function classifySmtpFailure(error: unknown): 'retry' | 'permanent' | 'uncertain' {
  const e = (error ?? {}) as SmtpError;
  if (typeof e.responseCode === 'number')
    return e.responseCode >= 400 && e.responseCode < 500 ? 'retry' : 'permanent';
  if (
    e.command === 'CONN' ||
    ['ECONNECTION', 'ECONNREFUSED', 'EDNS', 'EAUTH', 'ETLS'].includes(e.code ?? '')
  ) {
    return 'retry';
  }
  return 'uncertain';
}

export function createEmailDelivery(transport: Transporter, from: string) {
  return async function deliverEmail({ db, payload, attempt, maxAttempts, log }: JobContext): Promise<void> {
    const { emailId } = payloadSchema.parse(payload);
    const email = await claimForSending(db, emailId);
    if (!email) {
      log.info({ emailId }, 'email is not queued (sent, failed or possibly sent); not sending it again');
      return;
    }
    try {
      const info = (await transport.sendMail({
        from,
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body ?? undefined,
      })) as { messageId?: string };
      await settleEmail(db, emailId, { status: 'sent', messageId: info.messageId ?? null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const kind = classifySmtpFailure(error);
      if (kind === 'retry' && attempt < maxAttempts) {
        await settleEmail(db, emailId, { status: 'queued', error: message });
        throw error; // the jobs runner retries with exponential backoff
      }
      await settleEmail(db, emailId, {
        status: 'failed',
        error: kind === 'uncertain' ? `delivery uncertain, not retried: ${message}` : message,
      });
      log.warn({ emailId, err: error }, 'email not delivered');
    }
  };
}
