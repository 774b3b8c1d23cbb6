import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Marks a live seller verified. `modifiedCount` is 0 when they already were (spec §7: the web shows
 * 'Seller Verified!' only above 0); an unknown, deleted or non-seller id is a 404.
 */
export async function verifySeller(db: Db, sellerId: string): Promise<{ modifiedCount: number }> {
  const seller = await db
    .selectFrom('users')
    .select(['id', 'verified'])
    .where('id', '=', sellerId)
    .where('role', '=', 'Seller')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!seller) throw notFound('Seller');
  const result = await db
    .updateTable('users')
    .set({ verified: 1 })
    .where('id', '=', sellerId)
    .where('role', '=', 'Seller')
    .where('verified', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return { modifiedCount: Number(result.numUpdatedRows) };
}
