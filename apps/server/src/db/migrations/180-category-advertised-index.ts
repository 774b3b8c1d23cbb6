import { sql, type Kysely } from 'kysely';

// The web app opens a category page with its advertised books (`advertised=1`), then the rest. Without
// this index that first request walks the category's whole unsold listing looking for advertised books
// (every one of them when the category has none): cost grew with the category (issue 18).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('books_category_advertised_idx')
    .on('books')
    .columns(['category_id', 'created_at', 'id'])
    .where(sql.ref('advertised'), '=', 1)
    .where(sql.ref('is_sold'), '=', 0)
    .execute();
}
