import { PostgresAdapter, sql, type Kysely } from 'kysely';

// PostgreSQL: a book's place joins its words in search_vector, as one more lexeme, `·` and the place
// lower-cased, so the words' GIN indexes hold it (decision 540; SQLite's FTS5 has its filters column,
// migration 528). A search with a place filter asks GIN for the words and the place together, and only the
// books in that place are fetched: "nazrull poems" in Dhaka read the 50,000 unsold books holding the words,
// none of them in Dhaka, from the heap to test the place (157 ms at 1,000,000 books; decision 538). No
// search word is ever a place's lexeme: words hold only letters, marks, digits and '_', never `·`. The
// place is cut at 200 characters (a lexeme holds at most 2,047 bytes); a longer filter asks GIN for no place.
// In the column rather than an index expression: the statistics, the per-row checks and every statement
// stay as they were (an expression cost a tsvector built per row checked, and had no statistics of its own).
// search_lexemes (migration 492) gets the place lexemes through its triggers, so a place filter is named as
// the whole places it begins (a prefix makes GIN collect every posting of each place it begins first).
// Rewrites books once (1,000,000 books: about a minute).

/** Characters of a place kept in its lexeme; the search repository asks GIN for no place past them. */
export const PLACE_LEXEME_CUT = 200;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The trigger's condition names the column; it is made again as it was.
  await sql`drop trigger if exists search_lexemes_changed on books`.execute(db);
  // Takes the two GIN indexes of the words with it (migrations 529 and 531); they are made again below.
  await sql`alter table books drop column search_vector`.execute(db);
  await sql`
    alter table books add column search_vector tsvector generated always as (
      array_to_tsvector(array_remove(regexp_split_to_array(
        search_title || ' ' || search_author || ' ' || search_description, '\\s+'), '')
        || ('·' || left(lower(coalesce(location, '')), ${sql.lit(PLACE_LEXEME_CUT)})))
    ) stored`.execute(db);
  await sql`
    create index books_unsold_search_idx on books using gin (search_vector)
    with (fastupdate = off) where is_sold = 0`.execute(db);
  await sql`
    create index books_advertised_search_idx on books using gin (search_vector)
    with (fastupdate = off) where advertised = 1 and is_sold = 0`.execute(db);
  await sql`
    create trigger search_lexemes_changed after update on books
    for each row when (old.search_vector is distinct from new.search_vector)
    execute function search_lexemes_changed()`.execute(db);
  await sql`
    insert into search_lexemes (lexeme)
    select distinct '·' || left(lower(coalesce(location, '')), ${sql.lit(PLACE_LEXEME_CUT)}) from books
    order by 1
    on conflict do nothing`.execute(db);
  await sql`analyze books`.execute(db);
}
