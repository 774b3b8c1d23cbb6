// What the search scripts share: where search-bench.ts keeps a shop (SEARCH_BENCH_KEEP=NAME) on either
// database, opening it, and the load average line printed beside their figures.
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../test/index.ts';

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
