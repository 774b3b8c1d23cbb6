import type { Db } from '../../db/database.ts';
import type { Role } from '../../db/schema.ts';

/** Live accounts per role, for the admin's overview. */
export async function countMembersByRole(db: Db): Promise<Record<Role, number>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => ['role', eb.fn.countAll().as('count')])
    .where('deleted_at', 'is', null)
    .groupBy('role')
    .execute();
  const counts: Record<Role, number> = { Buyer: 0, Seller: 0, Admin: 0 };
  for (const row of rows) counts[row.role] = Number(row.count);
  return counts;
}
