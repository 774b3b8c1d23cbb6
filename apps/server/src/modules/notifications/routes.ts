import { notificationEndpoints, notificationTypesOf } from '@boibazar/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { nowIso } from '../../lib/ids.ts';
import { sendPage } from '../../lib/pagination.ts';
import { languageFromHeader } from '../../lib/server-text.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findUserLanguage } from '../identity/index.ts';
import {
  countUnreadNotifications,
  emailPreferences,
  listNotifications,
  markNotificationsRead,
  notificationCursor,
  saveEmailPreferences,
} from './notification-repository.ts';
import type { NotificationSettings } from './notification-settings.ts';
import { MESSAGE_EMAIL_JOB } from './notify.ts';
import { sendMessagesEmail } from './send-messages-email.ts';
import { subscribeNotifications } from './subscribers.ts';
import { deliverNotifications, DELIVER_NOTIFICATION_JOB } from './deliver-notification.ts';

const tags = ['notifications'];

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: NotificationSettings = {
    messageEmailBatch: app.config.MESSAGE_EMAIL_BATCH,
    publicOrigin: app.publicOrigin,
  };
  subscribeNotifications(app);
  app.jobs.register(
    DELIVER_NOTIFICATION_JOB,
    ({ db, payload }) => deliverNotifications(db, settings, [payload]),
    // Rows committed together are delivered together: one transaction, one read of the people (decision 498).
    {
      batch: (db, jobs) =>
        deliverNotifications(
          db,
          settings,
          jobs.map((job) => job.payload),
        ),
    },
  );
  app.jobs.register(MESSAGE_EMAIL_JOB, ({ db, payload }) => sendMessagesEmail(db, settings, payload));

  endpointRoute(
    app,
    notificationEndpoints.list,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'The caller’s notifications, newest first (`unread=1`: unread only); next page in X-Next-Cursor.',
      },
    },
    async (request, reply) => {
      const { unread } = request.query;
      // Rendered in the reader's language: their saved one, else the request's (issue 17).
      const language =
        (await findUserLanguage(app.db, currentUser(request)._id)) ??
        languageFromHeader(request.headers['accept-language']);
      const rows = await listNotifications(
        app.db,
        currentUser(request)._id,
        { unreadOnly: unread === '1' || unread === 'true' },
        request.query,
        language,
      );
      return sendPage(reply, rows, request.query, notificationCursor);
    },
  );

  endpointRoute(
    app,
    notificationEndpoints.unreadCount,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => ({ count: await countUnreadNotifications(app.db, currentUser(request)._id) }),
  );

  endpointRoute(
    app,
    notificationEndpoints.markRead,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'Marks some of the caller’s notifications read (`ids`), or all of them (`all: true`).',
      },
    },
    async (request) => {
      const userId = currentUser(request)._id;
      const body = request.body;
      const modifiedCount = await markNotificationsRead(
        app.db,
        userId,
        'all' in body ? 'all' : body.ids,
        nowIso(),
      );
      return { modifiedCount, unread: await countUnreadNotifications(app.db, userId) };
    },
  );

  endpointRoute(
    app,
    notificationEndpoints.preferences,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => {
      const user = currentUser(request);
      return {
        email: await emailPreferences(app.db, user._id),
        offered: [...notificationTypesOf[user.role]],
      };
    },
  );

  endpointRoute(
    app,
    notificationEndpoints.savePreferences,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'Switches emails per notification type; in-app notifications are always on.',
      },
    },
    async (request) => {
      const user = currentUser(request);
      await saveEmailPreferences(app.db, user._id, request.body.email);
      return {
        email: await emailPreferences(app.db, user._id),
        offered: [...notificationTypesOf[user.role]],
      };
    },
  );
};

export default notificationsRoutes;
