// The one interface every SMS provider speaks (docs/decisions/211-sms-providers.md).
import type { Db } from '../../db/database.ts';

export interface SmsMessage {
  /** 01XXXXXXXXX. */
  to: string;
  text: string;
  language: 'en' | 'bn';
}

export interface SmsProvider {
  readonly name: string;
  /** Hands one message over; resolves with the provider's reference, or throws SmsSendError. */
  send(db: Db, message: SmsMessage): Promise<{ providerRef: string | null }>;
}

/**
 * Why a message was not handed over. 'retry': the provider certainly did not take it (no connection, or it
 * said to try later), so sending again cannot duplicate it; 'permanent': it refused it; 'uncertain': the
 * answer never came, so, to stay at most once, it is not sent again.
 */
export class SmsSendError extends Error {
  constructor(
    public readonly kind: 'retry' | 'permanent' | 'uncertain',
    message: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
