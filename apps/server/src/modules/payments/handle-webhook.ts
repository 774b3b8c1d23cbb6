// Stripe's webhook: verified by signature, each event handled once (payment_events keeps the ids).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { findPaymentIntent, isEventProcessed, moveIntent, recordEvent } from './payment-repository.ts';
import { isTopupIntent, settleTopup } from './topup-payments.ts';
import { settleIntent } from './settle-payment.ts';

export async function handleWebhook(
  db: Db,
  provider: PaymentProvider,
  rawBody: Buffer,
  signature: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<{ received: true; duplicate: boolean }> {
  const event = provider.readWebhook(rawBody, signature);
  if (await isEventProcessed(db, event.id)) return { received: true, duplicate: true };

  const intent = event.intentId ? await findPaymentIntent(db, event.intentId) : undefined;
  if (
    !intent &&
    event.intentId &&
    event.type === 'payment_intent.succeeded' &&
    (await isTopupIntent(db, event.intentId))
  ) {
    try {
      await settleTopup(db, provider, event.intentId, null, log);
    } catch (error) {
      if (!(error instanceof AppError && error.status < 500)) throw error;
      log.info({ eventId: event.id, reason: error.message }, 'webhook top-up not settled');
    }
  } else if (intent && event.type === 'payment_intent.succeeded') {
    try {
      await settleIntent(db, provider, intent.id);
    } catch (error) {
      // A sale that went to someone else was refunded inside settleIntent; anything else is retried by Stripe.
      if (!(error instanceof AppError && error.status < 500)) throw error;
      log.info({ eventId: event.id, reason: error.message }, 'webhook payment not settled');
    }
  } else if (intent && event.type === 'payment_intent.canceled') {
    await moveIntent(db, intent.id, 'open', 'cancelled');
  }

  try {
    await recordEvent(db, event.id, event.type);
  } catch (error) {
    if (isUniqueViolation(error)) return { received: true, duplicate: true };
    throw error;
  }
  return { received: true, duplicate: false };
}
