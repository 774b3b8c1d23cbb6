import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createPostgresDatabase, testDialect } from '../../test/test-app.ts';
import { KEPT_PLAN, ROWS_AS_ARRAYS, checkDatabase, namingStatements, openDatabase } from './database.ts';

describe.runIf(testDialect === 'sqlite')('SQLite page cache (decision 537)', () => {
  it.each([
    [{}, -4 * 1024],
    [{ SQLITE_CACHE_MB: '32' }, -32 * 1024],
  ])('when the environment is %j, then the connection caches that many KiB of pages', async (env, kib) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-cache-'));
    const handle = openDatabase(loadConfig({ ...env, DATA_DIR: dataDir }).database);
    try {
      const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(handle.db);
      expect(rows).toEqual([{ cache_size: kib }]);
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDialect === 'postgres')('the PostgreSQL pool', () => {
  it('when PostgreSQL ends an idle connection, then the process survives and the next query reconnects', async () => {
    const database = await createPostgresDatabase();
    const handle = openDatabase({ dialect: 'postgres', url: database.url });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const pid = rows[0].pid;

      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));

      await checkDatabase(handle.db);
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      expect(again.rows[0].pid).not.toBe(pid);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('when DATABASE_POOL_MAX is 2, then no more than two connections serve any number of queries at once', async () => {
    const database = await createPostgresDatabase();
    const handle = openDatabase({ dialect: 'postgres', url: database.url, poolMax: 2 });
    try {
      // Each query holds its connection a moment, so six at once need more than two if the pool allowed it.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(handle.db),
        ),
      );
      expect(new Set(answers.map(({ rows }) => rows[0]!.pid)).size).toBe(2);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});

describe.runIf(testDialect === 'postgres')('named statements on PostgreSQL (decision 499)', () => {
  it('when the app runs the same statement again, then its connection prepares it once and each run keeps its own values', async () => {
    const database = await createPostgresDatabase();
    const handle = openDatabase({ dialect: 'postgres', url: database.url, poolMax: 1 });
    try {
      const answers = [];
      for (const n of [1, 2, 3, 4])
        answers.push((await sql<{ v: number }>`select ${n}::int * 2 as v`.execute(handle.db)).rows[0]!.v);
      expect(answers).toEqual([2, 4, 6, 8]);
      const { rows } = await sql<{ statement: string; runs: number }>`
        select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements`.execute(
        handle.db,
      );
      // The first run went unnamed; the second prepared it, the third and fourth reused it.
      expect(rows).toEqual([{ statement: 'select $1::int * 2 as v', runs: 3 }]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('when a named statement runs many times, then each run is planned for its own values, never by a generic plan (decision 502)', async () => {
    const database = await createPostgresDatabase();
    const handle = openDatabase({ dialect: 'postgres', url: database.url, poolMax: 1 });
    try {
      for (let n = 0; n < 12; n += 1) await sql`select ${n}::int + 1 as v`.execute(handle.db);
      const { rows } = await sql<{ generic: number; custom: number; mode: string }>`
        select generic_plans::int as generic, custom_plans::int as custom, current_setting('plan_cache_mode') as mode
        from pg_prepared_statements`.execute(handle.db);
      expect(rows).toEqual([{ generic: 0, custom: 11, mode: 'force_custom_plan' }]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('when a connection has named as many statements as allowed, then it names no more and is replaced when released', async () => {
    const database = await createPostgresDatabase();
    const pool = namingStatements(new pg.Pool({ connectionString: database.url, max: 1 }), 3);
    try {
      const client = await pool.connect();
      const pidOf = async (c: typeof client) =>
        (await c.query<{ pid: number }>('select pg_backend_pid() as pid', [])).rows[0]!.pid;
      const pid = await pidOf(client);
      for (let i = 1; i <= 5; i += 1)
        for (const n of [i, i + 10])
          expect((await client.query<{ v: number }>(`select $1::int + ${i} as v`, [n])).rows[0]!.v).toBe(
            n + i,
          );
      const count = 'select count(*)::int as n from pg_prepared_statements';
      expect((await client.query<{ n: number }>(count, [])).rows[0]!.n).toBe(3);
      client.release();
      const next = await pool.connect();
      expect(await pidOf(next)).not.toBe(pid);
      expect((await next.query<{ n: number }>(count, [])).rows[0]!.n).toBe(0);
      next.release();
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  it('when a table read with * gains a column under a named statement, then the read answers with it outside a transaction, and again after the transaction it failed', async () => {
    const database = await createPostgresDatabase();
    const handle = openDatabase({ dialect: 'postgres', url: database.url, poolMax: 1 });
    try {
      const read = async (db: Kysely<unknown>, id: number) =>
        (await sql<Record<string, unknown>>`select * from shelf where id = ${id}`.execute(db)).rows;
      const db = handle.db as unknown as Kysely<unknown>;
      await sql`create table shelf (id int primary key)`.execute(db);
      await sql`insert into shelf values (1), (2)`.execute(db);
      expect(await read(db, 1)).toEqual([{ id: 1 }]);
      expect(await read(db, 2)).toEqual([{ id: 2 }]); // named from here on
      await sql`alter table shelf add column title text default 'Gitanjali'`.execute(db);
      expect(await read(db, 1)).toEqual([{ id: 1, title: 'Gitanjali' }]);

      await read(db, 2); // unnamed again; the next run names it anew
      await read(db, 2);
      await sql`alter table shelf add column year int default 1910`.execute(db);
      await expect(db.transaction().execute((trx) => read(trx, 1))).rejects.toThrow(
        /cached plan must not change result type/,
      );
      expect(await read(db, 1)).toEqual([{ id: 1, title: 'Gitanjali', year: 1910 }]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});

describe.runIf(testDialect === 'postgres')('known shapes on PostgreSQL (decision 519)', () => {
  it('when a named statement runs again, then it is sent without a Describe and answers exactly as node-postgres did: objects or arrays, nulls, parsed types, row counts', async () => {
    const database = await createPostgresDatabase();
    const pool = namingStatements(new pg.Pool({ connectionString: database.url, max: 1 }));
    const describes = vi.spyOn(pg.Connection.prototype, 'describe');
    const client = await pool.connect();
    try {
      await client.query(
        'create table shelf (id int primary key, title text, year int, price bigint, sold boolean, at timestamptz)',
        [],
      );
      await client.query(
        `insert into shelf values (1, 'Gitanjali', 1910, 120, true, '2026-11-27T10:00:00Z'),
          (2, null, null, null, false, null)`,
        [],
      );
      const read = `select id, title, year, price, sold, at, id * 2 as id from shelf where id <= $1 order by 1`;
      const update = 'update shelf set year = year + $1 where id <= $2';
      const runs = async () => ({
        objects: (await client.query(read, [2])).rows,
        arrays: (await client.query(`${ROWS_AS_ARRAYS}${read}`, [2])).rows,
        empty: (await client.query(read, [0])).rows,
        updated: (await client.query(update, [0, 2])).rowCount,
      });
      // The first run of each text goes unnamed (`empty` is the read's second run, so named already); the
      // second names the rest. From then on each text is a named statement whose columns are known.
      await runs();
      const first = await runs();
      describes.mockClear();
      const second = await runs();
      const third = await runs();
      expect(describes).not.toHaveBeenCalled();
      expect(second).toEqual(first);
      expect(third).toEqual(first);
      expect(first.objects).toEqual([
        {
          id: 2,
          title: 'Gitanjali',
          year: 1910,
          price: '120',
          sold: true,
          at: new Date('2026-11-27T10:00:00Z'),
        },
        { id: 4, title: null, year: null, price: null, sold: false, at: null },
      ]);
      expect(first.arrays[1]).toEqual([2, null, null, null, false, null, 4]);
      expect(first.empty).toEqual([]);
      expect(first.updated).toBe(2);
      const { rows } = await client.query('select count(*)::int as n from pg_prepared_statements', []);
      expect(rows).toEqual([{ n: 3 }]);
    } finally {
      client.release();
      describes.mockRestore();
      await pool.end();
      await database.drop();
    }
  });

  it('when a named statement of a known shape fails, then the error is its own and the connection answers the next statement', async () => {
    const database = await createPostgresDatabase();
    const pool = namingStatements(new pg.Pool({ connectionString: database.url, max: 1 }));
    const client = await pool.connect();
    try {
      const divide = 'select 10 / $1::int as v';
      for (const n of [1, 2, 5]) expect((await client.query(divide, [n])).rows).toEqual([{ v: 10 / n }]);
      await expect(client.query(divide, [0])).rejects.toThrow(/division by zero/);
      expect((await client.query(divide, [10])).rows).toEqual([{ v: 1 }]);
    } finally {
      client.release();
      await pool.end();
      await database.drop();
    }
  });
});

describe.runIf(testDialect === 'postgres')('kept plans on PostgreSQL (decision 507)', () => {
  const plans = (db: Kysely<unknown>, mark: string) =>
    sql<{ statement: string; generic: number; custom: number; mode: string; pid: number }>`${sql.raw(mark)}
      select statement, generic_plans::int as generic, custom_plans::int as custom,
        current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid
      from pg_prepared_statements`.execute(db);

  it('when a statement marked KEPT_PLAN runs again and again, then PostgreSQL keeps one plan for it on a connection of its own, while an unmarked one is planned for each call', async () => {
    const database = await createPostgresDatabase();
    const handle = openDatabase({ dialect: 'postgres', url: database.url, poolMax: 1 });
    try {
      const db = handle.db as unknown as Kysely<unknown>;
      const answers = [];
      for (let n = 0; n < 12; n += 1) {
        answers.push(
          (await sql<{ v: number }>`${sql.raw(KEPT_PLAN)}select ${n}::int + 1 as v`.execute(db)).rows[0]!.v,
        );
        answers.push((await sql<{ v: number }>`select ${n}::int + 100 as v`.execute(db)).rows[0]!.v);
      }
      expect(answers).toEqual(Array.from({ length: 12 }, (_, n) => [n + 1, n + 100]).flat());
      const kept = (await plans(db, KEPT_PLAN)).rows;
      const planned = (await plans(db, '')).rows;
      // The first run went unnamed; of the eleven named runs, PostgreSQL planned five for their values,
      // then kept one plan.
      expect(kept.map(({ pid: _, ...row }) => row)).toEqual([
        { statement: `${KEPT_PLAN}select $1::int + 1 as v`, generic: 6, custom: 5, mode: 'auto' },
      ]);
      expect(planned.map(({ pid: _, ...row }) => row)).toEqual([
        { statement: 'select $1::int + 100 as v', generic: 0, custom: 11, mode: 'force_custom_plan' },
      ]);
      expect(kept[0]!.pid).not.toBe(planned[0]!.pid);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('when an unmarked statement follows a marked one on the same connection, then it runs unnamed, planned for its values', async () => {
    const database = await createPostgresDatabase();
    const handle = openDatabase({ dialect: 'postgres', url: database.url, poolMax: 1 });
    try {
      const db = handle.db as unknown as Kysely<unknown>;
      const seen = await db.connection().execute(async (connection) => {
        const answers = [];
        for (let n = 0; n < 8; n += 1) {
          await sql`${sql.raw(KEPT_PLAN)}select ${n}::int as v`.execute(connection);
          answers.push((await sql<{ v: number }>`select ${n}::int * 3 as v`.execute(connection)).rows[0]!.v);
        }
        return { answers, prepared: (await plans(connection, '')).rows };
      });
      expect(seen.answers).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
      expect(seen.prepared.map((row) => [row.statement, row.mode])).toEqual([
        [`${KEPT_PLAN}select $1::int as v`, 'auto'],
      ]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('when a transaction runs a marked statement, then it stays on the transaction connection, planned for its values', async () => {
    const database = await createPostgresDatabase();
    const handle = openDatabase({ dialect: 'postgres', url: database.url, poolMax: 1 });
    try {
      const db = handle.db as unknown as Kysely<unknown>;
      const rows = await db.transaction().execute(async (trx) => {
        for (let n = 0; n < 8; n += 1) await sql`${sql.raw(KEPT_PLAN)}select ${n}::int as v`.execute(trx);
        return (await plans(trx, '')).rows;
      });
      expect(rows.map(({ pid: _, ...row }) => row)).toEqual([
        { statement: `${KEPT_PLAN}select $1::int as v`, generic: 0, custom: 7, mode: 'force_custom_plan' },
      ]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
