// The jobs runner of this instance: app.jobs.register(kind, handler) for modules, polling from
// onReady, stopped (waiting for the job in hand) before the database closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { setDefaultMaxAttempts } from '../jobs/schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const { config } = app;
    setDefaultMaxAttempts(config.JOBS_MAX_ATTEMPTS);
    const runner = createJobRunner({
      db: app.db,
      dialect: app.dialect,
      log: app.log.child({ component: 'jobs' }),
      pollInterval: config.JOBS_POLL_INTERVAL,
      lease: config.JOBS_LEASE,
      retryBase: config.JOBS_RETRY_BASE,
      retryMax: config.JOBS_RETRY_MAX,
      trace: app.traceJob ?? undefined,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db', 'tracing'] },
);
