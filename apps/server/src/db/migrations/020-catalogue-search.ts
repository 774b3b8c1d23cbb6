import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Full-text search over title, author and description, kept in sync by the database itself
// (docs/decisions/020-search-on-two-dialects.md), plus the indexes behind the catalogue's other lists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // 'simple': no stemming, so Bangla and English titles and names match as typed.
    await sql`
      alter table books add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', product_name), 'A') ||
        setweight(to_tsvector('simple', coalesce(author, '')), 'B') ||
        setweight(to_tsvector('simple', description), 'C')
      ) stored`.execute(db);
    await sql`create index books_search_idx on books using gin (search_vector)`.execute(db);
  } else {
    await sql`
      create virtual table books_fts using fts5(
        product_name, author, description,
        content = 'books', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
      )`.execute(db);
    await sql`
      create trigger books_fts_insert after insert on books begin
        insert into books_fts (rowid, product_name, author, description)
        values (new.rowid, new.product_name, new.author, new.description);
      end`.execute(db);
    await sql`
      create trigger books_fts_delete after delete on books begin
        insert into books_fts (books_fts, rowid, product_name, author, description)
        values ('delete', old.rowid, old.product_name, old.author, old.description);
      end`.execute(db);
    await sql`
      create trigger books_fts_update after update of product_name, author, description on books begin
        insert into books_fts (books_fts, rowid, product_name, author, description)
        values ('delete', old.rowid, old.product_name, old.author, old.description);
        insert into books_fts (rowid, product_name, author, description)
        values (new.rowid, new.product_name, new.author, new.description);
      end`.execute(db);
    await sql`insert into books_fts (books_fts) values ('rebuild')`.execute(db);
  }

  // The landing page's 'Advertised' section: advertised, unsold, newest first.
  await db.schema
    .createIndex('books_advertised_idx')
    .on('books')
    .columns(['created_at', 'id'])
    .where(sql.ref('advertised'), '=', 1)
    .where(sql.ref('is_sold'), '=', 0)
    .execute();
  // Search sorted by price without search text.
  await db.schema
    .createIndex('books_price_idx')
    .on('books')
    .columns(['resale', 'id'])
    .where(sql.ref('is_sold'), '=', 0)
    .execute();
  await db.schema
    .createIndex('wishlist_user_created_idx')
    .on('wishlist')
    .columns(['user_id', 'created_at', 'book_id'])
    .execute();
  await db.schema
    .createIndex('reports_open_idx')
    .on('reports')
    .columns(['dismissed_at', 'book_id'])
    .execute();
}
