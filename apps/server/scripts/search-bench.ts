// The search side of the bench without the rest (issue 28): facet counts, suggestions and a few searches on
// a generated shop, each a mean of repeated calls straight through the repository (no HTTP, no read cache).
//   npx tsx apps/server/scripts/search-bench.ts [count]              (SQLite in a temp folder)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/scripts/search-bench.ts
//   SEARCH_BENCH_FILE=/tmp/shop.sqlite keeps (or reuses) the SQLite shop between runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  analyze,
  countFacets,
  createPostgresDatabase,
  type Db,
  type Dialect,
  generateBooks,
  migrateToLatest,
  openDatabase,
  searchBooks,
  suggestBooks,
} from '../test/index.ts';

const count = Number(process.argv[2] ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL;
const keepFile = process.env.SEARCH_BENCH_FILE;

async function time(label: string, run: () => Promise<unknown>, repeat = 20) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < repeat; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)];
  console.log(`  ${label.padEnd(48)} p50 ${p50.toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms`);
}

async function bench(db: Db, dialect: Dialect, fresh: boolean) {
  if (fresh) {
    console.log(`\n== ${dialect}: generating ${count.toLocaleString()} books`);
    const started = Date.now();
    await generateBooks(db, { count, categories: 20, sellers: 200 });
    await analyze(db);
    console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(
    `\n== ${dialect}: timings (load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
  );
  const page = { limit: 20 };
  await time('facets "river" in Dhaka', () => countFacets(db, dialect, { q: 'river', location: 'Dhaka' }));
  await time('facets "humayun"', () => countFacets(db, dialect, { q: 'humayun' }));
  await time('facets (no words, browse)', () => countFacets(db, dialect, {}));
  await time('facets "physics 12"', () => countFacets(db, dialect, { q: 'physics 12' }));
  await time('suggestions "riv"', () => suggestBooks(db, dialect, [], 'riv'));
  await time('suggestions "hu"', () => suggestBooks(db, dialect, [], 'hu'));
  await time('suggestions "humayun a"', () => suggestBooks(db, dialect, [], 'humayun a'));
  await time('search "river" best match', () => searchBooks(db, dialect, { q: 'river' }, page));
  await time('search "physics 12" best match', () => searchBooks(db, dialect, { q: 'physics 12' }, page));
  console.log(
    `  load after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

if (adminUrl) {
  const database = await createPostgresDatabase(adminUrl, 'boibazar_bench');
  const handle = openDatabase({ dialect: 'postgres', url: database.url });
  try {
    await migrateToLatest(handle.db);
    await bench(handle.db, 'postgres', true);
  } finally {
    await handle.close();
    await database.drop();
  }
} else {
  const dir = keepFile ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-bench-'));
  const file = keepFile ?? path.join(dir ?? '', 'bench.sqlite');
  const fresh = !fs.existsSync(file);
  const handle = openDatabase({ dialect: 'sqlite', file });
  try {
    await migrateToLatest(handle.db);
    await bench(handle.db, 'sqlite', fresh);
  } finally {
    await handle.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
