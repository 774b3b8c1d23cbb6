// GET /api/events: one Server-Sent Events stream per signed-in tab (docs/decisions/053-live-stream.md).
// EventSource cannot send an Authorization header, so the tab first trades its token for a 60-second
// ticket (POST /api/events/ticket) and opens the stream with ?ticket=; tokens never appear in URLs.
import { liveEndpoints, liveStreamQuerySchema } from '@boibazar/shared/live';
import { liveRoutes } from '@boibazar/shared/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route.ts';
import { currentUser } from '../plugins/auth.ts';
import { openEventStream } from './event-stream.ts';

const tags = ['live'];

const livePlugin: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    liveEndpoints.ticket,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => ({ ticket: await app.tokens.issueStreamTicket(currentUser(request)) }),
  );

  app.get(
    liveRoutes.stream.path,
    { config: { access: 'streamTicket' }, schema: { tags, querystring: liveStreamQuerySchema } },
    async (request, reply) => {
      openEventStream(app, request, reply, currentUser(request), request.query.lastEventId);
    },
  );
};

export default livePlugin;
