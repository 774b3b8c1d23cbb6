// Every statement one search runs, with its time and text, on a shop kept by search-bench.ts
// (SEARCH_BENCH_KEEP=NAME): to see which step of a slow search takes the time.
//   SEARCH_BENCH_KEEP=NAME npx tsx apps/server/scripts/search-trace.ts '{"q":"humayn garden"}'
//   (BENCH_DATABASE_URL=… for PostgreSQL; TRACE_EXPLAIN=1 prints each statement's plan too)
import { CompiledQuery } from 'kysely';
import { searchBooks } from '../test/index.ts';
import { keptShop, loadLine } from './kept-shop.ts';

const KEEP = process.env.SEARCH_BENCH_KEEP ?? '';
const query = JSON.parse(process.argv[2] ?? '{}') as { q: string };
const shop = keptShop(KEEP);
const handle = shop.open();
const dialect = shop.dialect;
const log: Array<{ ms: number; text: string; parameters: readonly unknown[]; settings: string[] }> = [];
const db = handle.db;
// Patched on the executors' prototype, so statements run in a transaction (the few-matches read's, with its
// settings, `set local` or `set_config`, which the plan is then explained under) are traced too.
const prototype = Object.getPrototypeOf(db.getExecutor()) as {
  executeQuery: ReturnType<typeof db.getExecutor>['executeQuery'];
};
const original = prototype.executeQuery;
let settings: string[] = [];
/** A statement that sets a setting for the transaction (throughTextIndex's), replayed before each plan. */
const SETTING = /^set local |^select set_config\(/;
prototype.executeQuery = async function (this: unknown, compiledQuery) {
  const setting = SETTING.test(compiledQuery.sql);
  if (setting) settings.push(compiledQuery.sql);
  const t = process.hrtime.bigint();
  const result = await original.call(this, compiledQuery);
  log.push({
    ms: Number(process.hrtime.bigint() - t) / 1e6,
    text: compiledQuery.sql,
    parameters: compiledQuery.parameters,
    settings: setting ? [] : settings,
  });
  if (!setting) settings = [];
  return result;
} as typeof original;
for (let i = 0; i < 3; i += 1) {
  log.length = 0;
  const t = process.hrtime.bigint();
  const result = await searchBooks(db, dialect, query, { limit: 20 });
  console.log(
    `run ${i}: ${(Number(process.hrtime.bigint() - t) / 1e6).toFixed(1)} ms, ${result.books.length} books, didYouMean ${result.didYouMean}`,
  );
}
for (const entry of [...log]) {
  console.log(
    `${entry.ms.toFixed(2)} ms: ${entry.text.replace(/\s+/g, ' ').slice(0, 400)}  ${JSON.stringify(entry.parameters).slice(0, 300)}`,
  );
  if (process.env.TRACE_EXPLAIN) {
    if (SETTING.test(entry.text)) continue;
    const explain = dialect === 'postgres' ? 'explain (analyze, buffers) ' : 'explain query plan ';
    const plan = await db
      .transaction()
      .execute(async (trx) => {
        for (const setting of entry.settings) await trx.executeQuery(CompiledQuery.raw(setting));
        return trx.executeQuery(CompiledQuery.raw(explain + entry.text, [...entry.parameters]));
      })
      .catch((e: Error) => ({ rows: [e.message] }));
    for (const row of plan.rows) console.log('    ' + JSON.stringify(row));
  }
}
console.log(loadLine());
await handle.close();
