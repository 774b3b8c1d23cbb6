// What a load balancer needs from each instance: X-Instance (and X-Request-Id) headers on every answer, and readiness
// (`/api/ready`: database, Redis and photo store reachable, not shutting down) apart from liveness
// (`/api/health`). docs/decisions/192-readiness-and-shutdown.md.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.ts';
import type { ImageStorage } from '../lib/image-storage/index.ts';

export interface InstanceOptions {
  name: string;
  database: Pick<DatabaseHandle, 'check'>;
  redis?: Redis;
  imageStorage: ImageStorage;
}

const CHECK_TIMEOUT_MS = 3000;

type Readiness = { ready: boolean; checks: z.infer<typeof readySchema>['checks'] };

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's readiness now: what /api/ready answers, for whoever else needs it (heartbeats). */
    readiness(): Promise<Readiness>;
  }
}

const checkState = z.enum(['ok', 'failing', 'unused']);
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  instance: z.string(),
  checks: z.object({
    database: checkState,
    redis: checkState,
    store: checkState,
    accepting: z.enum(['ok', 'failing']),
  }),
});

async function passes(check: () => Promise<unknown>): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/** Registered before every other plugin, so even answers that a hook ends early (401, 429) carry it. */
export const instanceHeader = fp(
  async function instanceHeader(app: FastifyInstance, opts: { name: string }) {
    // A callback hook, not an async one: no promise on every request (decision 500).
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-instance', opts.name);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'instance-header' },
);

export default fp(
  async function readiness(app: FastifyInstance, opts: InstanceOptions) {
    let closing = false;
    // From SIGTERM on (drain), so a balancer's health check stops sending work while requests finish.
    app.onDrain(() => {
      closing = true;
    });
    app.addHook('preClose', async () => {
      closing = true;
    });

    app.decorate('readiness', async () => {
      const [database, redis, store] = await Promise.all([
        passes(() => opts.database.check()),
        opts.redis ? passes(() => opts.redis!.ping()) : ('unused' as const),
        passes(() => opts.imageStorage.check()),
      ]);
      const checks = { database, redis, store, accepting: closing ? 'failing' : 'ok' } as const;
      return { ready: Object.values(checks).every((state) => state !== 'failing'), checks };
    });

    app.get(
      '/api/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          description:
            'Readiness: 200 when this instance can serve (database, Redis and photo store reachable), 503 otherwise or while it shuts down. Liveness is /api/health.',
          response: { 200: readySchema, 503: readySchema },
        },
      },
      async (_request, reply) => {
        const { ready, checks } = await app.readiness();
        reply.header('cache-control', 'no-store');
        return reply
          .status(ready ? 200 : 503)
          .send({ status: ready ? 'ready' : 'unavailable', instance: opts.name, checks });
      },
    );
  },
  { name: 'readiness', dependencies: ['graceful-shutdown'] },
);
