import { PostgresAdapter, sql, type Kysely } from 'kysely';

// SQLite: the terms of books' FTS5 index as a table (fts5vocab), so a search can tell a prefix that begins
// no other word from one that does and ask FTS5 for the whole word (decision 527). FTS5 reads a prefix
// ("river"*) by merging the whole list of every term it begins before returning a row (30 ms for a word
// 200,000 books hold), where a whole word ("river") is read lazily and stops at a limit or skips to a rowid
// range. Nothing is stored: the table reads FTS5's own index. PostgreSQL names a prefix's words from
// search_lexemes (migration 492) and needs nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create virtual table if not exists books_fts_terms using fts5vocab(books_fts, 'row')`.execute(db);
}
