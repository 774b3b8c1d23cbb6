// GET /api/events: one Server-Sent Events stream per signed-in tab (docs/decisions/053-live-stream.md).
// EventSource cannot send an Authorization header, so the tab first trades its token for a 60-second
// ticket (POST /api/events/ticket) and opens the stream with ?ticket=; tokens never appear in URLs.
import { liveTicketSchema, liveStreamQuerySchema } from '@boibazar/shared/live';
import { livePaths } from '@boibazar/shared/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/auth.ts';
import { openEventStream } from './event-stream.ts';

const tags = ['live'];

const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    livePaths.ticket,
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: liveTicketSchema } } },
    async (request) => ({ ticket: await app.tokens.issueStreamTicket(currentUser(request)) }),
  );

  app.get(
    livePaths.stream,
    { config: { access: 'streamTicket' }, schema: { tags, querystring: liveStreamQuerySchema } },
    async (request, reply) => {
      openEventStream(app, request, reply, currentUser(request), request.query.lastEventId);
    },
  );
};

export default liveRoutes;
