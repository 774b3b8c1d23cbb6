// The admin's System page (decision 283). Retrying and dropping are admin routes, so the audit trail
// records them (decision 282).
import { jobSchema, jobStateSchema, systemPaths, systemSchema } from '@boibazar/shared/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listJobsByStatus, type JobRow } from '../../jobs/index.ts';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { getSystem } from './get-system.ts';
import { settleFailedJob } from './settle-failed-job.ts';

const tags = ['admin'];
const idParams = z.object({ id: z.string().min(1).max(64) });

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
  app.get(
    systemPaths.system,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'The machinery: instances heard from in the last ten minutes, jobs by state, the outboxes, and the last hour of each instance’s figures.',
        response: { 200: systemSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSystem(app.db);
    },
  );

  app.get(
    systemPaths.jobs,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Jobs in one state (failed by default), the most recently changed first, with their last error.',
        querystring: pageQuery.extend({ status: jobStateSchema.default('failed') }),
        response: { 200: z.array(jobSchema) },
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

  app.post(
    systemPaths.retryJob(':id'),
    {
      config: { access: 'admin' },
      schema: { tags, description: 'Runs a failed job again from its first attempt.', params: idParams },
    },
    async (request, reply) => {
      await settleFailedJob(app.db, request.params.id, 'retry');
      return reply.status(204).send();
    },
  );

  app.delete(
    systemPaths.job(':id'),
    {
      config: { access: 'admin' },
      schema: { tags, description: 'Gives a failed job up (kept as cancelled).', params: idParams },
    },
    async (request, reply) => {
      await settleFailedJob(app.db, request.params.id, 'drop');
      return reply.status(204).send();
    },
  );
};

export default systemRoutes;
