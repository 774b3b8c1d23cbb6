// PAYMENTS picks the card provider behind the one interface (docs/decisions/030-payment-providers.md). Kept
// apart from the interface so the providers import the interface and nothing imports back.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { CardProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-processor.ts';

export async function createPaymentProvider(config: Config, db: Db): Promise<CardProvider> {
  // Stripe's SDK is loaded only when it is the provider: a server on the sandbox never holds it (decision 537).
  if (config.PAYMENTS === 'stripe')
    return (await import('./stripe-provider.ts')).createStripeProvider(config);
  // NOTE: config.ts already refuses this combination; this guards a hand-made Config as well.
  if (config.NODE_ENV === 'production') throw new Error('PAYMENTS=sandbox is refused in production');
  return createSandboxProvider(db);
}
