import type { Kysely } from 'kysely';

// Delivery addresses a member keeps for home delivery by courier (issue 27, decision 310).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // 01XXXXXXXXX.
    .addColumn('phone', 'text', (c) => c.notNull())
    // One of the 64 districts, in English (the stored form; pages show the Bangla name).
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('thana', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('delivery_addresses_user_idx')
    .on('delivery_addresses')
    .columns(['user_id', 'created_at'])
    .execute();
}
