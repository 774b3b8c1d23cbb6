// Every market move of a listing, in one place (decisions 400 and 486): a book leaves the market (sold to
// an order, reserved for an accepted exchange, or withdrawn by its seller or the admin), is held for an
// accepted offer's order, comes back on sale, or ends exchanged. Each marks the book's row here and
// publishes its event in the caller's transaction. On `book.left_market` orders cancels the bookings that
// can no longer be paid and payments releases the intents of those orders; the others have no subscriber
// yet, and are there so that a module that must react has one event to follow, not a caller to change.
import type { Db } from '../../db/database.ts';
import { publish } from '../../events/index.ts';
import {
  clearHeldForOrder,
  markBookSold,
  markBookUnsold,
  setHeldForOrder,
  unsoldListingIdsOf,
  withdrawListings,
} from './book-write-repository.ts';
import {
  reserveBookForExchange as reserveRow,
  setBooksExchanged,
  unreserveExchangeBooks,
} from './exchange-listing-repository.ts';

/** Why a book left the market. */
export type LeftMarketCause = 'sold' | 'reserved' | 'withdrawn';
/** Why a book is on sale again: an agreed order's hold ended, a sale was undone, an exchange cancelled. */
export type BackOnSaleCause = 'hold_ended' | 'sale_undone' | 'exchange_cancelled';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /**
     * Books left the market: `sold` to order `soldTo`, `reserved` for an accepted exchange, or `withdrawn`
     * (deleted by their seller or the admin, or their seller's account deleted). Published by catalogue
     * only; orders cancels the books' other open bookings in the same transaction.
     */
    'book.left_market': { bookIds: string[]; cause: LeftMarketCause; soldTo: string | null };
    /** Held for the order an accepted offer became (decision 250): still listed, but no one else may buy it. */
    'book.held': { bookId: string; orderId: string };
    /** On sale again (`cause`); a withdrawn listing never comes back. */
    'book.back_on_sale': { bookIds: string[]; cause: BackOnSaleCause };
    /** The books of a completed exchange: off sale for good, shown as exchanged. */
    'book.exchanged': { bookIds: string[] };
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

/**
 * An accepted offer holds a live, unsold book for its order (decision 250) and announces it; false when the
 * book was taken or held first (one conditional update: of two accepts, or an accept and a sale, one wins).
 */
export async function holdBookForOrder(trx: Db, bookId: string, orderId: string): Promise<boolean> {
  if (!(await setHeldForOrder(trx, bookId, orderId))) return false;
  await publish(trx, { type: 'book.held', bookId, orderId });
  return true;
}

/**
 * The agreed order went unpaid or was cancelled: its hold ends and the book is on sale again; false when the
 * order no longer held it (it was paid first: the race of payment and lapse has one winner).
 */
export async function releaseBookHold(trx: Db, bookId: string, orderId: string): Promise<boolean> {
  if (!(await clearHeldForOrder(trx, bookId, orderId))) return false;
  await publish(trx, { type: 'book.back_on_sale', bookIds: [bookId], cause: 'hold_ended' });
  return true;
}

/** A sale was undone (declined, cancelled or lapsed before the handover): the book is on sale again. */
export async function putBookBackOnSale(trx: Db, bookId: string): Promise<void> {
  if (await markBookUnsold(trx, bookId))
    await publish(trx, { type: 'book.back_on_sale', bookIds: [bookId], cause: 'sale_undone' });
}

/** The exchange was cancelled: its reserved books are on sale again. */
export async function releaseExchangeBooks(trx: Db, bookIds: string[]): Promise<void> {
  if ((await unreserveExchangeBooks(trx, bookIds)) > 0)
    await publish(trx, { type: 'book.back_on_sale', bookIds, cause: 'exchange_cancelled' });
}

/** The exchange completed: its books stay off sale, shown as exchanged. */
export async function markBooksExchanged(trx: Db, bookIds: string[]): Promise<void> {
  if ((await setBooksExchanged(trx, bookIds)) > 0) await publish(trx, { type: 'book.exchanged', bookIds });
}
