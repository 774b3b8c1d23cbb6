// Open (unpaid) bookings that can no longer be paid are cancelled; paid ones are money records and stay.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';

/** Cancels the open bookings of these books (e.g. a deleted seller's withdrawn listings). */
export async function cancelOpenBookingsOfBooks(
  trx: Transaction<Database>,
  bookIds: string[],
): Promise<number> {
  let cancelled = 0;
  const now = nowIso();
  // In slices, so a seller with thousands of books stays under both databases' parameter limits.
  for (let i = 0; i < bookIds.length; i += 500) {
    const result = await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', updated_at: now })
      .where('book_id', 'in', bookIds.slice(i, i + 500))
      .where('status', '=', 'open')
      .executeTakeFirst();
    cancelled += Number(result.numUpdatedRows);
  }
  return cancelled;
}

/** Cancels the open bookings a user made as a buyer (e.g. when their account is deleted). */
export async function cancelOpenBookingsOfBuyer(
  trx: Transaction<Database>,
  buyerId: string,
): Promise<number> {
  const result = await trx
    .updateTable('bookings')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
