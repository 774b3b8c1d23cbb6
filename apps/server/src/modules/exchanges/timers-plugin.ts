// Arms and fires the exchange's timers (decisions 142 and 460), as orders do theirs: each stage change's
// event schedules or cancels its jobs in the same transaction, so a rolled-back change leaves no timer
// behind; each job re-checks the stage when it fires. Also the reactions to the top-up's payment events.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cancelJob, scheduleJob } from '../../jobs/index.ts';
import { findExchange, insertExchangeEvent } from './exchange-repository.ts';
import type { ExchangeDeps } from './exchange-deps.ts';
import { lapseTopup, onTopupPaid } from './exchange-lifecycle.ts';
import { expireOffer } from './respond-to-offer.ts';
import { EXCHANGE_JOBS } from './transition-exchange.ts';

const payloadSchema = z.object({ exchangeId: z.string() });

/** The events of the transitions that leave a stage, per timer of that stage (exchange-states.ts). */
const LEAVING_PROPOSED = [
  'exchange.accepted',
  'exchange.declined',
  'exchange.withdrawn',
  'exchange.countered',
  'exchange.expired',
] as const;
const LEAVING_AWAITING_TOPUP = [
  'exchange.topup_paid',
  'exchange.topup_in_cash',
  'exchange.cancelled',
] as const;

export async function exchangeTimersPlugin(app: FastifyInstance, deps: ExchangeDeps): Promise<void> {
  // An offer waits OFFER_EXPIRES for an answer; an accepted swap with a top-up waits TOPUP_WITHIN for it.
  // The due times are the row's own (`expires_at`, `topup_due_at`), so the page and the timer agree.
  app.events.subscribe('exchange.proposed', async ({ exchangeId }, { db }) => {
    const x = await findExchange(db, exchangeId);
    if (!x?.expires_at) return;
    const payload = { exchangeId };
    await scheduleJob(db, {
      kind: EXCHANGE_JOBS.offerExpires,
      key: exchangeId,
      payload,
      runAt: x.expires_at,
    });
  });
  app.events.subscribe('exchange.accepted', async ({ exchangeId, awaitingTopup }, { db }) => {
    const x = awaitingTopup ? await findExchange(db, exchangeId) : undefined;
    if (!x?.topup_due_at) return;
    const payload = { exchangeId };
    await scheduleJob(db, { kind: EXCHANGE_JOBS.topupDue, key: exchangeId, payload, runAt: x.topup_due_at });
  });
  for (const type of LEAVING_PROPOSED)
    app.events.subscribe(type, async ({ exchangeId }, { db }) => {
      await cancelJob(db, { kind: EXCHANGE_JOBS.offerExpires, key: exchangeId });
    });
  for (const type of LEAVING_AWAITING_TOPUP)
    app.events.subscribe(type, async ({ exchangeId }, { db }) => {
      await cancelJob(db, { kind: EXCHANGE_JOBS.topupDue, key: exchangeId });
    });

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
