// The whole application as one Fastify instance: infrastructure plugins first, then each capability's
// routes under /api, then the web app. server.ts only listens; tests call buildApp() and app.inject().
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Redis } from 'ioredis';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import {
  checkDatabase,
  migrateToLatest,
  openDatabase,
  underStartupLock,
  type DatabaseHandle,
} from './db/database.ts';
import { openRedis } from './lib/redis.ts';
import type { ImageStorage } from './modules/catalogue/image-storage.ts';
import { openImageStorage } from './modules/catalogue/open-image-storage.ts';
import adminRoutes from './modules/admin/routes.ts';
import catalogueRoutes from './modules/catalogue/routes.ts';
import { catalogueWebPages } from './modules/catalogue/web-pages.ts';
import liveRoutes from './live/routes.ts';
import conversationsRoutes from './modules/conversations/routes.ts';
import { seedDemoData } from './modules/demo/seed-demo-data.ts';
import { ensureAdmin } from './modules/identity/ensure-admin.ts';
import identityRoutes from './modules/identity/routes.ts';
import mailDelivery from './modules/mail/delivery-plugin.ts';
import mailRoutes from './modules/mail/routes.ts';
import { createTokenService, loadSigningSecret } from './modules/identity/token-service.ts';
import ordersRoutes from './modules/orders/routes.ts';
import paymentsRoutes from './modules/payments/routes.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import eventsPlugin from './plugins/events.ts';
import inputGuard from './plugins/input-guard.ts';
import readinessPlugin, { instanceHeader } from './plugins/instance.ts';
import jobsPlugin from './plugins/jobs.ts';
import livePlugin from './plugins/live.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import staticWeb from './plugins/static-web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Where photos are stored: the local folder or an S3-compatible bucket. */
    imageStorage: ImageStorage;
    /** The shared Redis connection when REDIS_URL is set. */
    redis?: Redis;
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
  const tokens = createTokenService(
    handle.db,
    loadSigningSecret(config.JWT_SECRET, config.dataDir),
    config.TOKEN_TTL_HOURS,
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
            redact: ['req.headers.authorization', 'req.headers.cookie'],
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
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL that cannot be decoded never reaches a route; it gets the same error body as everything else.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(400).send({ error: { code: 'BAD_REQUEST', message: error.message } });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('imageStorage', imageStorage);
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    imageStorage.close();
    await redis?.quit().catch(() => redis.disconnect());
  });
  await app.register(instanceHeader, { name: config.instanceName });
  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(securityPlugin, { config, redis });
  await app.register(openapiPlugin);
  await app.register(dbPlugin, { handle, closeOnShutdown: !opts.database });
  await app.register(authPlugin, { tokens });
  await app.register(readinessPlugin, { name: config.instanceName, db: handle.db, redis, imageStorage });
  await app.register(eventsPlugin);
  await app.register(jobsPlugin);
  await app.register(livePlugin);

  await app.register(mailDelivery);

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
      await api.register(identityRoutes);
      await api.register(catalogueRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(adminRoutes);
      await api.register(conversationsRoutes);
      await api.register(mailRoutes);
      await api.register(liveRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(staticWeb, {
    webDist: opts.webDist ?? DEFAULT_WEB_DIST,
    imageStorage,
    publicUrl: config.PUBLIC_URL,
    pages: catalogueWebPages(handle.db),
  });
  return app;
}
