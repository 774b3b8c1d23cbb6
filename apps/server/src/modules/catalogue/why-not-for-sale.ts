// Why a listing cannot be booked or paid for, in the words a buyer sees: sold, or taken off sale (deleted by
// its seller or the admin, or its seller removed). One place, so booking and payment say the same thing.
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { findSaleState } from './book-repository.ts';

export const SOLD = 'This book has already been sold';
export const WITHDRAWN = 'This book is no longer for sale';
export const RESERVED = 'This book is reserved for an exchange';
export const EXCHANGED = 'This book has been exchanged';
export const SOLD_ELSEWHERE = 'Sorry, this book has just been sold to another buyer';
export const HELD = 'This book is reserved for a buyer whose offer was accepted';

/**
 * The reason the book cannot be sold now (to `orderId`'s buyer, when given: the order an accepted offer
 * holds it for may still buy it), or undefined while it is for sale (or does not exist).
 */
export async function whyNotForSale(db: Db, bookId: string, orderId?: string): Promise<string | undefined> {
  const row = await findSaleState(db, bookId);
  if (!row) return undefined;
  if (Number(row.is_sold) === 1)
    return row.exchange_state === 'reserved'
      ? RESERVED
      : row.exchange_state === 'exchanged'
        ? EXCHANGED
        : SOLD;
  if (row.deleted_at !== null || row.seller_deleted_at !== null) return WITHDRAWN;
  if (row.held_for_order !== null && row.held_for_order !== orderId) return HELD;
  return undefined;
}

/** Why a checkout that got as far as the sale lost it: the listing was withdrawn, or someone else bought it. */
export async function whyTheSaleWasLost(db: Db, bookId: string): Promise<string> {
  const reason = await whyNotForSale(db, bookId);
  return reason === WITHDRAWN || reason === HELD ? reason : SOLD_ELSEWHERE;
}

const CODE_OF_REASON: Record<string, Parameters<typeof conflict>[0]> = {
  [SOLD]: 'BOOK_SOLD',
  [SOLD_ELSEWHERE]: 'BOOK_SOLD',
  [WITHDRAWN]: 'BOOK_WITHDRAWN',
  [RESERVED]: 'BOOK_RESERVED',
  [EXCHANGED]: 'BOOK_EXCHANGED',
  [HELD]: 'BOOK_HELD',
};

/**
 * The 409 for a book that is not for sale: the code of `reason` (one of the words above; any other reads as
 * withdrawn) and `message`, which is the reason itself or a sentence built around it (decision 417).
 */
export const notForSale = (reason: string, message = reason) =>
  conflict(CODE_OF_REASON[reason] ?? 'BOOK_WITHDRAWN', message);
