// Where the search bench's 200 searches spend their time, step by step, on a shop kept by search-bench.ts
// (SEARCH_BENCH_KEEP=NAME): every statement is timed and named by the search-repository function that ran
// it; printed are the statements per search and, per step, how many ran and their total and mean time.
//   SEARCH_BENCH_KEEP=NAME npx tsx apps/server/scripts/search-profile.ts   (BENCH_DATABASE_URL=… for PostgreSQL)
import { searchBooks } from '../test/index.ts';
import { keptShop, loadLine } from './kept-shop.ts';
import { mixedQueries } from './search-queries.ts';

const KEEP = process.env.SEARCH_BENCH_KEEP ?? '';
const shop = keptShop(KEEP);
const handle = shop.open();
const dialect = shop.dialect;
const db = handle.db;
// Patched on the executors' prototype, so statements run in a transaction (the few-matches read's) count too.
const prototype = Object.getPrototypeOf(db.getExecutor()) as {
  executeQuery: ReturnType<typeof db.getExecutor>['executeQuery'];
};
const original = prototype.executeQuery;
let statements: Array<{ step: string; ms: number }> = [];
const FRAME = /at (?:async )?(?:\S+\.)?(\w+) \([^)]*search-repository\.ts/;
prototype.executeQuery = async function (this: unknown, compiledQuery) {
  const step = FRAME.exec(new Error().stack ?? '')?.[1] ?? compiledQuery.sql.slice(0, 30);
  const t = process.hrtime.bigint();
  const result = await original.call(this, compiledQuery);
  statements.push({ step, ms: Number(process.hrtime.bigint() - t) / 1e6 });
  return result;
} as typeof original;

const queries = mixedQueries();
const steps = new Map<string, { n: number; ms: number }>();
const perSearch: Array<{ q: string; n: number; ms: number }> = [];
for (const round of [0, 1]) {
  for (const query of queries) {
    statements = [];
    const t = process.hrtime.bigint();
    await searchBooks(db, dialect, query, { limit: 20 });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (round === 0) continue;
    perSearch.push({ q: JSON.stringify(query), n: statements.length, ms });
    for (const { step, ms: spent } of statements) {
      const entry = steps.get(step) ?? { n: 0, ms: 0 };
      entry.n += 1;
      entry.ms += spent;
      steps.set(step, entry);
    }
  }
}
const counts = new Map<number, number>();
for (const { n } of perSearch) counts.set(n, (counts.get(n) ?? 0) + 1);
console.log(
  `${dialect}: statements per search (count: searches): ${[...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([n, k]) => `${n}: ${k}`)
    .join(', ')}`,
);
const total = perSearch.reduce((sum, s) => sum + s.ms, 0);
console.log(`total ${total.toFixed(0)} ms over ${perSearch.length} searches`);
for (const [step, { n, ms }] of [...steps].sort((a, b) => b[1].ms - a[1].ms))
  console.log(
    `  ${step.padEnd(28)} ${String(n).padStart(5)} statements ${ms.toFixed(0).padStart(7)} ms  mean ${(ms / n).toFixed(2)} ms`,
  );
for (const s of perSearch.sort((a, b) => b.ms - a.ms).slice(0, 12))
  console.log(`  ${s.ms.toFixed(1)} ms, ${s.n} statements: ${s.q}`);
console.log(loadLine());
await handle.close();
