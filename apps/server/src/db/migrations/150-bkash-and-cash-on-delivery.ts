import { sql, type Kysely } from 'kysely';
import { rebuildWithWiderCheck } from '../widen-check.ts';

// bKash and cash on delivery (docs/decisions/150-bkash.md, 151-cash-on-delivery.md): two more order
// stages (cod, cod_handed_over) in bookings' status check and in the one-live-deal index, the per-book
// cash-on-delivery choice, the buyers' refusals, and bKash's shared grant token and confirmed refunds.
// prettier-ignore
const OLD_STATUSES = ['open', 'paid', 'handed_over', 'completed', 'cancelled', 'declined', 'expired', 'disputed', 'refunded'];
/** Stages in which the book is taken by this order: at most one such order per book. */
const LIVE = `'paid', 'handed_over', 'disputed', 'completed', 'refunded', 'cod', 'cod_handed_over'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await rebuildWithWiderCheck(db, {
    table: 'bookings',
    column: 'status',
    from: OLD_STATUSES,
    added: ['cod', 'cod_handed_over'],
  });
  await db.schema.dropIndex('bookings_live_unique').ifExists().execute();
  await db.schema
    .createIndex('bookings_live_unique')
    .on('bookings')
    .column('book_id')
    .unique()
    .where(sql.raw<boolean>(`status in (${LIVE})`))
    .execute();

  await db.schema
    .alterTable('books')
    .addColumn('cod_allowed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('cod_standing')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('refusals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bkash_tokens')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('id_token', 'text', (c) => c.notNull())
    .addColumn('refresh_token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('refresh_expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bkash_refunds')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('refund_trx_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
