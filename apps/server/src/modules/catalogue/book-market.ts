// A book leaves the market in one place (docs/decisions/400-one-publisher-for-a-book-leaving.md): sold to
// an order, reserved for an accepted exchange, or withdrawn by its seller or the admin. Each marks the
// book's row here and publishes `book.left_market` in the caller's transaction; orders subscribes once and
// cancels the bookings that can no longer be paid, payments releases the intents of those orders.
import type { Db } from '../../db/database.ts';
import { publish } from '../../events/index.ts';
import { markBookSold, unsoldListingIdsOf, withdrawListings } from './book-write-repository.ts';
import { reserveBookForExchange as reserveRow } from './exchange-listing-repository.ts';

/** Why a book left the market. */
export type LeftMarketCause = 'sold' | 'reserved' | 'withdrawn';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /**
     * Books left the market: `sold` to order `soldTo`, `reserved` for an accepted exchange, or `withdrawn`
     * (deleted by their seller or the admin, or their seller's account deleted). Published by catalogue
     * only; orders cancels the books' other open bookings in the same transaction.
     */
    'book.left_market': { bookIds: string[]; cause: LeftMarketCause; soldTo: string | null };
  }
}

/**
 * Sells a live, unsold book to `orderId` (the sale's conditional update, decision 031) and announces it;
 * false when the caller lost the race (sold, deleted, or held for another order).
 */
export async function sellBook(trx: Db, bookId: string, orderId: string): Promise<boolean> {
  if (!(await markBookSold(trx, bookId, orderId))) return false;
  await publish(trx, { type: 'book.left_market', bookIds: [bookId], cause: 'sold', soldTo: orderId });
  return true;
}

/** Reserves a live, unsold book for an accepted exchange and announces it; false when it was taken first. */
export async function reserveBookForExchange(trx: Db, bookId: string): Promise<boolean> {
  if (!(await reserveRow(trx, bookId))) return false;
  await publish(trx, { type: 'book.left_market', bookIds: [bookId], cause: 'reserved', soldTo: null });
  return true;
}

/** Announces listings that were just soft-deleted (`manage-book.ts`). */
export async function announceWithdrawn(trx: Db, bookIds: string[]): Promise<void> {
  if (bookIds.length > 0)
    await publish(trx, { type: 'book.left_market', bookIds, cause: 'withdrawn', soldTo: null });
}

/**
 * Withdraws every unsold live listing of a seller (their account is being deleted) and announces them;
 * answers the ids withdrawn.
 */
export async function withdrawSellerListings(trx: Db, sellerId: string): Promise<string[]> {
  const ids = await unsoldListingIdsOf(trx, sellerId);
  await withdrawListings(trx, sellerId);
  await announceWithdrawn(trx, ids);
  return ids;
}
