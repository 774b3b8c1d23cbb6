// The admin's Outbox: every email the app has written, newest first, with its delivery state.
import { outboxEmailSchema, outboxQuerySchema } from '@boibazar/shared/mail';
import { mailPaths } from '@boibazar/shared/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { listOutbox, outboxCursor } from './mail-repository.ts';

const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    mailPaths.outbox,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: pageQuery.extend(outboxQuerySchema.shape),
        response: { 200: z.array(outboxEmailSchema) },
      },
    },
    async (request, reply) => {
      const rows = await listOutbox(app.db, request.query, request.query.status);
      return sendPage(reply, rows, request.query, outboxCursor);
    },
  );
};

export default mailRoutes;
