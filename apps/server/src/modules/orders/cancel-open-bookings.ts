// Open (unpaid) bookings that can no longer be paid are cancelled by the system; paid ones are money
// records and stay. Each cancellation gets its timeline row and an `order.cancelled` event with its cause,
// so the people concerned hear of it (docs/decisions/131-notifications.md).
import type { Db } from '../../db/database.ts';
import { publish } from '../../events/index.ts';
import { nowIso } from '../../lib/ids.ts';
import { findBookSellers, type LeftMarketCause } from '../catalogue/index.ts';
import { cancelOpenBookings, countOpenBookingsOf, insertOrderEvents } from './order-repository.ts';

/** Why the system cancelled an open booking. */
export type CancelCause = 'sold_elsewhere' | 'listing_withdrawn' | 'buyer_left';

const REASON: Record<CancelCause, string> = {
  sold_elsewhere: 'The book was sold to another buyer',
  listing_withdrawn: 'The listing was withdrawn',
  buyer_left: "The buyer's account was deleted",
};

/** Cancels the open bookings of these books, or of this buyer; answers the ids it cancelled. */
async function cancelOpen(
  trx: Db,
  which: { bookIds: string[]; except?: string | null } | { buyerId: string },
  cause: CancelCause,
): Promise<string[]> {
  const now = nowIso();
  const rows = await cancelOpenBookings(trx, which, now);
  if (rows.length === 0) return [];
  await insertOrderEvents(
    trx,
    rows.map((row) => ({
      bookingId: row.id,
      type: 'cancelled',
      from: 'open' as const,
      to: 'cancelled' as const,
      actorRole: 'system' as const,
      actorId: null,
      data: { reason: REASON[cause] },
      at: now,
    })),
  );
  const sellers = await findBookSellers(
    trx,
    rows.map((row) => row.book_id),
  );
  for (const row of rows) {
    await publish(trx, {
      type: 'order.cancelled',
      orderId: row.id,
      buyerId: row.buyer_id,
      sellerId: sellers.get(row.book_id) ?? '',
      bookId: row.book_id,
      bookName: row.book_name,
      price: row.price,
      platformFee: null,
      deliveryFee: Number(row.delivery_fee),
      actorRole: 'system',
      cause,
    });
  }
  return rows.map((row) => row.id);
}

/**
 * Books left the market (catalogue's `book.left_market`, decision 400): their open bookings can no longer
 * be paid. A sale keeps the order it went to (`soldTo`) and cancels the rest as sold elsewhere; a
 * reservation for an exchange or a withdrawal cancels them as withdrawn. The one subscriber, in the
 * publisher's transaction.
 */
export async function cancelBookingsOfBooksLeaving(
  trx: Db,
  event: { bookIds: string[]; cause: LeftMarketCause; soldTo: string | null },
): Promise<void> {
  const cause: CancelCause = event.cause === 'sold' ? 'sold_elsewhere' : 'listing_withdrawn';
  // In slices, so a seller with thousands of books stays under both databases' parameter limits.
  for (let i = 0; i < event.bookIds.length; i += 500)
    await cancelOpen(trx, { bookIds: event.bookIds.slice(i, i + 500), except: event.soldTo }, cause);
}

/** How many open bookings these books have (a deleted seller's summary, read before they are cancelled). */
export async function countOpenBookingsOfBooks(trx: Db, bookIds: string[]): Promise<number> {
  let count = 0;
  for (let i = 0; i < bookIds.length; i += 500)
    count += await countOpenBookingsOf(trx, bookIds.slice(i, i + 500));
  return count;
}

/** Cancels the open bookings a user made as a buyer (e.g. when their account is deleted). */
export async function cancelOpenBookingsOfBuyer(trx: Db, buyerId: string): Promise<number> {
  return (await cancelOpen(trx, { buyerId }, 'buyer_left')).length;
}
