// BulkSMSBD's single-SMS HTTP API (https://bulksmsbd.com/bulksms-api-bangladesh.php): POST api/smsapi with
// api_key, type=text, number (8801XXXXXXXXX), senderid and message; it answers JSON whose response_code is
// 202 when the SMS was submitted, and a 10xx code naming the refusal otherwise.
import { internationalPhone } from '@boibazar/shared/phone';
import { SmsSendError, type SmsProvider } from './sms-provider.ts';

export interface BulkSmsBdSettings {
  url: string;
  apiKey: string;
  senderId: string;
  timeoutMs: number;
}

/** 1005 is BulkSMSBD's "Internal Error": it did not take the message, so it may be tried again. */
const TRY_AGAIN = new Set([1005]);

interface BulkSmsBdAnswer {
  response_code?: number | string;
  message_id?: number | string;
  success_message?: string;
  error_message?: string;
}

export function createBulkSmsBd(settings: BulkSmsBdSettings, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'bulksmsbd',
    async send(_db, message) {
      const body = new URLSearchParams({
        api_key: settings.apiKey,
        type: 'text',
        number: internationalPhone(message.to),
        senderid: settings.senderId,
        message: message.text,
      });
      let response: Response;
      try {
        response = await fetchImpl(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        // Refused or unresolved: the request never reached BulkSMSBD. A timeout may have.
        if (cause === 'ECONNREFUSED' || cause === 'ENOTFOUND' || cause === 'EAI_AGAIN')
          throw new SmsSendError('retry', `BulkSMSBD unreachable (${cause})`);
        throw new SmsSendError('uncertain', `BulkSMSBD did not answer: ${(error as Error).message}`);
      }
      const raw = await response.text().catch(() => '');
      if (response.status >= 500 || response.status === 429)
        throw new SmsSendError('retry', `BulkSMSBD answered HTTP ${response.status}`);
      let answer: BulkSmsBdAnswer;
      try {
        answer = JSON.parse(raw) as BulkSmsBdAnswer;
      } catch {
        if (response.status >= 400)
          throw new SmsSendError('permanent', `BulkSMSBD answered HTTP ${response.status}`);
        throw new SmsSendError('uncertain', `BulkSMSBD answered something unreadable: ${raw.slice(0, 200)}`);
      }
      const code = Number(answer.response_code);
      if (code === 202)
        return { providerRef: answer.message_id === undefined ? null : String(answer.message_id) };
      const reason =
        `BulkSMSBD refused the SMS: ${code} ${answer.error_message ?? answer.success_message ?? ''}`.trim();
      throw new SmsSendError(TRY_AGAIN.has(code) ? 'retry' : 'permanent', reason);
    },
  };
}
