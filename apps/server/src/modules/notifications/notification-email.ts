// The emails notifications send, rendered from the stored {template, params} in the recipient's language:
// one per notification, or one for a person's unread messages.
import type { Db } from '../../db/database.ts';
import type { TextLanguage } from '../../lib/server-text.ts';
import { enqueueEmail, enqueueEmails } from '../mail/index.ts';
import type { NotificationRow } from './notification-repository.ts';
import { EMAIL_TEXTS, renderNotification } from './notification-templates.ts';
import type { NotificationSettings } from './notification-settings.ts';

const signature = (language: TextLanguage) => `\n\n${EMAIL_TEXTS[language].signature}`;

/** The page's full address on this site. */
const address = (settings: NotificationSettings, link: string) => `${settings.publicOrigin()}${link}`;

export interface NotificationEmail {
  to: string;
  row: NotificationRow;
  language: TextLanguage;
}

/** An email per notification, each in its reader's language, written together (decision 503). */
export async function queueNotificationEmails(
  trx: Db,
  settings: NotificationSettings,
  emails: NotificationEmail[],
): Promise<void> {
  await enqueueEmails(
    trx,
    emails.map(({ to, row, language }) => {
      const { title, body } = renderNotification(row, language);
      return {
        to,
        subject: title,
        text: `${body}\n\n${address(settings, row.link)}${signature(language)}`,
        // One email per notification, ever.
        key: `notification:${row.id}`,
        language,
      };
    }),
  );
}

export async function queueMessagesEmail(
  trx: Db,
  settings: NotificationSettings,
  to: string,
  rows: NotificationRow[],
  key: string,
  language: TextLanguage,
): Promise<void> {
  const texts = rows.map((row) => renderNotification(row, language));
  const lines = rows.map((r, i) => `• ${texts[i]!.title}: ${texts[i]!.body}\n  ${address(settings, r.link)}`);
  await enqueueEmail(trx, {
    to,
    subject: rows.length === 1 ? texts[0]!.title : EMAIL_TEXTS[language].unreadConversations(rows.length),
    text: `${lines.join('\n\n')}${signature(language)}`,
    key,
    language,
  });
}
