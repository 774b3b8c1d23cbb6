// What the exchange's use-cases need from the app: the payment provider and the timers' lengths.
import type { PaymentProvider } from '../payments/index.ts';

export interface ExchangeDeps {
  provider: PaymentProvider;
  /** bKash, when it is on (decision 420), and where bKash sends the payer back. */
  bkash: PaymentProvider | null;
  bkashCallbackUrl: () => string;
  offerExpiresMs: number;
  topupWithinMs: number;
  reviewWindowMs: number;
}
