import type { Kysely } from 'kysely';

// Issue 29, evidence for a dispute (docs/decisions/415-dispute-photos.md): the buyer and the seller of a disputed
// order may add up to 3 photos between them, shown to the admin on the order with the deal's conversation.
// `position` 0, 1, 2 is unique per order, so two uploads racing for the last place cannot both take it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dispute_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('uploaded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dispute_photos_order_position_idx')
    .on('dispute_photos')
    .columns(['order_id', 'position'])
    .unique()
    .execute();
}
