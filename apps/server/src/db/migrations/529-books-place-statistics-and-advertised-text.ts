import { PostgresAdapter, sql, type Kysely } from 'kysely';

// PostgreSQL, two helps for searches at 1,000,000 books (decision 538):
// 1. Statistics on `lower(location)`, the place filter's own expression. Without them the planner guessed
//    that 0.5 % of the books meet any place (4,508 of 900,000 unsold, where Dhaka held 133,333), so a
//    best-match window of the newest advertised books in Dhaka read every unsold Dhaka book through
//    books_unsold_condition_place_idx into a lossy bitmap (260 ms) instead of walking
//    books_advertised_idx newest first until it had its 420 (a few milliseconds).
// 2. A GIN index of the advertised unsold books' words. The advertised group of a best-match page is
//    ranked in full when its window cannot vouch for the page; GIN over every book built a bitmap of every
//    match (200,000 for a common word) to keep the 5,000 advertised ones (36 ms, 14 with this index).
//    Advertised books are few (paid), so the index is small (2.5 MB at 1,000,000 books).
// SQLite reads these through FTS5's filters column (migration 528) and needs neither.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Statistics on an expression came with PostgreSQL 14; on 13 (still supported, docs/deploy.md) the
  // planner keeps its guess.
  const version = await sql<{
    v: number | string;
  }>`select current_setting('server_version_num')::int as v`.execute(db);
  if (Number(version.rows[0]!.v) >= 140000)
    await sql`create statistics if not exists books_place_stats on (lower(location)) from books`.execute(db);
  await sql`
    create index if not exists books_advertised_search_idx on books using gin (search_vector)
    with (fastupdate = off) where advertised = 1 and is_sold = 0`.execute(db);
  await sql`analyze books`.execute(db);
}
