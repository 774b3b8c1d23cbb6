import type { Kysely } from 'kysely';

// "N people are looking for this book" counts the readers whose wishlist holds a copy of the work too
// (docs/decisions/454-looking-for-counts-searches-saved-later-and-wishlists.md): the wishlist's key starts with
// the reader, and this reads it by book.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('wishlist_book_idx').on('wishlist').columns(['book_id', 'user_id']).execute();
}
