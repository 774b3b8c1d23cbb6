import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDialect } from '../../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { rebuildWithWiderCheck } from './widen-check.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const any = (handle: DatabaseHandle) => handle.db as unknown as Kysely<any>;

async function parcelsWithCheck(db: Kysely<unknown>): Promise<void> {
  await sql`create table couriers (id text primary key)`.execute(db);
  await sql`create table parcels (
    id text primary key,
    courier_id text not null references couriers(id),
    state text not null check (state in ('sent', 'delivered'))
  )`.execute(db);
  await sql`alter table parcels add column note text`.execute(db);
  await sql`create index parcels_courier_idx on parcels (courier_id, state)`.execute(db);
  await sql`insert into couriers (id) values ('c1')`.execute(db);
  await sql`insert into parcels (id, courier_id, state, note) values ('p1', 'c1', 'sent', 'fragile')`.execute(
    db,
  );
}

const widen = (db: Kysely<unknown>, from = ['sent', 'delivered']) =>
  rebuildWithWiderCheck(db, { table: 'parcels', column: 'state', from, added: ['lost', 'returned'] });

describe('rebuildWithWiderCheck', () => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;

  beforeEach(async () => {
    if (testDialect === 'postgres') {
      const database = await createPostgresDatabase();
      drop = database.drop;
      handle = openDatabase({ dialect: 'postgres', url: database.url });
    } else {
      handle = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    }
    await parcelsWithCheck(any(handle));
  });
  afterEach(async () => {
    await handle.close();
    await drop?.();
  });

  it('when the check is widened, then the new values are allowed, others still refused, and rows kept', async () => {
    const db = any(handle);
    await expect(
      sql`insert into parcels (id, courier_id, state) values ('p0', 'c1', 'lost')`.execute(db),
    ).rejects.toThrow();

    await widen(db);

    await sql`insert into parcels (id, courier_id, state) values ('p2', 'c1', 'lost')`.execute(db);
    await sql`insert into parcels (id, courier_id, state) values ('p3', 'c1', 'returned')`.execute(db);
    await expect(
      sql`insert into parcels (id, courier_id, state) values ('p4', 'c1', 'stolen')`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`insert into parcels (id, courier_id, state) values ('p5', 'nobody', 'sent')`.execute(db),
    ).rejects.toThrow();
    const rows = await db.selectFrom('parcels').select(['id', 'state', 'note']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'p1', state: 'sent', note: 'fragile' },
      { id: 'p2', state: 'lost', note: null },
      { id: 'p3', state: 'returned', note: null },
    ]);
  });

  it.runIf(testDialect === 'sqlite')(
    'when SQLite rebuilds the table, then its definition differs only in the list and its indexes are back',
    async () => {
      const db = any(handle);
      const schema = () =>
        sql<{ type: string; name: string; sql: string }>`select type, name, sql from sqlite_master
          where tbl_name = 'parcels' and sql is not null order by type, name`.execute(db);
      const before = (await schema()).rows;

      await widen(db);

      const after = (await schema()).rows;
      expect(after.map((row) => [row.type, row.name])).toEqual(before.map((row) => [row.type, row.name]));
      expect(after.find((row) => row.type === 'index')?.sql).toBe(
        before.find((row) => row.type === 'index')?.sql,
      );
      const table = (rows: typeof before) => rows.find((row) => row.type === 'table')!.sql;
      expect(table(after)).toBe(
        table(before)
          .replace(/^CREATE TABLE parcels/, 'CREATE TABLE "parcels"')
          .replace(`('sent', 'delivered')`, `('sent', 'delivered', 'lost', 'returned')`),
      );
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(foreignKeys.rows[0].foreign_keys).toBe(1);
    },
  );

  it.runIf(testDialect === 'sqlite')(
    'when the table’s check is not the list expected, then SQLite refuses and leaves the table as it was',
    async () => {
      const db = any(handle);
      await expect(widen(db, ['delivered', 'sent'])).rejects.toThrow('parcels: unexpected state check');
      await expect(
        sql`insert into parcels (id, courier_id, state) values ('p2', 'c1', 'lost')`.execute(db),
      ).rejects.toThrow();
    },
  );
});
