import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Suggestions as the reader types, fast on both databases (docs/decisions/395-suggestion-words.md, issue 28):
// book_words holds one row per indexed word of each live book's title and author (the tokens of
// search_title and search_author, migration 240: folded words, their Latin keys and the keys of word
// pairs), so a typed prefix is one B-tree range (`word >= 'riv' and word < 'riv' || U+10FFFF`) instead of a
// GIN or FTS5 prefix expansion. A book is live while unsold and not deleted; the database keeps the table in
// step with every write to those columns (triggers), so no writer of the catalogue can forget it.
// PostgreSQL: the word column collates "C" (byte order, as SQLite's BINARY), so a prefix is a range.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`
    create table book_words (
      word text collate "C" not null,
      book_id text not null,
      primary key (word, book_id)
    )`.execute(db);
  await sql`create index book_words_book_idx on book_words (book_id, word)`.execute(db);
  // The words of one row of books (title and author tokens, separated by spaces).
  const wordsOf = (row: string) =>
    sql.raw(
      `select distinct w from regexp_split_to_table(${row}.search_title || ' ' || ${row}.search_author, '\\s+') as w where w <> ''`,
    );
  await sql`
    insert into book_words (word, book_id)
    select distinct w, books.id from books,
      regexp_split_to_table(books.search_title || ' ' || books.search_author, '\\s+') as w
    where books.is_sold = 0 and books.deleted_at is null and w <> ''`.execute(db);
  // Inserts: once per statement over every new row (a bulk load is one insert, not one per book).
  await sql`
    create function book_words_inserted() returns trigger language plpgsql as $$
    begin
      insert into book_words (word, book_id)
      select distinct w, added.id from added,
        regexp_split_to_table(added.search_title || ' ' || added.search_author, '\\s+') as w
      where added.is_sold = 0 and added.deleted_at is null and w <> ''
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger book_words_inserted after insert on books
    referencing new table as added for each statement execute function book_words_inserted()`.execute(db);
  // Changes of the words, of sold or of deleted: the book's rows again (none once it left the market). The
  // title and author are in the column list too: a statement that sets only them has its search columns
  // filled by migration 240's BEFORE trigger, and `update of` looks at the statement's columns only.
  await sql`
    create function book_words_changed() returns trigger language plpgsql as $$
    begin
      delete from book_words where book_id = old.id;
      if tg_op = 'UPDATE' and new.is_sold = 0 and new.deleted_at is null then
        insert into book_words (word, book_id) select w, new.id from (${wordsOf('new')}) as words
        on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger book_words_changed
    after update of product_name, author, search_title, search_author, is_sold, deleted_at on books
    for each row when (
      old.search_title is distinct from new.search_title or old.search_author is distinct from new.search_author
      or old.is_sold is distinct from new.is_sold or old.deleted_at is distinct from new.deleted_at
    ) execute function book_words_changed()`.execute(db);
  await sql`
    create trigger book_words_deleted after delete on books
    for each row execute function book_words_changed()`.execute(db);
}

/**
 * SQLite: the tokens of one row as a JSON array for json_each (SQLite has no string split, and a trigger
 * may not use a recursive CTE). Tokens written by the catalogue hold only letters, marks, digits and '_';
 * the lower-cased fallback text of a raw write (migration 240) is escaped, and if it is still no valid
 * JSON (a control character) that book gets no suggestion words rather than failing the write.
 */
const sqliteWords = (row: string) => {
  const text = `replace(replace(${row}.search_title || ' ' || ${row}.search_author, '\\', '\\\\'), '"', '\\"')`;
  const json = `'["' || replace(${text}, ' ', '","') || '"]'`;
  return `json_each(case when json_valid(${json}) then ${json} else '[]' end) as words`;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`
    create table book_words (
      word text not null,
      book_id text not null,
      primary key (word, book_id)
    ) without rowid`.execute(db);
  await sql`create index book_words_book_idx on book_words (book_id, word)`.execute(db);
  await sql
    .raw(
      `insert or ignore into book_words (word, book_id)
       select words.value, books.id from books, ${sqliteWords('books')}
       where books.is_sold = 0 and books.deleted_at is null and words.value <> ''`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger book_words_inserted after insert on books
       when new.is_sold = 0 and new.deleted_at is null begin
         insert or ignore into book_words (word, book_id)
           select words.value, new.id from ${sqliteWords('new')} where words.value <> '';
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger book_words_changed after update of search_title, search_author, is_sold, deleted_at on books
       when old.search_title is not new.search_title or old.search_author is not new.search_author
         or old.is_sold is not new.is_sold or old.deleted_at is not new.deleted_at begin
         delete from book_words where book_id = old.id;
         insert or ignore into book_words (word, book_id)
           select words.value, new.id from ${sqliteWords('new')}
           where words.value <> '' and new.is_sold = 0 and new.deleted_at is null;
       end`,
    )
    .execute(db);
  await sql`
    create trigger book_words_deleted after delete on books begin
      delete from book_words where book_id = old.id;
    end`.execute(db);
}
