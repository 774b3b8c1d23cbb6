import { savedSearchEndpoints } from '@boibazar/shared/saved-searches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleJob } from '../../jobs/index.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { alertSavedSearches, SAVED_SEARCH_ALERT_JOB } from './alert-saved-searches.ts';
import { changeSavedSearch, removeSavedSearch, saveSearch } from './save-search.ts';
import { SAVED_SEARCH_EMAIL_JOB, sendSavedSearchEmail } from './saved-search-email.ts';
import { listSavedSearches, savedSearchCursor } from './saved-search-repository.ts';

const tags = ['saved searches'];
const alertPayload = z.object({ bookId: z.string() });

const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  // In the listing's transaction: the job exists once the listing does, and runs after it commits.
  app.events.subscribe('book.listed', async ({ bookId }, { db }) => {
    await scheduleJob(db, { kind: SAVED_SEARCH_ALERT_JOB, key: bookId, payload: { bookId } });
  });
  app.jobs.register(SAVED_SEARCH_ALERT_JOB, async ({ db, payload }) => {
    await alertSavedSearches(db, alertPayload.parse(payload).bookId);
  });
  app.jobs.register(SAVED_SEARCH_EMAIL_JOB, async ({ db, payload }) => {
    await sendSavedSearchEmail(db, app.publicOrigin, payload);
  });

  const signedIn = { config: { access: 'signedIn' as const }, schema: { tags } };

  endpointRoute(app, savedSearchEndpoints.list, signedIn, async (request, reply) =>
    sendPage(
      reply,
      await listSavedSearches(app.db, currentUser(request)._id, request.query),
      request.query,
      savedSearchCursor,
    ),
  );

  endpointRoute(
    app,
    savedSearchEndpoints.save,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Keeps a search (words and filters, as GET /api/search takes them); a new listing that matches it ' +
          'brings the reader a notification. At most 30 per reader (409 beyond).',
      },
    },
    async (request) => saveSearch(app.db, app.dialect, currentUser(request), request.body),
  );

  endpointRoute(app, savedSearchEndpoints.change, signedIn, async (request) =>
    changeSavedSearch(app.db, currentUser(request), request.params.id, request.body),
  );

  endpointRoute(app, savedSearchEndpoints.remove, signedIn, async (request) => ({
    acknowledged: true as const,
    deletedCount: await removeSavedSearch(app.db, currentUser(request), request.params.id),
  }));
};

export default savedSearchesRoutes;
