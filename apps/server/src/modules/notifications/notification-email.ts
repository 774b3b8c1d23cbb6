// The emails notifications send: one per notification, or one for a person's unread messages.
import type { Db } from '../../db/database.ts';
import type { TextLanguage } from '../../lib/server-text.ts';
import { enqueueEmail } from '../mail/index.ts';
import type { NotificationRow } from './notification-repository.ts';
import { notificationText } from './notification-text.ts';
import type { NotificationSettings } from './notify.ts';

const SIGNATURE = '— BoiBazar\nChoose which emails you get under Dashboard → Notifications.';
const signature = (language: TextLanguage) => `\n\n${notificationText(SIGNATURE, language)}`;

/** The page's full address on this site. */
const address = (settings: NotificationSettings, link: string) => `${settings.publicOrigin()}${link}`;

export async function queueNotificationEmail(
  trx: Db,
  settings: NotificationSettings,
  to: string,
  row: NotificationRow,
  language: TextLanguage,
): Promise<void> {
  const say = (text: string) => notificationText(text, language);
  await enqueueEmail(trx, {
    to,
    subject: say(row.title),
    text: `${say(row.body)}\n\n${address(settings, row.link)}${signature(language)}`,
    // One email per notification, ever.
    key: `notification:${row.id}`,
    language,
  });
}

export async function queueMessagesEmail(
  trx: Db,
  settings: NotificationSettings,
  to: string,
  rows: NotificationRow[],
  key: string,
  language: TextLanguage,
): Promise<void> {
  const say = (text: string) => notificationText(text, language);
  const lines = rows.map((r) => `• ${say(r.title)}: ${say(r.body)}\n  ${address(settings, r.link)}`);
  await enqueueEmail(trx, {
    to,
    subject:
      rows.length === 1
        ? say(rows[0].title)
        : say(`You have unread messages in ${rows.length} conversations`),
    text: `${lines.join('\n\n')}${signature(language)}`,
    key,
    language,
  });
}
