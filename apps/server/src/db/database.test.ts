import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDialect } from '../../test/test-app.ts';
import { checkDatabase, openDatabase } from './database.ts';

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
