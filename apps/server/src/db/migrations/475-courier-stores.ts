import type { Kysely } from 'kysely';

// Couriers' pickup stores (decision 475): the store a courier that picks up from stores (Pathao) made for
// one seller's pickup address in one district, made at their first parcel from there and reused after.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('courier_stores')
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('district', 'text', (c) => c.notNull())
    // The courier's own store id.
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('store_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('courier_stores_pkey', ['courier', 'seller_id', 'district'])
    .execute();
}
