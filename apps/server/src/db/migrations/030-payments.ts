import { sql, type Kysely } from 'kysely';

// Payment intents per order, processed webhook events, and the sandbox processor's own intents
// (docs/decisions/030-payment-providers.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'succeeded', 'cancelled', 'refunded')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // At most one open intent per order: create-payment-intent reuses it instead of making another.
  await db.schema
    .createIndex('payment_intents_open_unique')
    .on('payment_intents')
    .column('booking_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('payment_intents_booking_idx')
    .on('payment_intents')
    .columns(['booking_id', 'status'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requires_payment_method', 'succeeded', 'canceled')`),
    )
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // My Buyers lists the bookings of a seller's books, newest first.
  await db.schema
    .createIndex('bookings_book_created_idx')
    .on('bookings')
    .columns(['book_id', 'created_at', 'id'])
    .execute();
}
