// What the publisher's transaction holds of a notification: one outbox row, `{type, params}` (the event's
// type and its typed fields), as a job. Rendering, recipients and emails happen after COMMIT
// (deliver-notification.ts), so nothing they do can roll back the booking or payment that caused them.
// Nobody imports this module; it listens (docs/decisions/330-notifications-after-commit.md).
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../jobs/index.ts';
import { DELIVER_NOTIFICATION_JOB } from './deliver-notification.ts';
import { NOTICES, READS } from './notices.ts';

export function subscribeNotifications(app: FastifyInstance): void {
  for (const type of [...Object.keys(NOTICES), ...Object.keys(READS)]) {
    app.events.subscribe(type, async ({ type: _type, ...params }, { db, afterCommit }) => {
      const { id } = await scheduleJob(db, { kind: DELIVER_NOTIFICATION_JOB, payload: { type, params } });
      // At once after COMMIT; if this instance stops first or delivery fails, the jobs runner retries it.
      afterCommit(() => app.jobs.runNow(id));
    });
  }
}
