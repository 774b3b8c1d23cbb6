// The courier's side of delivery (decision 310): its webhook, and the jobs runner's poll of parcels not
// heard from within COURIER_POLL_AFTER (one job per interval window, whoever schedules it, while parcels are
// on their way).
import { deliveryPaths } from '@boibazar/shared/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleJob } from '../../jobs/index.ts';
import { AppError } from '../../lib/errors.ts';
import { CANCEL_PARCEL_JOB, cancelParcelOfEndedOrder } from './cancel-parcel.ts';
import { CourierError, type CourierProvider } from './courier-provider.ts';
import { hasOpenParcels } from './parcel-repository.ts';
import { POLL_PARCELS_JOB, pollQuietParcels } from './poll-parcels.ts';
import { recordCourierEvent } from './record-courier-event.ts';
import { FETCH_SETTLEMENTS_JOB, fetchSettlements } from './record-settlements.ts';
import { clock } from '../../lib/clock.ts';

const webhookAnswer = z.object({ status: z.literal('success'), message: z.string() });

type App = Parameters<FastifyPluginAsyncZod>[0];

export function courierPlugin(app: App, courier: CourierProvider | null) {
  app.post(
    deliveryPaths.webhook(':courier'),
    {
      config: { access: 'public' },
      schema: {
        tags: ['delivery'],
        description:
          "The courier reports a parcel's status or tracking message, with the secret set in its merchant panel (COURIER_WEBHOOK_TOKEN: Steadfast's bearer token, Pathao's X-PATHAO-Signature). A forged call changes nothing; duplicates and late reports are harmless. Pathao's integration handshake is answered 202 with the header its webhook page asks for.",
        params: z.object({ courier: z.string().max(20) }),
        body: z.record(z.string(), z.unknown()),
        response: { 200: webhookAnswer, 202: webhookAnswer },
      },
    },
    async (request, reply) => {
      if (!courier || request.params.courier !== courier.name)
        throw new AppError('ROUTE_NOT_FOUND', 'Route not found');
      let event;
      try {
        event = courier.verifyWebhook(request.headers, request.body);
      } catch (error) {
        if (error instanceof CourierError)
          throw new AppError('VALIDATION_FAILED', 'The request is not valid');
        throw error;
      }
      if (!event) {
        request.log.warn(
          { courier: courier.name, ip: request.ip },
          'courier webhook refused: wrong or missing secret',
        );
        throw new AppError('UNAUTHORIZED', 'Please sign in first');
      }
      if (courier.webhookAnswerHeaders) void reply.headers(courier.webhookAnswerHeaders);
      if (event === 'acknowledge')
        return reply.status(202).send({ status: 'success' as const, message: 'Webhook integrated.' });
      const outcome = await recordCourierEvent(app.db, courier.name, event, 'webhook');
      if (outcome === 'unknown')
        request.log.info(
          { courier: courier.name, consignmentId: event.consignmentId },
          'courier webhook: unknown consignment',
        );
      return {
        status: 'success' as const,
        message: outcome === 'unknown' ? 'Unknown consignment' : 'Webhook received successfully.',
      };
    },
  );

  if (!courier) return;
  const every = Math.min(app.config.COURIER_POLL_AFTER, 10 * 60_000);
  const schedule = (db: typeof app.db, window: number) =>
    scheduleJob(db, {
      kind: POLL_PARCELS_JOB,
      key: String(window),
      payload: { window },
      runAt: new Date(window * every),
    });
  const nextWindow = () => Math.floor(clock.nowMs() / every) + 1;
  // The poll runs only while parcels are on their way: a parcel booked starts it (in the booking's
  // transaction), and each round schedules the next only if some parcel is still open. Without parcels
  // no job waits (a chain of empty rounds would also run ahead without end under a test's moved clock).
  app.events.subscribe('parcel.status_changed', async ({ status }, { db }) => {
    if (status === 'booked') await schedule(db, nextWindow());
  });
  app.jobs.register(
    POLL_PARCELS_JOB,
    async ({ db, log, payload }) => {
      const { window } = z.object({ window: z.number().int() }).parse(payload);
      const asked = await pollQuietParcels(db, courier, app.config.COURIER_POLL_AFTER);
      if (asked > 0) log.info({ asked }, 'quiet parcels asked about');
      if (await hasOpenParcels(db)) await schedule(db, Math.max(window + 1, nextWindow()));
    },
    { mode: 'external' },
  );
  // The order ended before pickup (decision 370): the courier is told, retried while it cannot answer.
  app.jobs.register(
    CANCEL_PARCEL_JOB,
    async ({ db, log, payload }) => {
      const outcome = await cancelParcelOfEndedOrder(db, courier, payload);
      if (outcome === 'refused')
        log.warn({ payload, courier: courier.name }, 'courier refused to cancel a parcel of an ended order');
      else log.info({ payload, outcome }, 'parcel of an ended order');
    },
    { mode: 'external' },
  );
  app.addHook('onReady', async () => {
    if (await hasOpenParcels(app.db)) await schedule(app.db, nextWindow());
  });

  // The courier's settlements (decision 430): read every COURIER_SETTLEMENT_POLL, one job per interval
  // window whichever instance schedules it (the backup's pattern); each round arms the next.
  const settleEvery = app.config.COURIER_SETTLEMENT_POLL;
  if (settleEvery <= 0) return;
  const scheduleSettlements = (db: typeof app.db, window: number) =>
    scheduleJob(db, {
      kind: FETCH_SETTLEMENTS_JOB,
      key: String(window),
      payload: { window },
      runAt: new Date(window * settleEvery),
    });
  app.jobs.register(
    FETCH_SETTLEMENTS_JOB,
    async ({ db, log, payload }) => {
      const { window } = z.object({ window: z.number().int() }).parse(payload);
      await scheduleSettlements(db, Math.max(window + 1, Math.floor(clock.nowMs() / settleEvery) + 1));
      const recorded = await fetchSettlements(db, courier);
      if (recorded > 0) log.info({ recorded, courier: courier.name }, 'courier settlements recorded');
    },
    { mode: 'external' },
  );
  app.addHook('onReady', async () => {
    await scheduleSettlements(app.db, Math.floor(clock.nowMs() / settleEvery) + 1);
  });
}
