// Times the admin's read endpoints on a large shop: `npx tsx scripts/bench-admin.ts [books]`.
// SQLite in a temporary folder by default; set BENCH_DATABASE_URL=postgres://… to use PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const BOOKS = Number(process.argv[2] ?? 100_000);
const USERS = Math.max(100, Math.round(BOOKS / 20));
const id = () => randomBytes(12).toString('hex');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-bench-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const name = `boibazar_bench_${id().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DEMO_DATA: '0',
  LOG_LEVEL: 'silent',
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATABASE_URL: databaseUrl,
});
const app = await buildApp({ config, logger: false });
const db = app.db;

const now = Date.now();
const day = (i: number) => new Date(now - (i % 60) * 86_400_000 - i * 1000).toISOString();
const categories = Array.from({ length: 12 }, (_, i) => ({
  id: id(),
  name: `Category ${i}`,
  created_at: day(i),
}));
await db.insertInto('categories').values(categories).execute();
const users = Array.from({ length: USERS }, (_, i) => ({
  id: id(),
  name: `User ${i}`,
  email: `user${i}@bench.test`,
  password_hash: null,
  image: '',
  role: (i === 0 ? 'Admin' : i % 3 === 0 ? 'Seller' : 'Buyer') as 'Admin' | 'Seller' | 'Buyer',
  verified: 0 as const,
  google_sub: null,
  created_at: day(i),
  deleted_at: null,
}));
for (let i = 0; i < users.length; i += 500)
  await db
    .insertInto('users')
    .values(users.slice(i, i + 500))
    .execute();
const sellers = users.filter((u) => u.role === 'Seller');
const buyers = users.filter((u) => u.role === 'Buyer');
const books: string[] = [];
for (let i = 0; i < BOOKS; i += 500) {
  const rows = Array.from({ length: Math.min(500, BOOKS - i) }, (_, j) => {
    const n = i + j;
    const bookId = id();
    books.push(bookId);
    return {
      id: bookId,
      seller_id: sellers[n % sellers.length].id,
      category_id: categories[n % categories.length].id,
      product_name: `Book ${n}`,
      author: null,
      isbn: null,
      image: '/uploads/x.webp',
      location: 'Dhaka',
      condition: 'Good',
      resale: 100 + (n % 500),
      original: 800,
      years_used: 1,
      purchase_year: 2022,
      seller_name: 'Seller',
      contact: '017',
      description: 'A book',
      is_sold: (n % 10 === 0 ? 1 : 0) as 0 | 1,
      advertised: 0 as const,
      created_at: day(n),
      deleted_at: null,
    };
  });
  await db.insertInto('books').values(rows).execute();
}
const sold = books.filter((_, n) => n % 10 === 0);
for (let i = 0; i < sold.length; i += 250) {
  const slice = sold.slice(i, i + 250);
  const bookings = slice.map((bookId, j) => ({
    id: id(),
    book_id: bookId,
    buyer_id: buyers[(i + j) % buyers.length].id,
    buyer_name: 'B',
    email: 'b@bench.test',
    book_name: 'Book',
    price: 300,
    phone: '',
    location: '',
    photo: '',
    status: 'paid' as const,
    created_at: day(i + j),
    updated_at: day(i + j),
  }));
  await db.insertInto('bookings').values(bookings).execute();
  await db
    .insertInto('payments')
    .values(
      bookings.map((b) => ({
        id: id(),
        booking_id: b.id,
        book_id: b.book_id,
        user_id: b.buyer_id,
        price: 300,
        transaction_id: `txn_${id()}`,
        provider: 'sandbox',
        created_at: b.created_at,
      })),
    )
    .execute();
}
const reports = books
  .filter((_, n) => n % 200 === 1)
  .map((bookId, n) => ({
    id: id(),
    book_id: bookId,
    user_id: buyers[n % buyers.length].id,
    reason: 'Bench',
    created_at: day(n),
    dismissed_at: null,
  }));
for (let i = 0; i < reports.length; i += 500)
  await db
    .insertInto('reports')
    .values(reports.slice(i, i + 500))
    .execute();

const token = await app.tokens.issue(users[0].id);
const headers = { authorization: `Bearer ${token}` };
async function time(url: string, runs = 15) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    const res = await app.inject({ url, headers });
    ms.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${url.padEnd(34)} median ${ms[Math.floor(runs / 2)].toFixed(1)} ms, worst ${ms[runs - 1].toFixed(1)} ms`,
  );
}
console.log(
  `${config.database.dialect}: ${BOOKS} books, ${USERS} users, ${sold.length} paid orders, ${reports.length} reported`,
);
await time('/api/admin/overview');
if (process.env.BENCH_PARTS) {
  const { catalogueStats, newListingsPerDay } =
    await import('../apps/server/src/modules/catalogue/catalogue-stats.ts');
  const { countMembersByRole } = await import('../apps/server/src/modules/identity/count-members.ts');
  const { orderStats } = await import('../apps/server/src/modules/orders/order-stats.ts');
  const { paidOrdersPerDay, paidRevenue } =
    await import('../apps/server/src/modules/payments/payment-stats.ts');
  const since = new Date(now - 30 * 86_400_000).toISOString();
  for (const [name, fn] of Object.entries({
    catalogueStats: () => catalogueStats(db),
    newListingsPerDay: () => newListingsPerDay(db, since),
    countMembersByRole: () => countMembersByRole(db),
    orderStats: () => orderStats(db),
    paidRevenue: () => paidRevenue(db),
    paidOrdersPerDay: () => paidOrdersPerDay(db, since),
  })) {
    const t = performance.now();
    await fn();
    console.log(`  ${name}: ${(performance.now() - t).toFixed(1)} ms`);
  }
}
await time('/api/allsellers');
await time('/api/allbuyers?limit=100');
await time('/api/books/reported');
await app.close();
await dropDatabase();
fs.rmSync(dataDir, { recursive: true, force: true });
