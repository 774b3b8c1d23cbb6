import { sql, type Kysely } from 'kysely';

// Exchange disputes take photos as order disputes do (docs/decisions/455-dispute-photos-for-exchanges-and-removal.md):
// `dispute_photos` now names its deal by kind ('order' | 'exchange') and id, so one table, one unique place
// (deal, position) and one piece of code serve both. The table is rebuilt (SQLite cannot drop NOT NULL); the
// order photos are kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deal_dispute_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_kind', 'text', (c) => c.notNull())
    .addColumn('deal_id', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into deal_dispute_photos (id, deal_kind, deal_id, uploaded_by, position, url, thumbnail_url, created_at)
    select id, 'order', order_id, uploaded_by, position, url, thumbnail_url, created_at from dispute_photos`.execute(
    db,
  );
  await db.schema.dropTable('dispute_photos').execute();
  await db.schema.alterTable('deal_dispute_photos').renameTo('dispute_photos').execute();
  await db.schema
    .createIndex('dispute_photos_deal_position_idx')
    .on('dispute_photos')
    .columns(['deal_kind', 'deal_id', 'position'])
    .unique()
    .execute();
}
