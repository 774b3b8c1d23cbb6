import type { Kysely } from 'kysely';

// Home delivery at booking (issue 27, decision 310): an order says how the book reaches the buyer
// ('meetup', the default for every order made before, or 'home'), the courier's fee fixed by the server at
// booking (whole Taka; 0 for meet-up), and a copy of the address as it was then (JSON; an address changed
// or removed later does not change where this parcel goes).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('delivery_method', 'text', (c) => c.notNull().defaultTo('meetup'))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('delivery_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bookings').addColumn('delivery_address', 'text').execute();
}
