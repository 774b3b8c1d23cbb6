// The admin's Outbox: every email the app has written, newest first, with its delivery state.
import { mailEndpoints } from '@boibazar/shared/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { listOutbox, outboxCursor } from './mail-repository.ts';

const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    mailEndpoints.outbox,
    { config: { access: 'admin' }, schema: { tags: ['admin'] } },
    async (request, reply) => {
      const rows = await listOutbox(app.db, request.query, request.query.status);
      return sendPage(reply, rows, request.query, outboxCursor);
    },
  );
};

export default mailRoutes;
