import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A cash-on-delivery parcel lost by the courier before delivery (issue 27, decision 431): one more order
// stage, `lost`, in bookings' status check and in the one-live-deal index (the book is gone with the
// courier, so it is not on sale again). The same rebuild as migration 150's.
const OLD_STATUSES = `'open', 'paid', 'handed_over', 'completed', 'cancelled', 'declined', 'expired', 'disputed', 'refunded', 'cod', 'cod_handed_over'`;
const STATUSES = `${OLD_STATUSES}, 'lost'`;
/** Stages in which the book is taken by this order: at most one such order per book. */
const LIVE = `'paid', 'handed_over', 'disputed', 'completed', 'refunded', 'cod', 'cod_handed_over', 'lost'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function widenStatusCheck(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table bookings drop constraint if exists bookings_status_check`.execute(db);
    await sql
      .raw(`alter table bookings add constraint bookings_status_check check (status in (${STATUSES}))`)
      .execute(db);
    return;
  }
  // SQLite cannot change a check constraint: rebuild the table from its own definition with the wider
  // list (sqlite.org/lang_altertable.html §7), keeping whatever columns and indexes other migrations added.
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'bookings'`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  if (!definition.includes(OLD_STATUSES)) throw new Error('bookings: unexpected status check');
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'bookings' and sql is not null`.execute(
    db,
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(
          definition
            .replace(OLD_STATUSES, STATUSES)
            .replace(/^CREATE TABLE\s+("?bookings"?)/i, 'CREATE TABLE bookings_new'),
        )
        .execute(trx);
      await sql`insert into bookings_new select * from bookings`.execute(trx);
      await sql`drop table bookings`.execute(trx);
      await sql`alter table bookings_new rename to bookings`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
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
  await db.schema.dropIndex('bookings_live_unique').ifExists().execute();
  await db.schema
    .createIndex('bookings_live_unique')
    .on('bookings')
    .column('book_id')
    .unique()
    .where(sql.raw<boolean>(`status in (${LIVE})`))
    .execute();
}
