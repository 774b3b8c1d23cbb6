// The search side of the bench (issue 28), straight through the repository (no HTTP, so no read cache):
// at each shop size, a mixed list of 200 different searches, facet counts and suggestions, each as p50 and
// p99, then issue 28's targets with MET or MISSED and the load average beside each (the figures are only
// as good as the machine was idle). The shop grows from the first size to the next by a bulk append.
//   npx tsx apps/server/scripts/search-bench.ts [sizes]       (SQLite in a temp folder; default 100000,1000000)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/scripts/search-bench.ts
// SEARCH_BENCH_KEEP=NAME keeps one seeded shop between runs (one size only): SQLite in
// $TMPDIR/boibazar-search-bench-NAME.sqlite, PostgreSQL in the database boibazar_bench_keep_NAME; the first
// run generates it (seed NAME, so both databases hold the same books), later runs migrate it to the latest
// migration and measure it again. Drop it yourself when done (rm the file; drop database).
// SEARCH_BENCH_SLOW=N prints the N slowest searches (default 5).
import { sql } from 'kysely';
import {
  analyze,
  appendBooks,
  countFacets,
  type Db,
  type Dialect,
  generateBooks,
  type GeneratedShop,
  migrateToLatest,
  openDatabase,
  searchBooks,
  suggestBooks,
} from '../test/index.ts';
import { processCpuMs } from '../../../scripts/proc-cpu.ts';
import { keptShop, loadLine, onThrowawayShop } from './kept-shop.ts';
import { mixedQueries, type Query } from './search-queries.ts';

const sizes = (process.argv[2] ?? '100000,1000000').split(',').map(Number);
const adminUrl = process.env.BENCH_DATABASE_URL;
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 3);
const KEEP = process.env.SEARCH_BENCH_KEEP;
const SLOWEST = Number(process.env.SEARCH_BENCH_SLOW ?? 5);
if (KEEP !== undefined && (!/^[a-z0-9_]+$/.test(KEEP) || sizes.length !== 1))
  throw new Error('SEARCH_BENCH_KEEP takes a name of [a-z0-9_] and one shop size');

const load = loadLine;

const QUERIES = mixedQueries();
const FACETS: Query[] = [
  { q: 'river', location: 'Dhaka' },
  { q: 'humayun' },
  { q: '' },
  { q: 'physics 12' },
  { q: 'হুমায়ূন' },
  { q: 'ocean', condition: 'Good' },
];
const PREFIXES = ['ri', 'riv', 'hu', 'humayun a', 'ph', 'kazi n', 'হু', 'নদ', 'moon j', 'ch'];

interface Figures {
  search: Timing;
  facets: Timing;
  suggestions: Timing;
}

/** CPU seconds so far of the database server's processes serving this database (PostgreSQL; /proc). */
async function serverCpu(db: Db, dialect: Dialect): Promise<number> {
  if (dialect !== 'postgres') return 0;
  const pids = await sql<{
    pid: number;
  }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  let ms = 0;
  for (const { pid } of pids.rows) {
    try {
      ms += processCpuMs(pid);
    } catch {
      // not on this machine, or ended
    }
  }
  return ms / 1000;
}

interface Timing {
  p50: number;
  p99: number;
  /** CPU ms per run: this process's p50 (SQLite: all of it), and the database server's mean (PostgreSQL). */
  cpuP50: number;
  serverCpuMean: number;
}

async function timings(db: Db, dialect: Dialect, runs: Array<() => Promise<unknown>>): Promise<Timing> {
  for (const run of runs) await run();
  const times: number[] = [];
  const cpu: number[] = [];
  const serverBefore = await serverCpu(db, dialect);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const run of runs) {
      const started = process.hrtime.bigint();
      const used = process.cpuUsage();
      await run();
      const spent = process.cpuUsage(used);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      cpu.push((spent.user + spent.system) / 1000);
    }
  const serverSpent = (await serverCpu(db, dialect)) - serverBefore;
  const at = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 100) / 100;
  };
  return {
    p50: at(times, 0.5),
    p99: at(times, 0.99),
    cpuP50: at(cpu, 0.5),
    serverCpuMean: Math.round(((serverSpent * 1000) / times.length) * 100) / 100,
  };
}

async function measure(db: Db, dialect: Dialect, books: number): Promise<Figures> {
  const page = { limit: 20 };
  const before = load();
  const search = await timings(
    db,
    dialect,
    QUERIES.map((query) => () => searchBooks(db, dialect, query, page)),
  );
  const facets = await timings(
    db,
    dialect,
    FACETS.map((query) => () => countFacets(db, dialect, query)),
  );
  const suggestions = await timings(
    db,
    dialect,
    PREFIXES.map((q) => () => suggestBooks(db, dialect, [], q)),
  );
  for (const [name, figure] of [
    [`${QUERIES.length} mixed searches`, search],
    [`facet counts (${FACETS.length} filters)`, facets],
    [`suggestions (${PREFIXES.length} prefixes)`, suggestions],
  ] as const)
    console.log(
      `${dialect}: ${name} at ${books} books: p50 ${figure.p50} ms, p99 ${figure.p99} ms; CPU p50 ${figure.cpuP50} ms here${dialect === 'postgres' ? `, ${figure.serverCpuMean} ms mean in the server` : ''}  [${before} → ${load()}]`,
    );
  // The slowest searches, to look at their plans.
  const slow: Array<[number, number, string]> = [];
  for (const query of QUERIES) {
    const started = process.hrtime.bigint();
    const used = process.cpuUsage();
    await searchBooks(db, dialect, query, page);
    const spent = process.cpuUsage(used);
    slow.push([
      Number(process.hrtime.bigint() - started) / 1e6,
      (spent.user + spent.system) / 1000,
      JSON.stringify(query),
    ]);
  }
  slow.sort((a, b) => b[0] - a[0]);
  console.log(
    `  slowest: ${slow
      .slice(0, SLOWEST)
      .map(([ms, cpu, q]) => `${q} ${ms.toFixed(1)} ms (CPU here ${cpu.toFixed(1)} ms)`)
      .join('; ')}`,
  );
  return { search, facets, suggestions };
}

function targets(dialect: Dialect, figures: Record<number, Figures>) {
  const largest = sizes.at(-1)!;
  const smaller = sizes.length > 1 ? sizes.at(-2)! : undefined;
  const big = figures[largest]!;
  const rows: Array<[string, number, number]> = [
    [`mixed searches p50 at ${largest} books (ms)`, big.search.p50, 15],
    [`mixed searches p99 at ${largest} books (ms)`, big.search.p99, 80],
    [`facet counts p50 at ${largest} books (ms)`, big.facets.p50, 50],
    [`suggestions p50 at ${largest} books (ms)`, big.suggestions.p50, 20],
  ];
  if (smaller)
    for (const kind of ['search', 'facets', 'suggestions'] as const)
      rows.push([
        `${kind} p50 growth ${smaller} → ${largest} books (x)`,
        Math.round((big[kind].p50 / figures[smaller]![kind].p50) * 100) / 100,
        2,
      ]);
  console.log(`# issue 28 targets on ${dialect}`);
  for (const [name, value, goal] of rows)
    console.log(
      `target ${dialect} ${name}: ${value} (≤ ${goal}) ${value <= goal ? 'MET' : `MISSED by ${Math.round((value / goal - 1) * 100)}%`}  [${load()}]`,
    );
}

async function bench(db: Db, dialect: Dialect) {
  let shop: GeneratedShop | undefined;
  let books = 0;
  const figures: Record<number, Figures> = {};
  for (const size of sizes) {
    const started = Date.now();
    const before = load();
    if (KEEP !== undefined) {
      const { n } = await db
        .selectFrom('books')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) > 0) {
        console.log(`${dialect}: kept shop ${KEEP} with ${n} books`);
        books = Number(n);
        figures[size] = await measure(db, dialect, size);
        continue;
      }
    }
    if (!shop) shop = await generateBooks(db, { count: size, categories: 20, sellers: 200, seed: KEEP });
    else await appendBooks(db, shop, { from: books, count: size - books });
    await analyze(db);
    console.log(
      `${dialect}: ${books} → ${size} books in ${((Date.now() - started) / 1000).toFixed(1)} s  [${before} → ${load()}]`,
    );
    books = size;
    figures[size] = await measure(db, dialect, size);
  }
  targets(dialect, figures);
}

if (KEEP !== undefined) {
  const shop = keptShop(KEEP, adminUrl);
  if (shop.dialect === 'postgres') {
    const admin = openDatabase({ dialect: 'postgres', url: adminUrl! });
    try {
      const exists = await sql`select 1 from pg_database where datname = ${shop.database}`.execute(admin.db);
      if (exists.rows.length === 0) await sql.raw(`create database ${shop.database}`).execute(admin.db);
    } finally {
      await admin.close();
    }
  }
  const handle = shop.open();
  try {
    await migrateToLatest(handle.db);
    await bench(handle.db, shop.dialect);
  } finally {
    await handle.close();
  }
} else {
  await onThrowawayShop(adminUrl, bench);
}
