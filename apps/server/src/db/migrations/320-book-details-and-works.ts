import type { Kysely } from 'kysely';
import { normaliseIsbn, workKey } from '@boibazar/shared/isbn';

// Issue 29 (docs/decisions/320-isbn-lookup-fair-price-and-works.md): the details an ISBN lookup fills in
// (publisher, year of publication, pages, language), the listing's ISBN as ISBN-13 when it is a valid one,
// and the key that makes listings of the same title and author one work. Existing rows are filled here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of [
    ['isbn13', 'text'],
    ['work_key', 'text'],
    ['publisher', 'text'],
    ['published_year', 'integer'],
    ['pages', 'integer'],
    ['language', 'text'],
  ] as const)
    await db.schema.alterTable('books').addColumn(name, type).execute();

  let after = '';
  for (;;) {
    const rows: { id: string; product_name: string; author: string | null; isbn: string | null }[] = await db
      .selectFrom('books')
      .select(['id', 'product_name', 'author', 'isbn'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows)
      await db
        .updateTable('books')
        .set({
          isbn13: row.isbn ? normaliseIsbn(row.isbn) : null,
          work_key: workKey(row.product_name, row.author),
        })
        .where('id', '=', row.id)
        .execute();
    after = rows[rows.length - 1]!.id;
  }
  await db.schema.createIndex('books_isbn13_idx').on('books').columns(['isbn13', 'created_at']).execute();
  await db.schema.createIndex('books_work_key_idx').on('books').columns(['work_key', 'created_at']).execute();
}
