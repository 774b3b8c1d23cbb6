// The exchange's timers on the shared jobs runner (docs/decisions/142-exchange-timers.md) and its
// reactions to the top-up's payment events. Handlers run in the job's transaction and re-check the stage.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findExchange, insertExchangeEvent } from './exchange-repository.ts';
import type { ExchangeDeps } from './exchange-deps.ts';
import { lapseTopup, onTopupPaid } from './exchange-lifecycle.ts';
import { expireOffer } from './respond-to-offer.ts';
import { EXCHANGE_JOBS } from './transition-exchange.ts';

const payloadSchema = z.object({ exchangeId: z.string() });

export async function exchangeTimersPlugin(app: FastifyInstance, deps: ExchangeDeps): Promise<void> {
  app.jobs.register(EXCHANGE_JOBS.offerExpires, async ({ db, payload }) => {
    await expireOffer(db, payloadSchema.parse(payload).exchangeId);
  });
  app.jobs.register(EXCHANGE_JOBS.topupDue, async ({ db, payload }) => {
    await lapseTopup(db, deps, payloadSchema.parse(payload).exchangeId);
  });
  app.events.subscribe('topup.paid', ({ exchangeId, payerId }, { db }) =>
    onTopupPaid(db, exchangeId, payerId),
  );
  app.events.subscribe('topup.refunded', async ({ exchangeId, amount }, { db }) => {
    const x = await findExchange(db, exchangeId);
    if (!x) return;
    await insertExchangeEvent(db, {
      exchangeId,
      type: 'topup_refunded',
      from: x.status,
      to: x.status,
      actorRole: 'system',
      actorId: null,
      data: { amount },
    });
  });
}
