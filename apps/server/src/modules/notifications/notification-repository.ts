// Notifications and email preferences: all their SQL.
import {
  defaultEmailPreferences,
  notificationTypes,
  type Notification,
  type NotificationType,
} from '@boibazar/shared/notifications';
import type { Db } from '../../db/database.ts';
import type { NotificationsTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';
import type { TextLanguage } from '../../lib/server-text.ts';
import { renderNotification } from './notification-templates.ts';

export type NotificationRow = NotificationsTable;

/** A stored notification as the API shows it, its text rendered in the reader's language. */
export const toNotification = (row: NotificationRow, language: TextLanguage): Notification => ({
  _id: row.id,
  type: row.type as NotificationType,
  ...renderNotification(row, language),
  link: row.link,
  createdAt: row.created_at,
  read: row.read_at !== null,
});

export const notificationCursor = (n: Notification): Cursor => ({ key: n.createdAt, id: n._id });

export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** The template (notification-templates.ts) and its values: rendered per language when read. */
  template: string;
  params: Record<string, unknown>;
  link: string;
  groupKey?: string;
}

const newRow = (input: NewNotification, now: string): NotificationRow => ({
  id: newId(),
  user_id: input.userId,
  type: input.type,
  template: input.template,
  params: JSON.stringify(input.params),
  link: input.link,
  group_key: input.groupKey ?? null,
  created_at: now,
  read_at: null,
  emailed_at: null,
});

/** Writes notifications without a group key, all in one statement; answers the rows written, in order. */
export async function insertNotifications(
  trx: Db,
  inputs: NewNotification[],
  now: string,
): Promise<NotificationRow[]> {
  const rows = inputs.map((input) => newRow(input, now));
  if (rows.length > 0) await trx.insertInto('notifications').values(rows).execute();
  return rows;
}

/**
 * Writes a notification; one with a group key replaces the same group's unread notification (so ten
 * messages in one conversation are one line in the list, moved to the top). Answers the row written.
 */
export async function upsertNotification(
  trx: Db,
  input: NewNotification,
  now: string,
): Promise<NotificationRow> {
  if (input.groupKey) {
    const existing = await trx
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', input.userId)
      .where('group_key', '=', input.groupKey)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    if (existing) {
      return (
        trx
          .updateTable('notifications')
          // A newer message in an already emailed group waits for the next batched email.
          .set({
            template: input.template,
            params: JSON.stringify(input.params),
            link: input.link,
            created_at: now,
            emailed_at: null,
          })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      );
    }
  }
  return (await insertNotifications(trx, [input], now))[0]!;
}

export async function listNotifications(
  db: Db,
  userId: string,
  filter: { unreadOnly: boolean },
  page: Page,
  language: TextLanguage,
): Promise<Notification[]> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (filter.unreadOnly) query = query.where('read_at', 'is', null);
  const rows = await newestFirst(query, { key: 'created_at', id: 'id' }, page).execute();
  return rows.map((row) => toNotification(row, language));
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the user's notifications read (these ids, or all); answers how many changed. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  ids: string[] | 'all',
  now: string,
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks the user's unread notification of this group read; answers how many changed (0 or 1). */
export async function markGroupRead(db: Db, userId: string, groupKey: string, now: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('group_key', '=', groupKey)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Unread message notifications not yet in an email, oldest first (the batched email's lines). */
export async function pendingMessageNotifications(db: Db, userId: string): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', 'message')
    .where('read_at', 'is', null)
    .where('emailed_at', 'is', null)
    .orderBy('created_at')
    .limit(50)
    .execute();
}

export async function markEmailed(db: Db, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('notifications').set({ emailed_at: now }).where('id', 'in', ids).execute();
}

export async function emailPreferences(db: Db, userId: string): Promise<Record<NotificationType, boolean>> {
  return (await emailPreferencesOf(db, [userId])).get(userId)!;
}

/** Each of these members' email preferences (the defaults where they chose nothing), in one read. */
export async function emailPreferencesOf(
  db: Db,
  userIds: string[],
): Promise<Map<string, Record<NotificationType, boolean>>> {
  const unique = [...new Set(userIds)];
  const prefs = new Map(unique.map((id) => [id, { ...defaultEmailPreferences }]));
  if (unique.length === 0) return prefs;
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['user_id', 'type', 'email'])
    .where('user_id', 'in', unique)
    .execute();
  for (const row of rows) {
    if ((notificationTypes as readonly string[]).includes(row.type))
      prefs.get(row.user_id)![row.type as NotificationType] = Number(row.email) === 1;
  }
  return prefs;
}

export async function saveEmailPreferences(
  db: Db,
  userId: string,
  changes: Partial<Record<NotificationType, boolean>>,
): Promise<void> {
  for (const [type, email] of Object.entries(changes)) {
    if (email === undefined) continue;
    const flag = email ? (1 as const) : (0 as const);
    await db
      .insertInto('notification_preferences')
      .values({ user_id: userId, type, email: flag })
      .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet({ email: flag }))
      .execute();
  }
}
