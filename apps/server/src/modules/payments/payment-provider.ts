// The one interface the payments workflow talks to; PAYMENTS picks the implementation in
// choose-payment-provider.ts (docs/decisions/030-payment-providers.md).

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
  /** Where the buyer goes to approve the payment (bKash's wallet page); absent for cards. */
  redirectUrl?: string;
}

export interface WebhookEvent {
  id: string;
  type: string;
  intentId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe' | 'bkash';
  readonly publishableKey: string | null;
  createIntent(input: {
    bookingId: string;
    bookId: string;
    amount: number;
    email: string;
    /** Where a redirecting provider (bKash) sends the buyer back, on our origin. */
    callbackUrl?: string;
  }): Promise<ProviderIntent>;
  /** The intent as the provider knows it, or null when the provider has never heard of it. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  cancelIntent(id: string): Promise<void>;
  /**
   * Gives money back: the whole rest of the charge, or `amount` (poisha). With an idempotency key a
   * repeated call (a retry after a crash) refunds once; a refund beyond what is left is refused.
   */
  refund(id: string, opts?: { amount?: number; idempotencyKey?: string }): Promise<void>;
  /**
   * How much of this payment the provider's own records say was given back (poisha), or null when the
   * provider has never heard of the payment; the reconciliation compares it with ours (decision 441).
   */
  refundedAmount(id: string): Promise<number | null>;
  /** Verifies a webhook's signature and reads it; throws when the signature is wrong. */
  readWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}

/** The card processor (PAYMENTS). */
export type CardProvider = PaymentProvider & { readonly name: 'sandbox' | 'stripe' };
