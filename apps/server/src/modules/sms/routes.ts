// The SMS sandbox's page: what its testers' phones received, newest first (admin; sandbox only).
import { phonePaths, sandboxSmsSchema } from '@boibazar/shared/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { listSandboxMessages, sandboxCursor } from './sms-repository.ts';

const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.sms?.kind !== 'sandbox') return;
  app.get(
    phonePaths.smsSandbox,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: pageQuery.extend({ to: z.string().max(20).optional() }),
        response: { 200: z.array(sandboxSmsSchema) },
      },
    },
    async (request, reply) => {
      const rows = await listSandboxMessages(app.db, request.query, request.query.to);
      return sendPage(reply, rows, request.query, sandboxCursor);
    },
  );
};

export default smsRoutes;
