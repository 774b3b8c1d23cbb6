// The one throw-away PostgreSQL helper: a fresh, uniquely named database on the server an admin URL names,
// and a drop() that removes it even with connections left open. Used by the API tests, the browser suite
// and the bench scripts (scripts/cluster.mjs, plain JavaScript, keeps its own copy).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the server of `adminUrl` (default TEST_DATABASE_URL). */
export async function createPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = 'boibazar_test',
): Promise<ThrowawayDatabase> {
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists ${name} with (force)`) };
}
