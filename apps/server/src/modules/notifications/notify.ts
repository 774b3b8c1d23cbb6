// Writing notifications after their causes have committed (a step of deliver-notification.ts) and, per the
// person's preference, their emails: at once, in their language, or (new messages) through the batched
// unread-messages email. Many at a time cost one read of the people (their languages with them, decision
// 514), one of their preferences, one insert of the notifications without a group key (decision 498), and
// two statements for all their emails: the rows, then their jobs (decision 503).
import type { Db } from '../../db/database.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { nowIso } from '../../lib/ids.ts';
import { pushToUser } from '../../live/index.ts';
import { findPeople } from '../identity/index.ts';
import { queueNotificationEmails, type NotificationEmail } from './notification-email.ts';
import {
  emailPreferencesOf,
  insertNotifications,
  upsertNotification,
  type NewNotification,
  type NotificationRow,
} from './notification-repository.ts';
import type { NotificationSettings } from './notification-settings.ts';
import { clock } from '../../lib/clock.ts';

export const MESSAGE_EMAIL_JOB = 'notifications.message-email';
export const NOTIFICATION_EVENT = 'notification.created';
/** Some of the user's notifications were read elsewhere (another tab, or by reading a conversation). */
export const NOTIFICATION_READ_EVENT = 'notification.read';

export interface Notification {
  input: NewNotification;
  /** False: the notice's own feature emails (decision 390); the kind's switch sends nothing. */
  email: boolean;
}

/**
 * Writes these notifications, in order, for the people still members; those with a group key replace
 * their group's unread one, the rest are inserted together. Then the emails their people want.
 */
export async function notifyAll(
  trx: Db,
  settings: NotificationSettings,
  notifications: Notification[],
): Promise<void> {
  if (notifications.length === 0) return;
  const people = await findPeople(
    trx,
    notifications.map((n) => n.input.userId),
  );
  const live = notifications.filter((n) => {
    const person = people.get(n.input.userId);
    return person !== undefined && !person.removed;
  });
  if (live.length === 0) return;
  const now = nowIso();
  const rows = new Map<Notification, NotificationRow>();
  for (const n of live) if (n.input.groupKey) rows.set(n, await upsertNotification(trx, n.input, now));
  const ungrouped = live.filter((n) => !n.input.groupKey);
  const inserted = await insertNotifications(
    trx,
    ungrouped.map((n) => n.input),
    now,
  );
  ungrouped.forEach((n, i) => rows.set(n, inserted[i]!));

  const emailing = live.filter((n) => n.email);
  const preferences = await emailPreferencesOf(
    trx,
    emailing.map((n) => n.input.userId),
  );
  const wanted = emailing.filter((n) => preferences.get(n.input.userId)![n.input.type]);
  const toSend: NotificationEmail[] = [];
  for (const n of wanted) {
    const { userId } = n.input;
    if (n.input.type === 'message') {
      // One job per person and window: every message of the window is in the one email it sends.
      const window = Math.floor(clock.nowMs() / settings.messageEmailBatch);
      await scheduleJob(trx, {
        kind: MESSAGE_EMAIL_JOB,
        key: `${userId}:${window}`,
        payload: { userId, window },
        runAt: new Date((window + 1) * settings.messageEmailBatch),
      });
    } else {
      const person = people.get(userId)!;
      toSend.push({ to: person.email, row: rows.get(n)!, language: person.language ?? 'en' });
    }
  }
  await queueNotificationEmails(trx, settings, toSend);
  for (const n of live) {
    const row = rows.get(n)!;
    pushToUser(trx, row.user_id, { type: NOTIFICATION_EVENT, data: { id: row.id, type: row.type } });
  }
}
