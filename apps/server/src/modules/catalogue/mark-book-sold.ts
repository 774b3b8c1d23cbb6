// The sale of a book, for the payments workflow: a conditional update, so a book is sold exactly once.
import type { Db } from '../../db/database.ts';

/** Marks a live, unsold book sold; false when it was already sold or deleted (the caller lost the race). */
export async function markBookSold(trx: Db, bookId: string): Promise<boolean> {
  const result = await trx
    .updateTable('books')
    .set({ is_sold: 1 })
    .where('id', '=', bookId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Inside a transaction, takes the book's row lock when the book is still for sale, so a concurrent sale
 * waits for this transaction (and then sees its writes) instead of interleaving with it. False when the
 * book is sold or deleted.
 */
export async function holdUnsoldBook(trx: Db, bookId: string): Promise<boolean> {
  const result = await trx
    .updateTable('books')
    .set({ is_sold: 0 })
    .where('id', '=', bookId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
