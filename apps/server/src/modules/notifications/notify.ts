// Writing one notification after its cause has committed (a step of deliver-notification.ts) and, per the
// person's preference, its email: at once, in their language, or (new messages) through the batched
// unread-messages email.
import type { Db } from '../../db/database.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { nowIso } from '../../lib/ids.ts';
import { pushToUser } from '../../live/index.ts';
import { findPeople, findUserLanguage } from '../identity/index.ts';
import { queueNotificationEmail } from './notification-email.ts';
import { emailPreferences, upsertNotification, type NewNotification } from './notification-repository.ts';
import type { NotificationSettings } from './notification-settings.ts';
import { clock } from '../../lib/clock.ts';

export const MESSAGE_EMAIL_JOB = 'notifications.message-email';
export const NOTIFICATION_EVENT = 'notification.created';
/** Some of the user's notifications were read elsewhere (another tab, or by reading a conversation). */
export const NOTIFICATION_READ_EVENT = 'notification.read';

/** `email: false`: the notice's own feature emails (decision 390); the kind's switch sends nothing. */
export async function notify(
  trx: Db,
  settings: NotificationSettings,
  input: NewNotification,
  { email = true }: { email?: boolean } = {},
): Promise<void> {
  const person = (await findPeople(trx, [input.userId])).get(input.userId);
  if (!person || person.removed) return;
  const row = await upsertNotification(trx, input, nowIso());
  const wantsEmail = email && (await emailPreferences(trx, input.userId))[input.type];
  if (wantsEmail && input.type === 'message') {
    // One job per person and window: every message of the window is in the one email it sends.
    const window = Math.floor(clock.nowMs() / settings.messageEmailBatch);
    await scheduleJob(trx, {
      kind: MESSAGE_EMAIL_JOB,
      key: `${input.userId}:${window}`,
      payload: { userId: input.userId, window },
      runAt: new Date((window + 1) * settings.messageEmailBatch),
    });
  } else if (wantsEmail) {
    const language = (await findUserLanguage(trx, input.userId)) ?? 'en';
    await queueNotificationEmail(trx, settings, person.email, row, language);
  }
  pushToUser(trx, input.userId, { type: NOTIFICATION_EVENT, data: { id: row.id, type: row.type } });
}
