import { sql, type Kysely } from 'kysely';
import { rebuildWithWiderCheck } from '../widen-check.ts';

// A cash-on-delivery parcel lost by the courier before delivery (issue 27, decision 431): one more order
// stage, `lost`, in bookings' status check and in the one-live-deal index (the book is gone with the
// courier, so it is not on sale again). The same rebuild as migration 150's (db/widen-check.ts).
// prettier-ignore
const OLD_STATUSES = ['open', 'paid', 'handed_over', 'completed', 'cancelled', 'declined', 'expired', 'disputed', 'refunded', 'cod', 'cod_handed_over'];
/** Stages in which the book is taken by this order: at most one such order per book. */
const LIVE = `'paid', 'handed_over', 'disputed', 'completed', 'refunded', 'cod', 'cod_handed_over', 'lost'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await rebuildWithWiderCheck(db, {
    table: 'bookings',
    column: 'status',
    from: OLD_STATUSES,
    added: ['lost'],
  });
  await db.schema.dropIndex('bookings_live_unique').ifExists().execute();
  await db.schema
    .createIndex('bookings_live_unique')
    .on('bookings')
    .column('book_id')
    .unique()
    .where(sql.raw<boolean>(`status in (${LIVE})`))
    .execute();
}
