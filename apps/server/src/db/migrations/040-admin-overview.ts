import { sql, type Kysely } from 'kysely';

// The admin overview counts live books per category and sold flag; this partial index covers that
// query, so it reads the index alone instead of every book row.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('books_live_category_sold_idx')
    .on('books')
    .columns(['category_id', 'is_sold'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}
