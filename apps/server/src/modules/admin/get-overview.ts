import type { Overview } from '@boibazar/shared/admin';
import type { Db } from '../../db/database.ts';
import { catalogueStats, newListingsPerDay } from '../catalogue/index.ts';
import { countMembersByRole } from '../identity/index.ts';
import { orderStats } from '../orders/index.ts';
import { paidOrdersPerDay, paidRevenue } from '../payments/index.ts';
import { clock } from '../../lib/clock.ts';

export const OVERVIEW_DAYS = 30;

/** The last `count` UTC days ending with `today`, oldest first, as YYYY-MM-DD. */
export function lastDays(today: Date, count: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export async function getOverview(db: Db, now = clock.now()): Promise<Overview> {
  const days = lastDays(now, OVERVIEW_DAYS);
  const since = `${days[0]}T00:00:00.000Z`;
  const [members, catalogue, orders, revenue, listingsByDay, paidByDay] = await Promise.all([
    countMembersByRole(db),
    catalogueStats(db),
    orderStats(db),
    paidRevenue(db),
    newListingsPerDay(db, since),
    paidOrdersPerDay(db, since),
  ]);
  return {
    users: { buyers: members.Buyer, sellers: members.Seller, admins: members.Admin },
    books: { listed: catalogue.listed, sold: catalogue.sold, reported: catalogue.reported },
    orders: { ...orders, paidRevenue: revenue },
    days: days.map((day) => ({
      day,
      newListings: listingsByDay.get(day) ?? 0,
      paidOrders: paidByDay.get(day) ?? 0,
    })),
    booksPerCategory: catalogue.booksPerCategory,
  };
}
