import { sql, type Kysely } from 'kysely';

// Issue 28, saved searches and their alerts (docs/decisions/340-browse-suggestions-saved-searches.md): a
// reader's search (words and filters, each filter a column so a new listing's candidates are found in SQL).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('q', 'text')
    .addColumn('category_id', 'text')
    .addColumn('condition', 'text')
    .addColumn('location', 'text')
    .addColumn('min_price', 'integer')
    .addColumn('max_price', 'integer')
    .addColumn('exchange', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`exchange in (0, 1)`),
    )
    .addColumn('cod', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`cod in (0, 1)`),
    )
    .addColumn('paused', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paused in (0, 1)`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_user_idx')
    .on('saved_searches')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  // A new listing's candidates: the active searches of its category, and those of any category.
  await sql`create index saved_searches_active_idx on saved_searches (category_id) where paused = 0`.execute(
    db,
  );
}
