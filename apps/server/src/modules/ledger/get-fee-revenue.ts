// Fee revenue by day for the admin's chart (decision 443): the last `days` UTC days, today last, a day
// without fees as 0 so the chart's bars sit at their dates.
import type { FeeRevenueDay } from '@boibazar/shared/ledger';
import type { Db } from '../../db/database.ts';
import { feeRevenueByDay } from './ledger-repository.ts';
import { clock } from '../../lib/clock.ts';

const DAY_MS = 86_400_000;

export async function getFeeRevenue(db: Db, days: number, now = clock.now()): Promise<FeeRevenueDay[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayOf = (i: number) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
  const byDay = await feeRevenueByDay(db, dayOf(0));
  return Array.from({ length: days }, (_, i) => ({ day: dayOf(i), amount: byDay.get(dayOf(i)) ?? 0 }));
}
