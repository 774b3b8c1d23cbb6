// PAYOUT_SCHEDULE (decision 300): once a day or a week, through the jobs runner, every available balance of
// at least PAYOUT_MIN_TAKA is requested as a payout to its member's default method (the first live one past
// its cool-down), exactly as the member would request it: the same rules, the same approval.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { AppError } from '../../lib/errors.ts';
import { membersWithAvailable } from '../ledger/index.ts';
import { findDefaultMethod } from './payout-repository.ts';
import { requestPayout } from './request-payout.ts';
import { clock } from '../../lib/clock.ts';

export const SCHEDULED_PAYOUTS_JOB = 'payouts.schedule';
const EVERY = { daily: 86_400_000, weekly: 7 * 86_400_000 } as const;

/** Requests the payouts of one scheduled run; returns how many were requested. */
export async function payEveryBalance(
  db: Db,
  settings: { minTaka: number; needApproval: boolean },
): Promise<number> {
  let requested = 0;
  for (const { userId, available } of await membersWithAvailable(db, settings.minTaka)) {
    const method = await findDefaultMethod(db, userId);
    if (!method) continue;
    try {
      await requestPayout(db, userId, { amount: available, methodId: method.id }, settings);
      requested += 1;
    } catch (error) {
      // One already open, or the balance moved since it was read: this member waits for the next run.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return requested;
}

export function schedulePayouts(app: FastifyInstance): void {
  const { PAYOUT_SCHEDULE, PAYOUT_MIN_TAKA, PAYOUTS_NEED_APPROVAL } = app.config;
  if (PAYOUT_SCHEDULE === 'off') return;
  const every = EVERY[PAYOUT_SCHEDULE];
  // One job per interval (its number since 1970), whichever instance schedules it (as BACKUP_SCHEDULE does).
  const schedule = (window: number) =>
    scheduleJob(app.db, {
      kind: SCHEDULED_PAYOUTS_JOB,
      key: String(window),
      payload: { window },
      runAt: new Date(window * every),
    });
  const nextWindow = () => Math.floor(clock.nowMs() / every) + 1;
  app.jobs.register(
    SCHEDULED_PAYOUTS_JOB,
    async ({ log, payload }) => {
      const { window } = z.object({ window: z.number().int() }).parse(payload);
      await schedule(Math.max(window + 1, nextWindow()));
      const requested = await payEveryBalance(app.db, {
        minTaka: PAYOUT_MIN_TAKA,
        needApproval: PAYOUTS_NEED_APPROVAL,
      });
      log.info({ requested }, 'scheduled payouts requested');
    },
    { mode: 'external' },
  );
  app.addHook('onReady', async () => {
    await schedule(nextWindow());
  });
}
