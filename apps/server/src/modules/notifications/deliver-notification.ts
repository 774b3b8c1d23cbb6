// Turning committed outbox rows `{type, params}` into notifications: who hears of it (notices.ts), in
// their own transaction as a job (docs/decisions/330-notifications-after-commit.md). A failure here is the
// job's: it is retried, and the cause it reports on has long committed.
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { pushToUser } from '../../live/index.ts';
import { markGroupRead } from './notification-repository.ts';
import { noticeOf, READS } from './notices.ts';
import type { NotificationSettings } from './notification-settings.ts';
import { notifyAll, NOTIFICATION_READ_EVENT, type Notification } from './notify.ts';

export const DELIVER_NOTIFICATION_JOB = 'notifications.deliver';

/** The outbox row: what the publisher wrote (a job payload, read back from the jobs table). */
const outboxRow = z.object({ type: z.string(), params: z.record(z.string(), z.unknown()) });

/**
 * Delivers outbox rows, in order: one alone (the poller, a retry) or the many that concurrent requests
 * committed together (decision 498), whose notifications are written by one `notifyAll` up to each event
 * that marks some read, so that it reads what came before it and nothing after.
 */
export async function deliverNotifications(
  db: Db,
  settings: NotificationSettings,
  payloads: unknown[],
): Promise<void> {
  let pending: Notification[] = [];
  for (const payload of payloads) {
    const { type, params } = outboxRow.parse(payload);
    const read = (READS as Record<string, (e: unknown) => { userId: string; groupKey: string }>)[type];
    if (read) {
      await notifyAll(db, settings, pending);
      pending = [];
      const { userId, groupKey } = read(params);
      if ((await markGroupRead(db, userId, groupKey, nowIso())) > 0)
        pushToUser(db, userId, { type: NOTIFICATION_READ_EVENT });
      continue;
    }
    const notice = noticeOf(type);
    if (!notice) continue;
    // Typed by the publisher (DomainEvents); stored and read back as it was published.
    const event = params as never;
    const looked = notice.lookup ? await notice.lookup(db, event) : {};
    const groupKey = notice.groupKey?.(event);
    for (const to of notice.to(event)) {
      pending.push({
        input: {
          userId: to.userId,
          type: to.kind ?? notice.kind,
          template: type,
          params: { ...params, ...looked, as: to.as },
          link: notice.link(event),
          ...(groupKey === undefined ? {} : { groupKey }),
        },
        email: !notice.ownEmail,
      });
    }
  }
  await notifyAll(db, settings, pending);
}
