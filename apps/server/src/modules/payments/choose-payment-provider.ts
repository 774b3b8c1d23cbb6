// PAYMENTS picks the card provider behind the one interface (docs/decisions/030-payment-providers.md). Kept
// apart from the interface so the providers import the interface and nothing imports back.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { CardProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-processor.ts';
import { createStripeProvider } from './stripe-provider.ts';

export function createPaymentProvider(config: Config, db: Db): CardProvider {
  if (config.PAYMENTS === 'stripe') return createStripeProvider(config);
  // NOTE: config.ts already refuses this combination; this guards a hand-made Config as well.
  if (config.NODE_ENV === 'production') throw new Error('PAYMENTS=sandbox is refused in production');
  return createSandboxProvider(db);
}
