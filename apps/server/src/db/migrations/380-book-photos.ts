import type { Kysely } from 'kysely';

// Issue 29, photos that show the book (docs/decisions/380-book-photos-gallery.md): up to 6 photos a listing,
// in the seller's order; the first is the cover and is always also `books.image` (the spec's one photo).
// A listing without rows here has one photo: its `image`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('book_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('book_photos_book_idx')
    .on('book_photos')
    .columns(['book_id', 'position'])
    .execute();
}
