import { PostgresAdapter, sql, type Kysely } from 'kysely';

// PostgreSQL: every title and author word books have ever held, tagged as books_search_fields_idx tags them
// (`t` + a title word, `a` + an author word), so a best-match search can ask whether any book holds a word
// there with one look-up in a B-tree (decision 538). Through the GIN index, a word many books hold was
// first collected into a bitmap of every posting before the answer (an author word 200,000 books hold:
// 26 ms at 1,000,000 books, 0.05 ms here). Those probes bound a rank, over sold and deleted books too, so a
// word is only ever added, never removed, as in search_lexemes (migration 492). Sets of words held together
// in one book still need the GIN indexes (books_unsold_fields_meet, migration 532), asked only when each
// word of a set is here. SQLite asks FTS5 and needs nothing here.

/**
 * Adds the tagged words of `rows` (books, a trigger's table of added rows, or its `new` row) that the table
 * does not hold yet, in one order: two transactions adding the same new words wait for each other's row in
 * that order, never in opposite orders, so they cannot deadlock (as search_lexemes' triggers do).
 */
const addWords = (rows: 'books' | 'added' | 'new') =>
  sql.raw(`insert into search_field_words (word)
    select distinct unnest(array_remove(regexp_split_to_array(
      regexp_replace(${rows}.search_title, '(\\S+)', 't\\1', 'g') || ' ' || regexp_replace(${rows}.search_author, '(\\S+)', 'a\\1', 'g'),
      '\\s+'), ''))
    ${rows === 'new' ? '' : `from ${rows}`}
    order by 1
    on conflict do nothing`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Collation "C": byte order, so the words a prefix begins are one range, as in search_lexemes.
  await sql`create table search_field_words (word text collate "C" primary key)`.execute(db);
  await sql`${addWords('books')}`.execute(db);
  await sql`
    create function search_field_words_inserted() returns trigger language plpgsql as $$
    begin
      ${addWords('added')};
      return null;
    end $$`.execute(db);
  await sql`
    create trigger search_field_words_inserted after insert on books
    referencing new table as added for each statement execute function search_field_words_inserted()`.execute(
    db,
  );
  await sql`
    create function search_field_words_changed() returns trigger language plpgsql as $$
    begin
      ${addWords('new')};
      return null;
    end $$`.execute(db);
  await sql`
    create trigger search_field_words_changed after update on books
    for each row when (old.search_title is distinct from new.search_title
      or old.search_author is distinct from new.search_author)
    execute function search_field_words_changed()`.execute(db);
}
