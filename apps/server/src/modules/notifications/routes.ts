import {
  markedReadSchema,
  markNotificationsReadSchema,
  notificationSettingsSchema,
  notificationTypesOf,
  notificationSchema,
  notificationsQuery,
  unreadNotificationsSchema,
  updateNotificationPreferencesSchema,
} from '@boibazar/shared/notifications';
import { notificationPaths } from '@boibazar/shared/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nowIso } from '../../lib/ids.ts';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
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
import { deliverNotification, DELIVER_NOTIFICATION_JOB } from './deliver-notification.ts';

const tags = ['notifications'];

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: NotificationSettings = {
    messageEmailBatch: app.config.MESSAGE_EMAIL_BATCH,
    publicOrigin: app.publicOrigin,
  };
  subscribeNotifications(app);
  app.jobs.register(DELIVER_NOTIFICATION_JOB, ({ db, payload }) =>
    deliverNotification(db, settings, payload),
  );
  app.jobs.register(MESSAGE_EMAIL_JOB, ({ db, payload }) => sendMessagesEmail(db, settings, payload));

  app.get(
    notificationPaths.notifications,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'The caller’s notifications, newest first (`unread=1`: unread only); next page in X-Next-Cursor.',
        querystring: pageQuery.extend(notificationsQuery.shape),
        response: { 200: z.array(notificationSchema) },
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

  app.get(
    notificationPaths.unreadCount,
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: unreadNotificationsSchema } } },
    async (request) => ({ count: await countUnreadNotifications(app.db, currentUser(request)._id) }),
  );

  app.post(
    notificationPaths.read,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'Marks some of the caller’s notifications read (`ids`), or all of them (`all: true`).',
        body: markNotificationsReadSchema,
        response: { 200: markedReadSchema },
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

  app.get(
    notificationPaths.preferences,
    {
      config: { access: 'signedIn' },
      schema: { tags, response: { 200: notificationSettingsSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        email: await emailPreferences(app.db, user._id),
        offered: [...notificationTypesOf[user.role]],
      };
    },
  );

  app.put(
    notificationPaths.preferences,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'Switches emails per notification type; in-app notifications are always on.',
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationSettingsSchema },
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
