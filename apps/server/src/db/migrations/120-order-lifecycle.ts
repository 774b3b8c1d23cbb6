import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The order after payment (docs/decisions/120-order-state-machine.md): the new stages in bookings'
// status check, when each stage was reached, the timeline (order_events) and refunds.
const STATUSES = `'open', 'paid', 'handed_over', 'completed', 'cancelled', 'declined', 'expired', 'disputed', 'refunded'`;
/** Stages in which the book is taken by this order: at most one such order per book. */
const LIVE = `'paid', 'handed_over', 'disputed', 'completed', 'refunded'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function widenStatusCheck(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table bookings drop constraint if exists bookings_status_check`.execute(db);
    await sql
      .raw(`alter table bookings add constraint bookings_status_check check (status in (${STATUSES}))`)
      .execute(db);
    return;
  }
  // SQLite cannot change a check constraint: rebuild the table (sqlite.org/lang_altertable.html §7).
  // Migrations run outside a transaction on SQLite, so foreign keys can be switched off around it.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(
          `create table bookings_new (
            id text primary key,
            book_id text not null references books(id),
            buyer_id text not null references users(id),
            buyer_name text not null,
            email text not null,
            book_name text not null,
            price integer not null,
            phone text not null default '',
            location text not null default '',
            photo text not null default '',
            status text not null check (status in (${STATUSES})),
            created_at text not null,
            updated_at text not null
          )`,
        )
        .execute(trx);
      await sql`insert into bookings_new select id, book_id, buyer_id, buyer_name, email, book_name, price, phone, location, photo, status, created_at, updated_at from bookings`.execute(
        trx,
      );
      await sql`drop table bookings`.execute(trx);
      await sql`alter table bookings_new rename to bookings`.execute(trx);
      await sql`create index bookings_buyer_idx on bookings (buyer_id, created_at, id)`.execute(trx);
      await sql`create index bookings_book_idx on bookings (book_id, status)`.execute(trx);
      await sql`create index bookings_book_created_idx on bookings (book_id, created_at, id)`.execute(trx);
      await sql`create unique index bookings_open_unique on bookings (book_id, buyer_id) where status = 'open'`.execute(
        trx,
      );
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('bookings rebuild left broken foreign keys');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await widenStatusCheck(db);

  // One live deal per book: a paid order keeps the book through handover, dispute and completion;
  // declined and expired orders give it back.
  await db.schema.dropIndex('bookings_paid_unique').ifExists().execute();
  await db.schema
    .createIndex('bookings_live_unique')
    .on('bookings')
    .column('book_id')
    .unique()
    .where(sql.raw<boolean>(`status in (${LIVE})`))
    .execute();
  // The admin's Disputes page and the stats read orders by stage.
  await db.schema
    .createIndex('bookings_status_idx')
    .on('bookings')
    .columns(['status', 'updated_at', 'id'])
    .execute();

  for (const column of [
    'paid_at',
    'handed_over_at',
    'completed_at',
    'buyer_reviewed_at',
    'seller_reviewed_at',
  ])
    await db.schema.alterTable('bookings').addColumn(column, 'text').execute();
  // Orders paid before this migration: their payment's time.
  await sql`update bookings set paid_at = (select min(p.created_at) from payments p where p.booking_id = bookings.id) where status = 'paid'`.execute(
    db,
  );
  await sql`update bookings set paid_at = updated_at where status = 'paid' and paid_at is null`.execute(db);

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) =>
      c.notNull().check(sql`actor_role in ('buyer', 'seller', 'admin', 'system')`),
    )
    .addColumn('actor_id', 'text')
    .addColumn('data', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_booking_idx')
    .on('order_events')
    .columns(['booking_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One refund per order: the transition that creates it happens once.
    .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id'))
    .addColumn('intent_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_pending_idx').on('refunds').column('status').execute();

  // The sandbox processor refunds part of a charge too, at most once per idempotency key (as Stripe does).
  await db.schema
    .alterTable('sandbox_intents')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update sandbox_intents set refunded_amount = amount where refunded = 1`.execute(db);
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('intent_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
