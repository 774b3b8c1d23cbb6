// What the exchange's use-cases need from the app: the payment provider and the timers' lengths.
import type { PaymentProvider } from '../payments/index.ts';

export interface ExchangeDeps {
  provider: PaymentProvider;
  offerExpiresMs: number;
  topupWithinMs: number;
  reviewWindowMs: number;
}
