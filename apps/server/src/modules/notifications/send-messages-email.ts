// The batched unread-messages email: at the end of a window, one email listing the person's
// conversations with unread messages not emailed yet. Runs as a job in its own transaction.
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { findPeople, findUserLanguage } from '../identity/index.ts';
import { queueMessagesEmail } from './notification-email.ts';
import { emailPreferences, markEmailed, pendingMessageNotifications } from './notification-repository.ts';
import type { NotificationSettings } from './notification-settings.ts';

export const messagesEmailPayload = z.object({ userId: z.string(), window: z.number() });

export async function sendMessagesEmail(
  db: Db,
  settings: NotificationSettings,
  payload: unknown,
): Promise<void> {
  const { userId, window } = messagesEmailPayload.parse(payload);
  const person = (await findPeople(db, [userId])).get(userId);
  if (!person || person.removed) return;
  // Read in the meantime, or the preference switched off: nothing to send.
  if (!(await emailPreferences(db, userId)).message) return;
  const rows = await pendingMessageNotifications(db, userId);
  if (rows.length === 0) return;
  const language = (await findUserLanguage(db, userId)) ?? 'en';
  await queueMessagesEmail(db, settings, person.email, rows, `messages:${userId}:${window}`, language);
  await markEmailed(
    db,
    rows.map((r) => r.id),
    nowIso(),
  );
}
