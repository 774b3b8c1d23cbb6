import type { Kysely } from 'kysely';

// Issue 29, "N people are looking for this book" (docs/decisions/453-people-looking-for-a-book.md): the book
// page counts the readers whose saved searches matched a copy of the work, so matches are read by book.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('saved_search_matches_book_idx')
    .on('saved_search_matches')
    .columns(['book_id', 'saved_search_id'])
    .execute();
}
