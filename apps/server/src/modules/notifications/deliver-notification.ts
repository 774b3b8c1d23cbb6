// Turning one committed outbox row `{type, params}` into notifications: who hears of it (notices.ts), in
// their own transaction as a job (docs/decisions/330-notifications-after-commit.md). A failure here is the
// job's: it is retried, and the cause it reports on has long committed.
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { pushToUser } from '../../live/index.ts';
import { markGroupRead } from './notification-repository.ts';
import { noticeOf, READS } from './notices.ts';
import type { NotificationSettings } from './notification-settings.ts';
import { notify, NOTIFICATION_READ_EVENT } from './notify.ts';

export const DELIVER_NOTIFICATION_JOB = 'notifications.deliver';

/** The outbox row: what the publisher wrote (a job payload, read back from the jobs table). */
const outboxRow = z.object({ type: z.string(), params: z.record(z.string(), z.unknown()) });

export async function deliverNotification(
  db: Db,
  settings: NotificationSettings,
  payload: unknown,
): Promise<void> {
  const { type, params } = outboxRow.parse(payload);
  const read = (READS as Record<string, (e: unknown) => { userId: string; groupKey: string }>)[type];
  if (read) {
    const { userId, groupKey } = read(params);
    if ((await markGroupRead(db, userId, groupKey, nowIso())) > 0)
      pushToUser(db, userId, { type: NOTIFICATION_READ_EVENT });
    return;
  }
  const notice = noticeOf(type);
  if (!notice) return;
  // Typed by the publisher (DomainEvents); stored and read back as it was published.
  const event = params as never;
  const looked = notice.lookup ? await notice.lookup(db, event) : {};
  const groupKey = notice.groupKey?.(event);
  for (const to of notice.to(event)) {
    await notify(
      db,
      settings,
      {
        userId: to.userId,
        type: to.kind ?? notice.kind,
        template: type,
        params: { ...params, ...looked, as: to.as },
        link: notice.link(event),
        ...(groupKey === undefined ? {} : { groupKey }),
      },
      { email: !notice.ownEmail },
    );
  }
}
