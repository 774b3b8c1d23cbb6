import type { Db } from '../../db/database.ts';

/** Bookings by status, for the admin's overview. */
export async function orderStats(db: Db): Promise<{ total: number; open: number; paid: number }> {
  const rows = await db
    .selectFrom('bookings')
    .select((eb) => ['status', eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
  const by = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    open: by.open ?? 0,
    paid: by.paid ?? 0,
  };
}
