// RECONCILE_SCHEDULE (decision 360): one run per interval through the jobs runner, whichever instance
// claims it (keyed by the interval's number since 1970, as BACKUP_SCHEDULE and PAYOUT_SCHEDULE are).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scheduleJob } from '../../jobs/index.ts';
import { runReconciliation, type Providers } from './run-reconciliation.ts';
import { clock } from '../../lib/clock.ts';

export const RECONCILE_JOB = 'reconciliation.run';

export function scheduleReconciliation(app: FastifyInstance, providers: () => Promise<Providers>): void {
  const every = app.config.RECONCILE_SCHEDULE;
  if (!every) return;
  const schedule = (window: number) =>
    scheduleJob(app.db, {
      kind: RECONCILE_JOB,
      key: String(window),
      payload: { window },
      runAt: new Date(window * every),
    });
  const nextWindow = () => Math.floor(clock.nowMs() / every) + 1;
  app.jobs.register(
    RECONCILE_JOB,
    async ({ log, payload }) => {
      // The next one first, so a run that fails (and is retried) never stops the schedule.
      const { window } = z.object({ window: z.number().int() }).parse(payload);
      await schedule(Math.max(window + 1, nextWindow()));
      const run = await runReconciliation(app.db, await providers(), 'schedule');
      log.info({ checked: run.checked, mismatches: run.mismatchCount }, 'reconciliation run');
    },
    { mode: 'external' },
  );
  app.addHook('onReady', async () => {
    await schedule(nextWindow());
  });
}
