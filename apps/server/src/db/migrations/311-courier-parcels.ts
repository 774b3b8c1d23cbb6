import type { Kysely } from 'kysely';

// Courier delivery (issue 27, decision 310): a listing says whether its seller sends it by courier (on
// unless they turn it off); each order has at most one live parcel with the courier, and the parcel's
// timeline keeps every status and tracking message the courier reported, once.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('books')
    .addColumn('sends_by_courier', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('parcels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One parcel row per order, ever: the unique key is what makes a retried or raced booking book once.
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('courier', 'text', (c) => c.notNull())
    // Ours, sent as the courier's unique invoice: the order id, with -2, -3 after a cancelled parcel.
    .addColumn('invoice', 'text', (c) => c.notNull().unique())
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('consignment_id', 'text')
    .addColumn('tracking_code', 'text')
    // 'booking' while the courier is being asked; then the ParcelStatus values.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('courier_status', 'text')
    .addColumn('cod_amount', 'integer', (c) => c.notNull())
    // 'timeout' when the courier's answer to the booking never came (the next try asks before sending).
    .addColumn('booking_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_heard_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('parcels_consignment_idx').on('parcels').column('consignment_id').execute();

  await db.schema
    .createTable('parcel_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parcel_id', 'text', (c) => c.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('status', 'text')
    .addColumn('courier_status', 'text')
    .addColumn('message', 'text')
    // When the courier says it happened.
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    // status|courier status|message|at: a report heard twice (a retried webhook, a poll) is kept once.
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('parcel_events_dedupe_key', ['parcel_id', 'dedupe_key'])
    .execute();
}
