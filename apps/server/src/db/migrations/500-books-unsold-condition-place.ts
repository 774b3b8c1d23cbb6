import { PostgresAdapter, sql, type Kysely } from 'kysely';

// SQLite: the unsold books of one condition, by place (the search filters' own expressions), so a search
// whose condition and place few books meet can name those books first instead of looking up every book its
// words match (decision 517). Only that read uses it: the search statements keep the condition out of the
// index choice (`+`), so their plans are unchanged. PostgreSQL reads a rare filter's books through its
// bitmaps and needs nothing here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`
    create index if not exists books_unsold_condition_place_idx
    on books (lower(condition), lower(location)) where is_sold = 0`.execute(db);
}
