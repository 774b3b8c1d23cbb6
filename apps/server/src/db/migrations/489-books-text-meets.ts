import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Whether any book's search text meets a query, always through books' GIN index (decision 495). Asked for
// one row, the planner scans books (or walks the listing index) hoping to meet one soon: for words no book
// holds together that is every row. SQLite asks FTS5 directly and needs nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function books_text_meets(query tsquery) returns boolean language sql stable
    set enable_seqscan = off as $$
      select exists (select 1 from books where search_vector @@ query)
    $$`.execute(db);
}
