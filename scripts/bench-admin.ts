// Times the admin's read endpoints on a large shop: `npx tsx scripts/bench-admin.ts [books]`.
// SQLite in a temporary folder by default; set BENCH_DATABASE_URL=postgres://… to use PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  buildApp,
  catalogueStats,
  countMembersByRole,
  createPostgresDatabase,
  insertBooks,
  insertCategories,
  insertUsers,
  loadConfig,
  newListingsPerDay,
  orderStats,
  paidOrdersPerDay,
  paidRevenue,
} from '../apps/server/test/index.ts';

const BOOKS = Number(process.argv[2] ?? 100_000);
const USERS = Math.max(100, Math.round(BOOKS / 20));
const id = () => randomBytes(12).toString('hex');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-bench-'));
const database = process.env.BENCH_DATABASE_URL
  ? await createPostgresDatabase(process.env.BENCH_DATABASE_URL, 'boibazar_bench')
  : undefined;
const databaseUrl = database?.url;
const dropDatabase = async () => database?.drop();
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
const categories = await insertCategories(
  db,
  Array.from({ length: 12 }, (_, i) => ({ name: `Category ${i}`, createdAt: day(i) })),
);
const users = await insertUsers(
  db,
  Array.from({ length: USERS }, (_, i) => ({
    name: `User ${i}`,
    email: `user${i}@bench.test`,
    passwordHash: null,
    image: '',
    role: (i === 0 ? 'Admin' : i % 3 === 0 ? 'Seller' : 'Buyer') as 'Admin' | 'Seller' | 'Buyer',
    createdAt: day(i),
  })),
);
const sellers = users.filter((u) => u.role === 'Seller');
const buyers = users.filter((u) => u.role === 'Buyer');
const books = await insertBooks(
  db,
  Array.from({ length: BOOKS }, (_, n) => ({
    sellerId: sellers[n % sellers.length]._id,
    categoryId: categories[n % categories.length]._id,
    productName: `Book ${n}`,
    image: '/uploads/x.webp',
    location: 'Dhaka',
    condition: 'Good',
    resale: 100 + (n % 500),
    original: 800,
    yearsUsed: 1,
    purchaseYear: 2022,
    sellerName: 'Seller',
    contact: '017',
    description: 'A book',
    isSold: n % 10 === 0,
    createdAt: day(n),
  })),
);
const sold = books.filter((_, n) => n % 10 === 0);
for (let i = 0; i < sold.length; i += 250) {
  const slice = sold.slice(i, i + 250);
  const bookings = slice.map((bookId, j) => ({
    id: id(),
    book_id: bookId,
    buyer_id: buyers[(i + j) % buyers.length]._id,
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
    user_id: buyers[n % buyers.length]._id,
    reason: 'Bench',
    created_at: day(n),
    dismissed_at: null,
  }));
for (let i = 0; i < reports.length; i += 500)
  await db
    .insertInto('reports')
    .values(reports.slice(i, i + 500))
    .execute();

const token = await app.tokens.issue(users[0]._id);
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
