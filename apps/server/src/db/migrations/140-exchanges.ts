import { sql, type Kysely } from 'kysely';

// Issue 14, exchanges (docs/decisions/140-exchange-state-machine.md): the listing's exchange fields, the
// exchange itself with its books and timeline, and the top-up's payment (owned by payments).
const STATUSES = `'proposed', 'countered', 'accepted', 'awaiting_topup', 'declined', 'withdrawn', 'expired', 'cancelled', 'disputed', 'completed'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('books')
    .addColumn('open_to_exchange', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('books')
    .addColumn('wants', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // null: no exchange; 'reserved' while an accepted exchange holds it (is_sold = 1); 'exchanged' once done.
  await db.schema.alterTable('books').addColumn('exchange_state', 'text').execute();
  await sql`create index books_open_to_exchange_idx on books (created_at, id) where open_to_exchange = 1 and is_sold = 0 and deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('exchanges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('proposer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    // The book the thread began with (the first owner's); counters keep it.
    .addColumn('target_book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('parent_id', 'text', (c) => c.references('exchanges.id'))
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull().check(sql.raw(`status in (${STATUSES})`)))
    .addColumn('topup_amount', 'integer', (c) =>
      c.notNull().check(sql`topup_amount >= 0 and topup_amount <= 100000`),
    )
    .addColumn('topup_payer', 'text', (c) => c.check(sql`topup_payer in ('proposer', 'owner')`))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('topup_due_at', 'text')
    .addColumn('topup_paid_at', 'text')
    .addColumn('proposer_handed_over_at', 'text')
    .addColumn('owner_handed_over_at', 'text')
    .addColumn('proposer_handover', 'text')
    .addColumn('owner_handover', 'text')
    .addColumn('proposer_received_at', 'text')
    .addColumn('owner_received_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('proposer_reviewed_at', 'text')
    .addColumn('owner_reviewed_at', 'text')
    .execute();
  // One open proposal per proposer and target book.
  await sql`create unique index exchanges_open_unique on exchanges (proposer_id, owner_id, target_book_id) where status = 'proposed'`.execute(
    db,
  );
  await db.schema
    .createIndex('exchanges_proposer_idx')
    .on('exchanges')
    .columns(['proposer_id', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('exchanges_owner_idx')
    .on('exchanges')
    .columns(['owner_id', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('exchanges_status_idx')
    .on('exchanges')
    .columns(['status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('exchange_books')
    .addColumn('exchange_id', 'text', (c) => c.notNull().references('exchanges.id'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('proposer', 'owner')`))
    .addPrimaryKeyConstraint('exchange_books_pk', ['exchange_id', 'book_id'])
    .execute();
  await db.schema.createIndex('exchange_books_book_idx').on('exchange_books').column('book_id').execute();

  await db.schema
    .createTable('exchange_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('exchange_id', 'text', (c) => c.notNull().references('exchanges.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('data', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('exchange_events_exchange_idx')
    .on('exchange_events')
    .columns(['exchange_id', 'created_at'])
    .execute();

  // The top-up's card payment: one provider intent per attempt, at most one open and one paid per exchange.
  await db.schema
    .createTable('topup_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('exchange_id', 'text', (c) => c.notNull().references('exchanges.id'))
    .addColumn('payer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'succeeded', 'cancelled', 'refunded')`),
    )
    .addColumn('refund_status', 'text', (c) => c.check(sql`refund_status in ('pending', 'succeeded')`))
    .addColumn('refund_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index topup_payments_open_unique on topup_payments (exchange_id) where status = 'open'`.execute(
    db,
  );
  await sql`create unique index topup_payments_paid_unique on topup_payments (exchange_id) where status = 'succeeded'`.execute(
    db,
  );
}
