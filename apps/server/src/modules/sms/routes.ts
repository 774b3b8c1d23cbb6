// The SMS sandbox's page: what its testers' phones received, newest first (admin; sandbox only).
import { smsEndpoints } from '@boibazar/shared/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { listSandboxMessages, sandboxCursor } from './sms-repository.ts';

const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.sms?.kind !== 'sandbox') return;
  endpointRoute(
    app,
    smsEndpoints.sandbox,
    { config: { access: 'admin' }, schema: { tags: ['admin'] } },
    async (request, reply) => {
      const { limit, cursor, to } = request.query;
      const rows = await listSandboxMessages(app.db, { limit, cursor }, to);
      return sendPage(reply, rows, { limit, cursor }, sandboxCursor);
    },
  );
};

export default smsRoutes;
