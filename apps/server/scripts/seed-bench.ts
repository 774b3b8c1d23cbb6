// Generates many books into a fresh database and shows how the catalogue's list and search queries run:
// their plans (EXPLAIN / EXPLAIN QUERY PLAN) and measured times for the first and a deep page.
//   npx tsx apps/server/scripts/seed-bench.ts [count]                       (SQLite in a temp folder)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/scripts/seed-bench.ts
import {
  analyze,
  type Db,
  type Dialect,
  decodeCursor,
  encodeCursor,
  generateBooks,
  listBooks,
  listBooksQuery,
  queryPlan,
  searchBooks,
  searchBooksQuery,
} from '../test/index.ts';
import { onThrowawayShop } from './kept-shop.ts';

const count = Number(process.argv[2] ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL;

async function time<T>(label: string, run: () => Promise<T>, repeat = 20): Promise<T> {
  let result = await run();
  const started = process.hrtime.bigint();
  for (let i = 0; i < repeat; i += 1) result = await run();
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / repeat;
  console.log(`  ${label.padEnd(52)} ${ms.toFixed(2)} ms (mean of ${repeat})`);
  return result;
}

async function bench(db: Db, dialect: Dialect) {
  console.log(`\n== ${dialect}: generating ${count.toLocaleString()} books`);
  const started = Date.now();
  const { categoryIds } = await generateBooks(db, { count, categories: 20, sellers: 200 });
  await analyze(db);
  console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const categoryId = categoryIds[7];
  const page = { limit: 20 };

  console.log('\n-- category page (first page)');
  console.log(await queryPlan(db, dialect, listBooksQuery(db, { categoryId }, page)));
  console.log('\n-- search "physics 12" newest');
  const search = { q: 'physics 12', sort: 'newest' as const };
  console.log(await queryPlan(db, dialect, searchBooksQuery(db, dialect, search, page)));
  console.log('\n-- search "river moon" price ascending, 100-500 Taka');
  const priced = { q: 'river moon', sort: 'price_asc' as const, minPrice: 100, maxPrice: 500 };
  console.log(await queryPlan(db, dialect, searchBooksQuery(db, dialect, priced, page)));
  console.log('\n-- advertised');
  console.log(await queryPlan(db, dialect, listBooksQuery(db, { advertisedOnly: true }, page)));

  console.log('\n-- timings');
  const first = await time('category page 1 (20 books)', () => listBooks(db, { categoryId }, page));
  // Walk 100 pages in, then time that deep page: keyset paging costs the same at any depth.
  let cursor = first.length > 20 ? encodeCursor({ key: first[19].time, id: first[19]._id }) : undefined;
  for (let i = 0; i < 100 && cursor; i += 1) {
    const rows = await listBooks(db, { categoryId }, { limit: 20, cursor: decodeCursor(cursor) });
    cursor = rows.length > 20 ? encodeCursor({ key: rows[19].time, id: rows[19]._id }) : undefined;
  }
  const deep = decodeCursor(cursor);
  await time('category page ~100 (keyset cursor)', () =>
    listBooks(db, { categoryId }, { limit: 20, cursor: deep }),
  );
  const hits = await time('search "physics 12" newest', () => searchBooks(db, dialect, search, page));
  await time('search "river moon" price asc 100-500', () => searchBooks(db, dialect, priced, page));
  await time('search "humayun" (matches 20%) newest', () =>
    searchBooks(db, dialect, { q: 'humayun', sort: 'newest' }, page),
  );
  await time('search "physics 12" best match', () => searchBooks(db, dialect, { q: 'physics 12' }, page));
  await time('search "humayun" (matches 20%) best match', () =>
    searchBooks(db, dialect, { q: 'humayun' }, page),
  );
  await time('search "river" (matches 40%) best match', () => searchBooks(db, dialect, { q: 'river' }, page));
  await time('search "rabindranth" (typo, corrected) best match', () =>
    searchBooks(db, dialect, { q: 'rabindranth' }, page),
  );
  await time('search "rabimdranath" (typo, corrected) best match', () =>
    searchBooks(db, dialect, { q: 'rabimdranath' }, page),
  );
  await time('search "zzqqxx" (nothing, did you mean) best match', () =>
    searchBooks(db, dialect, { q: 'zzqqxx' }, page),
  );
  await time('advertised page 1', () => listBooks(db, { advertisedOnly: true }, page));
  await time('all books page 1', () => listBooks(db, {}, page));
  // Rows fetched are limit + 1 (the extra one only tells that a next page exists).
  console.log(`  rows fetched per page (limit 20): category ${first.length}, search ${hits.books.length}`);
}

await onThrowawayShop(adminUrl, bench);
