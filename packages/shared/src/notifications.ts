// Notifications (issue 13): what happened that concerns the user, in the app and, per their preferences,
// by email.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import type { Role } from './identity.ts';
import { notificationRoutes } from './paths.ts';

/** The kinds of notification; each has its own email preference. */
export const notificationTypes = [
  'booking',
  'payment',
  'order',
  'message',
  'review',
  'verification',
  'moderation',
  'wishlist',
  'exchange',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** How each kind is described on the preferences screen. */
export const notificationTypeLabels: Record<NotificationType, string> = {
  booking: 'Someone books one of your books',
  payment: 'A payment on one of your orders',
  order: 'Each step of your orders (handover, completion, cancellation, disputes, refunds)',
  message: 'New messages (one email for several, not one per message)',
  review: 'Someone reviews you',
  verification: 'Your seller account is verified',
  moderation: 'The admin removes one of your books',
  wishlist: 'A book matching your wishlist is listed',
  exchange: 'Exchange offers and each step of your exchanges; books you want are listed',
};

/** Emails are on by default for everything about a deal; wishlist matches only in the app. */
export const defaultEmailPreferences: Record<NotificationType, boolean> = {
  booking: true,
  payment: true,
  order: true,
  message: true,
  review: true,
  verification: true,
  moderation: true,
  wishlist: false,
  exchange: true,
};

/**
 * The kinds that can reach each role: only a seller's books are booked, verified, moderated or exchanged;
 * buyers and the admin (who may buy too) hear of their orders, messages, reviews and wishlist.
 */
export const notificationTypesOf: Record<Role, readonly NotificationType[]> = {
  Seller: notificationTypes,
  Buyer: ['payment', 'order', 'message', 'review', 'wishlist'],
  Admin: ['payment', 'order', 'message', 'review', 'wishlist'],
};

export const notificationSchema = z.object({
  _id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** The page of the thing concerned, within the web app (starts with /). */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.object({
  unread: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** POST /notifications/read: some notifications by id, or all of them. */
export const markNotificationsReadSchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const markedReadSchema = z.object({ modifiedCount: z.number().int(), unread: z.number().int() });

export const unreadNotificationsSchema = z.object({ count: z.number().int() });

export const notificationPreferencesSchema = z.object({
  /** In-app notifications are always on; email per type. */
  email: z.object(
    Object.fromEntries(notificationTypes.map((t) => [t, z.boolean()])) as Record<
      NotificationType,
      z.ZodBoolean
    >,
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** GET /me/notification-preferences: the switches, and which of them concern the caller's role. */
export const notificationSettingsSchema = notificationPreferencesSchema.extend({
  offered: z.array(notificationTypeSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /me/notification-preferences: any subset of the email switches. */
export const updateNotificationPreferencesSchema = z.object({
  email: notificationPreferencesSchema.shape.email.partial(),
});

/** The notification endpoints (decision 466); their methods and paths are `notificationRoutes` (decision 482). */
export const notificationEndpoints = {
  list: defineEndpoint({
    ...notificationRoutes.list,
    query: notificationsQuery,
    answer: z.array(notificationSchema),
    page: true,
  }),
  unreadCount: defineEndpoint({ ...notificationRoutes.unreadCount, answer: unreadNotificationsSchema }),
  markRead: defineEndpoint({
    ...notificationRoutes.markRead,
    body: markNotificationsReadSchema,
    answer: markedReadSchema,
  }),
  preferences: defineEndpoint({ ...notificationRoutes.preferences, answer: notificationSettingsSchema }),
  savePreferences: defineEndpoint({
    ...notificationRoutes.savePreferences,
    body: updateNotificationPreferencesSchema,
    answer: notificationSettingsSchema,
  }),
};
