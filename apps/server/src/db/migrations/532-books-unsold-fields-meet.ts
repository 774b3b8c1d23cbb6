import { PostgresAdapter, sql, type Kysely } from 'kysely';

// PostgreSQL: whether any unsold, live book holds every word of a search (`words`) and, tagged in its
// title or author, one of the word sets a best-match bound asks about (`fields`), as SQLite's FTS5 probe
// asks (decision 538). books_field_words_meet (migration 240) asks about the set alone, in any book: a book
// by Rabindranath with "city" in its title but no "moon" anywhere kept "city moon rabindranath" from being
// answered by its windows, and every one of its 50,000 matches was ranked (190 ms at 1,000,000 books). Read
// through the two GIN indexes' bitmaps (books_unsold_search_idx and books_search_fields_idx; the
// expression is that index's own), never a walk of books hoping to meet one; with work_mem enough to keep
// both bitmaps exact (at the default 4 MB they went lossy, and 18,061 rows had the expression computed
// again: 287 against 53 ms).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function books_unsold_fields_meet(words tsquery, fields tsquery) returns boolean language sql stable
    set enable_seqscan = off set enable_indexscan = off set work_mem = '32MB' as $$
      select exists (select 1 from books where is_sold = 0 and deleted_at is null and search_vector @@ words
        and array_to_tsvector(array_remove(regexp_split_to_array(
          regexp_replace(search_title, '(\\S+)', 't\\1', 'g') || ' ' || regexp_replace(search_author, '(\\S+)', 'a\\1', 'g'),
          '\\s+'), '')) @@ fields)
    $$`.execute(db);
}
