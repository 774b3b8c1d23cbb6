// Many plausible listings fast (batched inserts), for query-plan tests and scripts/seed-bench.ts.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { insertBooks, insertCategories, type NewListing } from '../src/modules/catalogue/seed.ts';
import { insertUsers } from '../src/modules/identity/index.ts';

const WORDS = [
  'river',
  'moon',
  'garden',
  'physics',
  'history',
  'poems',
  'mathematics',
  'village',
  'city',
  'night',
  'chemistry',
  'story',
  'ocean',
  'freedom',
  'journey',
  'letters',
  'songs',
  'biology',
  'empire',
  'rain',
];
const AUTHORS = [
  'Humayun Ahmed',
  'Rabindranath Tagore',
  'Kazi Nazrul Islam',
  'Jibanananda Das',
  'Selina Hossain',
];
const LOCATIONS = ['Dhaka', 'Chattogram', 'Sylhet', 'Rajshahi', 'Khulna', 'Barishal'];
const CONDITIONS = ['Excellent', 'Good', 'Fair'];

const id = () => randomBytes(12).toString('hex');

export interface GeneratedShop {
  categoryIds: string[];
  sellerIds: string[];
}

/** Categories, sellers and `count` books (see appendBooks). */
export async function generateBooks(
  db: Db,
  opts: { count: number; categories: number; sellers: number; batch?: number },
): Promise<GeneratedShop> {
  const now = Date.now();
  const categoryIds = Array.from({ length: opts.categories }, id);
  await insertCategories(
    db,
    categoryIds.map((cid, i) => ({
      id: cid,
      name: `Bench ${cid.slice(0, 8)} ${i}`,
      createdAt: new Date(now).toISOString(),
    })),
  );
  const sellerIds = Array.from({ length: opts.sellers }, id);
  await insertUsers(
    db,
    sellerIds.map((sid) => ({
      id: sid,
      name: `Seller ${sid.slice(0, 6)}`,
      email: `bench-${sid}@example.test`,
      passwordHash: null,
      image: '',
      role: 'Seller' as const,
      verified: true,
      createdAt: new Date(now).toISOString(),
    })),
  );
  const shop = { categoryIds, sellerIds };
  await appendBooks(db, shop, { from: 0, count: opts.count, batch: opts.batch });
  return shop;
}

/**
 * Books number `from` to `from + count - 1` of the shop, spread over its categories and sellers; book i
 * is i minutes old, so growing a shop adds older books. One transaction, multi-row inserts: a million
 * books take seconds, not minutes.
 */
export async function appendBooks(
  db: Db,
  shop: GeneratedShop,
  opts: { from: number; count: number; batch?: number },
): Promise<void> {
  const now = Date.now();
  const { categoryIds, sellerIds } = shop;
  // Rows built per round; insertBooks slices them to stay under the bound-parameter limits.
  const batch = opts.batch ?? 1000;
  const end = opts.from + opts.count;
  await db.transaction().execute(async (trx) => {
    for (let start = opts.from; start < end; start += batch) {
      const rows: NewListing[] = [];
      for (let i = start; i < Math.min(end, start + batch); i += 1) {
        const n = i * 7919;
        const w = (k: number) => WORDS[(n + k * 13) % WORDS.length];
        rows.push({
          sellerId: sellerIds[i % sellerIds.length]!,
          categoryId: categoryIds[i % categoryIds.length]!,
          productName: `${w(1)} ${w(2)} ${i}`,
          author: AUTHORS[i % AUTHORS.length],
          image: '/uploads/demo/cover-1.webp',
          location: LOCATIONS[i % LOCATIONS.length]!,
          condition: CONDITIONS[i % CONDITIONS.length]!,
          resale: 50 + ((i * 37) % 2000),
          original: 100 + ((i * 37) % 4000),
          yearsUsed: i % 10,
          purchaseYear: 2000 + (i % 25),
          sellerName: 'Bench Seller',
          contact: '01700000000',
          description: `A copy about ${w(3)} and ${w(4)}, number ${i}.`,
          isSold: i % 10 === 0,
          // 2% advertised, four neighbours at a time (so every category of a small shop has some), none sold.
          advertised: Math.floor(i / 4) % 50 === 1,
          createdAt: new Date(now - i * 60_000).toISOString(),
        });
      }
      await insertBooks(trx, rows);
    }
  });
}

/** Fresh planner statistics, as a production database would have (same statement on both dialects). */
export async function analyze(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}
