import { sql, type Kysely } from 'kysely';

// Issue 30, offers (docs/decisions/250-offers.md): a buyer's offer on a book and its counters, and the
// book's hold for the order an accepted offer became.
const STATUSES = `'open', 'accepted', 'declined', 'withdrawn', 'expired', 'lapsed'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The open order an accepted offer holds the book for: nobody else may book, pay for or swap it.
  await db.schema.alterTable('books').addColumn('held_for_order', 'text').execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('asking_price', 'integer', (c) => c.notNull())
    .addColumn('first_amount', 'integer', (c) => c.notNull().check(sql`first_amount > 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('turn', 'text', (c) => c.notNull().check(sql`turn in ('buyer', 'seller')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql.raw(`status in (${STATUSES})`)))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('bookings.id'))
    .addColumn('pay_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One open offer per buyer and book; one accepted offer per book.
  await sql`create unique index offers_open_unique on offers (book_id, buyer_id) where status = 'open'`.execute(
    db,
  );
  await sql`create unique index offers_accepted_unique on offers (book_id) where status = 'accepted'`.execute(
    db,
  );
  await db.schema
    .createIndex('offers_buyer_idx')
    .on('offers')
    .columns(['buyer_id', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('offers_seller_idx')
    .on('offers')
    .columns(['seller_id', 'updated_at', 'id'])
    .execute();
  await db.schema.createIndex('offers_order_idx').on('offers').column('order_id').execute();
}
