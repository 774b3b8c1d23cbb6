// BACKUP_SCHEDULE (decision 281): one backup per interval through the jobs runner, whichever instance
// claims it (the job's key is the interval's number, so instances scheduling the same run make one job).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { scheduleJob } from '../jobs/index.ts';
import { clock } from '../lib/clock.ts';

export const BACKUP_JOB = 'backup.run';

export default fp(
  async function backupPlugin(app: FastifyInstance) {
    const every = app.config.BACKUP_SCHEDULE;
    if (!every) return;
    // Loaded only when backups are scheduled: tar and the bucket's client stay out of the memory of a server
    // that never writes one (decision 537).
    const { writeBackup } = await import('../backup/index.ts');
    /** The run of interval `window` (its number since 1970): one job whoever schedules it. */
    const schedule = (window: number) =>
      scheduleJob(app.db, {
        kind: BACKUP_JOB,
        key: String(window),
        payload: { window },
        runAt: new Date(window * every),
      });
    const nextWindow = () => Math.floor(clock.nowMs() / every) + 1;
    app.jobs.register(
      BACKUP_JOB,
      async ({ log, payload }) => {
        // The next one first: a backup that fails (and is retried) never stops the schedule. After a
        // downtime the missed intervals are skipped, not made up.
        const { window } = z.object({ window: z.number().int() }).parse(payload);
        await schedule(Math.max(window + 1, nextWindow()));
        const { file, bytes, removed } = await writeBackup(app.config);
        log.info({ file, bytes, removed }, 'backup written');
      },
      { mode: 'external' },
    );
    app.addHook('onReady', async () => {
      await schedule(nextWindow());
    });
  },
  { name: 'backup', dependencies: ['db', 'jobs'] },
);
