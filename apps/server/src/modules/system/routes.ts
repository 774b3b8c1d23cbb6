// The admin's System page (decision 283). Retrying and dropping are admin routes, so the audit trail
// records them (decision 282).
import { systemEndpoints } from '@boibazar/shared/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listJobsByStatus, type JobRow } from '../../jobs/index.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { getSystem } from './get-system.ts';
import { settleFailedJob } from './settle-failed-job.ts';

const tags = ['admin'];

const jobOf = (row: JobRow) => ({
  _id: row.id,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
  lastError: row.last_error,
  runAt: row.run_at,
  updatedAt: row.updated_at,
});

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    systemEndpoints.system,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'The machinery: instances heard from in the last ten minutes, jobs by state, the outboxes, and the last hour of each instance’s figures.',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSystem(app.db);
    },
  );

  endpointRoute(
    app,
    systemEndpoints.jobs,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Jobs in one state (failed by default), the most recently changed first, with their last error.',
      },
    },
    async (request, reply) => {
      const { status, limit, cursor } = request.query;
      const rows = await listJobsByStatus(app.db, status, { limit, cursor });
      return sendPage(
        reply,
        rows,
        { limit, cursor },
        (row) => ({ key: row.updated_at, id: row.id }),
        (items) => items.map(jobOf),
      );
    },
  );

  endpointRoute(
    app,
    systemEndpoints.retryJob,
    {
      config: { access: 'admin' },
      schema: { tags, description: 'Runs a failed job again from its first attempt.' },
    },
    async (request) => {
      await settleFailedJob(app.db, request.params.id, 'retry');
      return undefined;
    },
  );

  endpointRoute(
    app,
    systemEndpoints.dropJob,
    {
      config: { access: 'admin' },
      schema: { tags, description: 'Gives a failed job up (kept as cancelled).' },
    },
    async (request) => {
      await settleFailedJob(app.db, request.params.id, 'drop');
      return undefined;
    },
  );
};

export default systemRoutes;
