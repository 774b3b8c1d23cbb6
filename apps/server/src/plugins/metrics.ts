// Prometheus metrics of this instance (decision 280): requests by route pattern, method and status with
// their latency, database query time, the jobs and live streams of this instance, the read cache, the
// process; modules add their own through app.metrics.gauge (the outboxes, payments and refunds).
// Off unless METRICS_PORT (a separate listener) or METRICS_TOKEN (GET /metrics with a bearer token) is set.
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';
import { countJobStates } from '../jobs/job-repository.ts';
import { nowIso } from '../lib/ids.ts';
import { clock } from '../lib/clock.ts';

/** One sample of a gauge a module reports at scrape time. */
export interface GaugeSample {
  labels: Record<string, string>;
  value: number;
}

export interface Metrics {
  /** Whether anything reads them (METRICS_PORT or METRICS_TOKEN); modules may skip work when not. */
  enabled: boolean;
  /** A gauge whose samples `read` answers at each scrape (from the database, usually). */
  gauge(spec: { name: string; help: string; labelNames: string[]; read: () => Promise<GaugeSample[]> }): void;
  /** The text Prometheus scrapes. */
  render(): Promise<string>;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async function metricsPlugin(app: FastifyInstance, opts: { handle: DatabaseHandle }) {
    const { METRICS_PORT: port, METRICS_TOKEN: token } = app.config;
    const enabled = port !== undefined || token !== undefined;
    const registry = new Registry();
    registry.setDefaultLabels({ instance_name: app.config.instanceName });
    const metrics: Metrics = {
      enabled,
      contentType: registry.contentType,
      render: () => registry.metrics(),
      gauge({ name, help, labelNames, read }) {
        new Gauge({
          name,
          help,
          labelNames,
          registers: [registry],
          async collect() {
            this.reset();
            for (const sample of await read()) this.set(sample.labels, sample.value);
          },
        });
      },
    };
    app.decorate('metrics', metrics);
    if (!enabled) return;

    collectDefaultMetrics({ register: registry, prefix: 'boibazar_' });

    const requests = new Histogram({
      name: 'boibazar_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    // Each route, method and status's labels made once, not on every request (decision 500); never changed.
    const labelSets = new Map<string, { route: string; method: string; status: string }>();
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern (/api/books/:id), never the URL: one series per route, not per book.
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${reply.statusCode} ${request.method} ${route}`;
      let labels = labelSets.get(key);
      if (!labels) {
        labels = { route, method: request.method, status: String(reply.statusCode) };
        labelSets.set(key, labels);
      }
      requests.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    const queries = new Histogram({
      name: 'boibazar_db_query_duration_seconds',
      help: 'Time of database queries, by outcome',
      labelNames: ['dialect', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const stopObserving = opts.handle.observeQueries((ms, failed) =>
      queries.observe({ dialect: opts.handle.dialect, outcome: failed ? 'error' : 'ok' }, ms / 1000),
    );
    app.addHook('onClose', async () => stopObserving());

    // Jobs are shared by every instance: these are the database's figures, the same on each. Both job
    // gauges of one scrape share one read of them.
    const jobStates = sharedFor(1000, () => countJobStates(app.db, nowIso()));
    metrics.gauge({
      name: 'boibazar_jobs',
      help: 'Jobs by state: waiting (due), scheduled (not yet due), running, failed',
      labelNames: ['state'],
      read: async () => {
        const states = await jobStates();
        return (['waiting', 'scheduled', 'running', 'failed'] as const).map((state) => ({
          labels: { state },
          value: states[state],
        }));
      },
    });
    metrics.gauge({
      name: 'boibazar_jobs_oldest_due_age_seconds',
      help: 'How long the longest-waiting due job has been due (0 when none waits)',
      labelNames: [],
      read: async () => {
        const { oldestDueAt } = await jobStates();
        const age = oldestDueAt ? Math.max(0, (clock.nowMs() - Date.parse(oldestDueAt)) / 1000) : 0;
        return [{ labels: {}, value: age }];
      },
    });
    metrics.gauge({
      name: 'boibazar_live_connections',
      help: 'Live streams (browser tabs) open on this instance',
      labelNames: [],
      read: async () => [{ labels: {}, value: app.live.count() }],
    });
    new Counter({
      name: 'boibazar_read_cache_reads_total',
      help: 'Hot reads answered from memory (hit) or from the database (miss)',
      labelNames: ['result'],
      registers: [registry],
      collect() {
        const { hits, misses } = app.readCache.stats();
        this.reset();
        this.inc({ result: 'hit' }, hits);
        this.inc({ result: 'miss' }, misses);
      },
    });

    if (token !== undefined) {
      app.get(
        '/metrics',
        { config: { access: 'public' }, schema: { hide: true } },
        async (request, reply) => {
          const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
          if (!sameSecret(given, token)) {
            return reply
              .status(401)
              .header('www-authenticate', 'Bearer')
              .send({ error: { code: 'UNAUTHORIZED', message: 'The metrics need their token' } });
          }
          return reply.type(metrics.contentType).send(await metrics.render());
        },
      );
    }

    if (port !== undefined) {
      const server: Server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
          return;
        }
        metrics.render().then(
          (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
          (error: unknown) => {
            app.log.error({ err: error }, 'could not render the metrics');
            response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
          },
        );
      });
      app.decorate('metricsServer', server);
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, app.config.METRICS_HOST, () => resolve());
        });
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
    }
  },
  { name: 'metrics', dependencies: ['db', 'live', 'jobs'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener when METRICS_PORT is set (its address, for tests asking for port 0). */
    metricsServer?: Server;
  }
}

/** `read`, asked at most once per `ms`: callers within that time share the same answer (or its promise). */
function sharedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ms) {
      const answer = read();
      last = { at: now, answer };
      // A failed read is not kept: the next scrape asks again.
      answer.catch(() => {
        if (last?.answer === answer) last = null;
      });
    }
    return last.answer;
  };
}
