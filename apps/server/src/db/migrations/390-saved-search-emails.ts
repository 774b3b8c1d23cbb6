import { sql, type Kysely } from 'kysely';

// Issue 28, the emails of saved searches (docs/decisions/390-search-speed-demo-and-alert-emails.md): each
// saved search chooses its email (off, instant, daily; at most one a day either way), and the matches not
// yet emailed wait in saved_search_matches for the search's next email.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('saved_searches')
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .defaultTo('daily')
        .check(sql`email in ('off', 'instant', 'daily')`),
    )
    .execute();
  await db.schema
    .createTable('saved_search_matches')
    .addColumn('saved_search_id', 'text', (c) => c.notNull())
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('matched_at', 'text', (c) => c.notNull())
    .addColumn('emailed_at', 'text')
    .addPrimaryKeyConstraint('saved_search_matches_pk', ['saved_search_id', 'book_id'])
    .execute();
}
