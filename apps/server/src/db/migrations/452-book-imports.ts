import type { Kysely } from 'kysely';

// Issue 29, CSV import of many listings (docs/decisions/452-csv-import.md): one row per uploaded CSV of a
// seller, its checked rows as JSON, and once published the listings it made. The same CSV from the same
// seller is the same import (content_hash), and a publish happens once (published_at set in the same
// transaction as the listings).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('book_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('book_ids', 'text')
    .execute();
  await db.schema
    .createIndex('book_imports_seller_hash_idx')
    .on('book_imports')
    .columns(['seller_id', 'content_hash'])
    .unique()
    .execute();
}
