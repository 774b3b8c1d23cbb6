import type { Kysely } from 'kysely';

// How often a listing's page was opened (by anyone but its seller), shown to the seller on My Books.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('books')
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
