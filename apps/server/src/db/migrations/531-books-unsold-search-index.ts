import { PostgresAdapter, sql, type Kysely } from 'kysely';

// PostgreSQL: books' words indexed for the unsold books only (decision 538). Every statement that reads
// search_vector asks for unsold books (`is_sold = 0`, a literal, so the planner proves the index's
// condition), and sold books were most of some words' postings: "humayn garden" matched 50,000 sold books
// and no unsold one, and the few-matches read fetched all 50,000 rows to learn it (130 ms at 1,000,000 books;
// 0.2 ms with this index). A shop's sold books only grow, so the index shrinks against the table as it
// ages. The whole-table index goes: nothing reads sold books' words (title and author words have their
// own index and table, migrations 240 and 530). SQLite's FTS5 keeps `·gone` in its filters column
// (migration 528).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create index if not exists books_unsold_search_idx on books using gin (search_vector)
    with (fastupdate = off) where is_sold = 0`.execute(db);
  await sql`drop index if exists books_search_idx`.execute(db);
}
