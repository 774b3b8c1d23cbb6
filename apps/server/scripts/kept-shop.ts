// What the bench scripts share: where search-bench.ts keeps a shop (SEARCH_BENCH_KEEP=NAME) on either
// database, opening it, a throw-away shop for one run, and the load average line printed beside figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createPostgresDatabase,
  type Db,
  type Dialect,
  migrateToLatest,
  openDatabase,
} from '../test/index.ts';

/** The kept shop NAME: PostgreSQL's database under BENCH_DATABASE_URL's server when given, else SQLite's file. */
export function keptShop(keep: string, adminUrl = process.env.BENCH_DATABASE_URL) {
  if (!adminUrl)
    return {
      dialect: 'sqlite' as const,
      open: () =>
        openDatabase({
          dialect: 'sqlite',
          file: path.join(os.tmpdir(), `boibazar-search-bench-${keep}.sqlite`),
        }),
    };
  const database = `boibazar_bench_keep_${keep}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    dialect: 'postgres' as const,
    database,
    open: () => openDatabase({ dialect: 'postgres', url: url.toString() }),
  };
}

/** `load 1.23 1.10 0.98`: the machine's load average, printed beside every figure. */
export const loadLine = () =>
  `load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

/**
 * Runs `bench` on a throw-away database migrated to the latest migration: a new PostgreSQL database under
 * `adminUrl` when given, else a SQLite file in a temporary folder; dropped or removed afterwards.
 */
export async function onThrowawayShop(
  adminUrl: string | undefined,
  bench: (db: Db, dialect: Dialect) => Promise<void>,
): Promise<void> {
  if (adminUrl) {
    const database = await createPostgresDatabase(adminUrl, 'boibazar_bench');
    const handle = openDatabase({ dialect: 'postgres', url: database.url });
    try {
      await migrateToLatest(handle.db);
      await bench(handle.db, 'postgres');
    } finally {
      await handle.close();
      await database.drop();
    }
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-bench-'));
  const handle = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'bench.sqlite') });
  try {
    await migrateToLatest(handle.db);
    await bench(handle.db, 'sqlite');
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
