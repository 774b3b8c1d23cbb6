// The one interface the payments workflow talks to; PAYMENTS picks the implementation
// (docs/decisions/030-payment-providers.md).
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSandboxProvider } from './sandbox-processor.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Payments are in the currency's minor unit (poisha), as card processors count them. */
export const CURRENCY = 'bdt';
export const toMinorUnits = (taka: number): number => taka * 100;

export interface ProviderIntent {
  id: string;
  /** Stripe's PaymentIntent statuses; only 'succeeded' means money moved. */
  status: string;
  amount: number;
  currency: string;
  bookingId: string | null;
  clientSecret: string | null;
}

export interface WebhookEvent {
  id: string;
  type: string;
  intentId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly publishableKey: string | null;
  createIntent(input: {
    bookingId: string;
    bookId: string;
    amount: number;
    email: string;
  }): Promise<ProviderIntent>;
  /** The intent as the provider knows it, or null when the provider has never heard of it. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  cancelIntent(id: string): Promise<void>;
  refund(id: string): Promise<void>;
  /** Verifies a webhook's signature and reads it; throws when the signature is wrong. */
  readWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}

export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.PAYMENTS === 'stripe') return createStripeProvider(config);
  // NOTE: config.ts already refuses this combination; this guards a hand-made Config as well.
  if (config.NODE_ENV === 'production') throw new Error('PAYMENTS=sandbox is refused in production');
  return createSandboxProvider(db);
}
