import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Every word (lexeme) books' search_vector has ever held, so a search can name a prefix's words exactly
// (decision 512): GIN reads a prefix ('river':*) by collecting every posting of every word it begins into a
// bitmap before anything else, which at 1,000,000 books cost 20–400 ms per common word, while whole words
// ('river' | 'rivers') are read with GIN's skipping scan (a rare word beside them reads only its own
// postings). Only added to, never pruned: a word no book holds any longer matches nothing and costs
// nothing. The database keeps it with every write (triggers), as it does book_words (migration 395).
// PostgreSQL only: SQLite's FTS5 reads a prefix from its own index and needs nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Collation "C": byte order, so a prefix is one range (as in book_words) and the same as tsquery's prefix.
  await sql`create table search_lexemes (lexeme text collate "C" primary key)`.execute(db);
  await sql`
    insert into search_lexemes (lexeme)
    select distinct unnest(tsvector_to_array(search_vector)) from books`.execute(db);
  // Both triggers add words in one order (`order by 1`): two transactions adding the same new words wait for
  // each other's uncommitted row in that order, never in opposite orders, so they cannot deadlock.
  // Inserts: once per statement over every new row (a bulk load is one insert).
  await sql`
    create function search_lexemes_inserted() returns trigger language plpgsql as $$
    begin
      insert into search_lexemes (lexeme)
      select distinct unnest(tsvector_to_array(added.search_vector)) from added
      order by 1
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger search_lexemes_inserted after insert on books
    referencing new table as added for each statement execute function search_lexemes_inserted()`.execute(db);
  // Edits: search_vector is generated from the search columns, which a BEFORE trigger fills for raw writes
  // (migration 240), so the row's new vector is compared rather than a list of columns.
  await sql`
    create function search_lexemes_changed() returns trigger language plpgsql as $$
    begin
      insert into search_lexemes (lexeme)
      select unnest(tsvector_to_array(new.search_vector))
      order by 1
      on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger search_lexemes_changed after update on books
    for each row when (old.search_vector is distinct from new.search_vector)
    execute function search_lexemes_changed()`.execute(db);
}
