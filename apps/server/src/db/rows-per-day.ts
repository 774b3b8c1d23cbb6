// Rows created per UTC day, for the admin's charts. Days are the first 10 characters of the ISO
// timestamps, which groups the same way on SQLite and PostgreSQL.
import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Rows of `table` created since `sinceIso`, per UTC day ('YYYY-MM-DD' → count). */
export async function rowsCreatedPerDay(
  db: Db,
  table: 'books' | 'payments',
  sinceIso: string,
): Promise<Map<string, number>> {
  const day = sql<string>`substr(${sql.ref('created_at')}, 1, 10)`;
  const rows = await db
    .selectFrom(table)
    .select((eb) => [day.as('day'), eb.fn.countAll().as('count')])
    .where('created_at', '>=', sinceIso)
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}
