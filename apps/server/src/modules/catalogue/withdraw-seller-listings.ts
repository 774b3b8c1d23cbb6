// When a seller's account is deleted their unsold books leave every listing; sold books stay, because
// orders and payments point at them (docs/decisions/040-what-deletion-means.md).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';

/** Soft-deletes the seller's live, unsold books inside the caller's transaction; returns their ids. */
export async function withdrawSellerListings(
  trx: Transaction<Database>,
  sellerId: string,
): Promise<string[]> {
  const books = await trx
    .selectFrom('books')
    .select('id')
    .where('seller_id', '=', sellerId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .execute();
  const ids = books.map((b) => b.id);
  if (ids.length === 0) return ids;
  await trx
    .updateTable('books')
    .set({ deleted_at: nowIso(), advertised: 0 })
    .where('seller_id', '=', sellerId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .execute();
  return ids;
}
