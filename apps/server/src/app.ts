// The whole application as one Fastify instance: infrastructure plugins first, then each capability's
// routes under /api, then the web app. server.ts only listens; tests call buildApp() and app.inject().
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Redis } from 'ioredis';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import {
  checkDatabase,
  migrateToLatest,
  openDatabase,
  underStartupLock,
  type DatabaseHandle,
} from './db/database.ts';
import { createFastSerializerCompiler } from './lib/fast-serializer.ts';
import { createReadCache, noReadCache, type ReadCache } from './lib/read-cache.ts';
import { openRedis } from './lib/redis.ts';
import { type ImageStorage, openImageStorage } from './lib/image-storage/index.ts';
import { catalogueRoutes, catalogueWebPages } from './modules/catalogue/index.ts';
import { adminRoutes, disputeRoutes } from './modules/admin/index.ts';
import { auditRoutes, recordAudit } from './modules/audit/index.ts';
import liveRoutes from './live/routes.ts';
import { conversationsRoutes } from './modules/conversations/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { seedDemoData } from './modules/demo/index.ts';
import {
  createTokenService,
  ensureAdmin,
  findUserLanguage,
  identityRoutes,
  loadSigningSecret,
} from './modules/identity/index.ts';
import { deliveryRoutes } from './modules/delivery/index.ts';
import { ledgerRoutes } from './modules/ledger/index.ts';
import { listingRoutes } from './modules/listing/index.ts';
import { mailDelivery, mailRoutes } from './modules/mail/index.ts';
import { smsDelivery, smsRoutes } from './modules/sms/index.ts';
import { systemHeartbeat, systemRoutes } from './modules/system/index.ts';
import { offersRoutes } from './modules/offers/index.ts';
import { ordersRoutes } from './modules/orders/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { payoutsRoutes } from './modules/payouts/index.ts';
import { reconciliationRoutes } from './modules/reconciliation/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { savedSearchesRoutes } from './modules/saved-searches/index.ts';
import { exchangesRoutes } from './modules/exchanges/index.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import eventsPlugin from './plugins/events.ts';
import gracefulShutdown from './plugins/graceful-shutdown.ts';
import inputGuard from './plugins/input-guard.ts';
import readinessPlugin, { instanceHeader } from './plugins/instance.ts';
import jobsPlugin from './plugins/jobs.ts';
import livePlugin from './plugins/live.ts';
import metricsPlugin from './plugins/metrics.ts';
import backupPlugin from './plugins/backup.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import staticWeb from './plugins/static-web.ts';
import tracingPlugin from './plugins/tracing.ts';
import { publicOrigin } from './lib/public-origin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Where photos are stored: the local folder or an S3-compatible bucket. */
    imageStorage: ImageStorage;
    /** The shared Redis connection when REDIS_URL is set. */
    redis?: Redis;
    /** Hot reads answered from memory while the database is unchanged (SQLite; decision 186). */
    readCache: ReadCache;
    /** Where people reach this site: PUBLIC_URL's origin, else the listen address; never a request header (decision 200). */
    publicOrigin: () => string;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export interface AppOptions {
  config: Config;
  /** An already open database (tests); otherwise one is opened from config and closed with the app. */
  database?: DatabaseHandle;
  webDist?: string;
  logger?: boolean;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const handle = opts.database ?? openDatabase(config.database);
  const imageStorage = await openImageStorage(config.imageStore);
  // Hot reads answered from memory while nothing was written (SQLite; decision 186).
  const readCache =
    handle.generation && config.READ_CACHE
      ? createReadCache(handle.generation, { freeze: config.verifyAnswers })
      : noReadCache;
  const tokens = createTokenService(
    handle.db,
    loadSigningSecret(config.JWT_SECRET, config.dataDir),
    config.TOKEN_TTL_HOURS,
    readCache,
  );
  await underStartupLock(handle, async () => {
    await migrateToLatest(handle.db);
    if (config.demoData) await seedDemoData(handle.db, imageStorage);
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await ensureAdmin(handle.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, tokens.revokeAllForUser);
    }
  });
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : undefined;

  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // NOTE: no `redact`: a request is logged only through the serializer below, which names no
            // header, so tokens and cookies never reach the logs (and pino need not clone every line).
            // The live stream's ticket travels in its URL (decision 053); it never reaches the logs.
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: request.url.replace(/([?&]ticket=)[^&]*/g, '$1[redacted]'),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    // One log line per request, written in onResponse below (decision 181).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Unique across instances: the id a caller reads in X-Request-Id finds the log line and the trace.
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // A URL that cannot be decoded never reaches a route; it gets the same error body as everything else.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(400).send({ error: { code: 'BAD_REQUEST', message: error.message } });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createFastSerializerCompiler({ verify: config.verifyAnswers }));

  app.decorate('config', config);
  app.decorate('imageStorage', imageStorage);
  app.decorate('redis', redis);
  app.decorate('readCache', readCache);
  app.decorate('publicOrigin', () => publicOrigin(config, app.server.address()));
  app.addHook('onClose', async () => {
    imageStorage.close();
    await redis?.quit().catch(() => redis.disconnect());
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  // First: the instrumentation wraps every hook and route registered after it.
  await app.register(tracingPlugin, {
    tracing: config.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
          serviceName: config.OTEL_SERVICE_NAME,
          instanceName: config.instanceName,
          version: config.APP_VERSION,
          database: handle,
        }
      : undefined,
  });
  await app.register(instanceHeader, { name: config.instanceName });
  await app.register(errorsPlugin, { savedLanguage: (userId) => findUserLanguage(handle.db, userId) });
  await app.register(gracefulShutdown);
  await app.register(inputGuard);
  await app.register(securityPlugin, { config, redis });
  await app.register(openapiPlugin);
  await app.register(dbPlugin, { handle, closeOnShutdown: !opts.database });
  await app.register(authPlugin, { tokens });
  await app.register(readinessPlugin, { name: config.instanceName, database: handle, redis, imageStorage });
  await app.register(eventsPlugin);
  await app.register(jobsPlugin);
  await app.register(livePlugin);
  await app.register(metricsPlugin, { handle });
  await app.register(backupPlugin);

  await app.register(mailDelivery);
  await app.register(smsDelivery);
  await app.register(systemHeartbeat);

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          config: { access: 'public' },
          schema: {
            tags: ['system'],
            response: { 200: z.object({ status: z.literal('ok'), db: z.string() }) },
          },
        },
        async () => {
          await checkDatabase(handle.db);
          return { status: 'ok' as const, db: handle.dialect };
        },
      );
      // First: it watches the routes registered after it (decision 282).
      await api.register(recordAudit);
      await api.register(identityRoutes);
      await api.register(catalogueRoutes);
      await api.register(deliveryRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(listingRoutes);
      await api.register(ordersRoutes);
      await api.register(offersRoutes);
      await api.register(paymentsRoutes);
      await api.register(adminRoutes);
      await api.register(auditRoutes);
      await api.register(systemRoutes);
      await api.register(disputeRoutes);
      await api.register(reviewsRoutes);
      await api.register(exchangesRoutes);
      await api.register(ledgerRoutes);
      await api.register(payoutsRoutes);
      await api.register(reconciliationRoutes);
      await api.register(conversationsRoutes);
      await api.register(mailRoutes);
      await api.register(smsRoutes);
      await api.register(liveRoutes);
      // Last: it subscribes to every other module's events and nobody imports it.
      await api.register(notificationsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(staticWeb, {
    webDist: opts.webDist ?? DEFAULT_WEB_DIST,
    imageStorage,
    publicOrigin: app.publicOrigin,
    pages: catalogueWebPages(handle.db),
  });
  return app;
}
