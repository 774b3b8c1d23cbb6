import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// SQLite: the text index also holds, in a fourth column, a book's place, whether it is gone (sold or
// deleted) and whether it is advertised, as tokens marked with '·' (no search word holds it, so no word
// matches them), so a search keeps FTS5's matches to books for sale in the place asked, or to advertised
// ones, before looking any up (decision 536). A search that met only sold books, or none in the place,
// looked every match up in books to learn it (words 50,000 sold books hold together: 50,000 lookups,
// ~100 ms at 1M books). The place is one token whatever it holds: every ASCII character FTS5's ascii
// tokenizer would cut at becomes '·' (a token character, as every non-ASCII one is), so a place filter is a
// prefix of it. The column is computed by a view over books, the index's content table, so books gain no
// column and FTS5's own integrity check still compares the index with books. PostgreSQL reads the filters
// from books and is unchanged.

/** The ASCII characters FTS5's ascii tokenizer cuts at that a place may hold; each becomes '·'. */
export const PLACE_SEPARATORS = ' \t\n\r!"#$%&\'()*+,-./:;<=>?@[\\]^`{|}~';

/** The filters column of `row` (new, old, or books in the view): '·' and its place, '·gone', '·advertised'. */
const filters = (row: string): RawBuilder<string> => {
  const at = (column: string) => sql.raw(`${row}.${column}`);
  let place: RawBuilder<unknown> = sql`coalesce(${at('location')}, '')`;
  for (const separator of PLACE_SEPARATORS) place = sql`replace(${place}, ${sql.lit(separator)}, '·')`;
  return sql<string>`'·' || ${place} ||
    case when ${at('is_sold')} = 0 and ${at('deleted_at')} is null then '' else ' ·gone' end ||
    case when ${at('advertised')} = 1 then ' ·advertised' else '' end`;
};

const COLUMNS = 'search_title, search_author, search_description, search_filters';

const values = (row: 'new' | 'old') =>
  sql`${sql.raw(`${row}.rowid, ${row}.search_title, ${row}.search_author, ${row}.search_description`)}, ${filters(row)}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const trigger of ['books_fts_insert', 'books_fts_delete', 'books_fts_update'])
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists books_fts_terms`.execute(db);
  await sql`drop table if exists books_fts`.execute(db);
  await sql`
    create view books_fts_content as
    select books.rowid as book_rowid, books.search_title, books.search_author, books.search_description,
      ${filters('books')} as search_filters
    from books`.execute(db);
  await sql`
    create virtual table books_fts using fts5(
      ${sql.raw(COLUMNS)},
      content = 'books_fts_content', content_rowid = 'book_rowid', tokenize = "ascii tokenchars '_'"
    )`.execute(db);
  await sql`
    create trigger books_fts_insert after insert on books begin
      insert into books_fts (rowid, ${sql.raw(COLUMNS)}) values (${values('new')});
    end`.execute(db);
  await sql`
    create trigger books_fts_delete after delete on books begin
      insert into books_fts (books_fts, rowid, ${sql.raw(COLUMNS)}) values ('delete', ${values('old')});
    end`.execute(db);
  await sql`
    create trigger books_fts_update
    after update of search_title, search_author, search_description, location, is_sold, deleted_at, advertised
    on books
    begin
      insert into books_fts (books_fts, rowid, ${sql.raw(COLUMNS)}) values ('delete', ${values('old')});
      insert into books_fts (rowid, ${sql.raw(COLUMNS)}) values (${values('new')});
    end`.execute(db);
  await sql`insert into books_fts (books_fts) values ('rebuild')`.execute(db);
  await sql`create virtual table books_fts_terms using fts5vocab(books_fts, 'row')`.execute(db);
}
