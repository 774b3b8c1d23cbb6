// Payment figures for the admin's overview; amounts are whole Taka.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function paidRevenue(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<string | number | null>('price').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** Payments recorded per UTC day since `sinceIso`; each payment is one paid order. */
export async function paidOrdersPerDay(db: Db, sinceIso: string): Promise<Map<string, number>> {
  const day = sql<string>`substr(${sql.ref('created_at')}, 1, 10)`;
  const rows = await db
    .selectFrom('payments')
    .select((eb) => [day.as('day'), eb.fn.countAll().as('count')])
    .where('created_at', '>=', sinceIso)
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}
