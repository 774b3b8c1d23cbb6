// PAYMENTS=stripe: PaymentIntents through the official SDK; webhooks verified with Stripe's signature check.
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { CURRENCY, type PaymentProvider, type ProviderIntent } from './payment-provider.ts';

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  status: intent.status,
  amount: intent.amount,
  currency: intent.currency,
  bookingId: intent.metadata?.bookingId ?? null,
  clientSecret: intent.client_secret,
});

/** STRIPE_API_URL points the SDK at a local stand-in (stripe-mock, or the tests' recorded responses). */
function apiTarget(url: string | undefined): Stripe.StripeConfig {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/** Stripe being unreachable or failing is a 503 the buyer can retry, not a 500. */
async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    )
      throw new AppError(
        'CARD_PROVIDER_UNAVAILABLE',
        'The card provider is not reachable just now; please try again',
      );
    throw error;
  }
}

export function createStripeProvider(config: Config): PaymentProvider & { readonly name: 'stripe' } {
  const secretKey = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !webhookSecret || !config.STRIPE_PUBLISHABLE_KEY)
    throw new Error(
      'PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  const stripe = new Stripe(secretKey, {
    ...apiTarget(config.STRIPE_API_URL),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'BoiBazar' },
  });

  return {
    name: 'stripe',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,

    async createIntent({ bookingId, bookId, amount, email }) {
      const intent = await reach(() =>
        stripe.paymentIntents.create({
          amount,
          currency: CURRENCY,
          allowed_payment_method_types: ['card'],
          receipt_email: email,
          metadata: { bookingId, bookId },
        }),
      );
      return toIntent(intent);
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await reach(() => stripe.paymentIntents.retrieve(id)));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async cancelIntent(id) {
      await reach(() => stripe.paymentIntents.cancel(id));
    },

    async refund(id, opts = {}) {
      await reach(() =>
        stripe.refunds.create(
          { payment_intent: id, ...(opts.amount === undefined ? {} : { amount: opts.amount }) },
          opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : undefined,
        ),
      );
    },

    async refundedAmount(id) {
      // Stripe's refunds of the intent (GET /v1/refunds?payment_intent): pending ones count, as the money
      // has left; failed or canceled ones do not. BoiBazar makes at most a few per payment.
      try {
        const refunds = await reach(() => stripe.refunds.list({ payment_intent: id, limit: 100 }));
        return refunds.data
          .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
          .reduce((sum, r) => sum + r.amount, 0);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    readWebhook(rawBody, signature) {
      if (!signature)
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is not valid');
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        intentId: object.object === 'payment_intent' ? (object.id ?? null) : null,
      };
    },
  };
}
