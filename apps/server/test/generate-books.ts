// Many plausible listings fast (batched inserts), for query-plan tests and scripts/seed-bench.ts.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';

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

export async function generateBooks(
  db: Db,
  opts: { count: number; categories: number; sellers: number; batch?: number },
): Promise<{ categoryIds: string[]; sellerIds: string[] }> {
  const now = Date.now();
  const categoryIds = Array.from({ length: opts.categories }, id);
  await db
    .insertInto('categories')
    .values(
      categoryIds.map((cid, i) => ({
        id: cid,
        name: `Bench ${cid.slice(0, 8)} ${i}`,
        created_at: new Date(now).toISOString(),
      })),
    )
    .execute();
  const sellerIds = Array.from({ length: opts.sellers }, id);
  await db
    .insertInto('users')
    .values(
      sellerIds.map((sid) => ({
        id: sid,
        name: `Seller ${sid.slice(0, 6)}`,
        email: `bench-${sid}@example.test`,
        password_hash: null,
        image: '',
        role: 'Seller' as const,
        verified: 1 as const,
        google_sub: null,
        created_at: new Date(now).toISOString(),
        deleted_at: null,
      })),
    )
    .execute();
  const batch = opts.batch ?? 500;
  let n = 0;
  for (let start = 0; start < opts.count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(opts.count, start + batch); i += 1) {
      n = i * 7919;
      const w = (k: number) => WORDS[(n + k * 13) % WORDS.length];
      rows.push({
        id: id(),
        seller_id: sellerIds[i % sellerIds.length],
        category_id: categoryIds[i % categoryIds.length],
        product_name: `${w(1)} ${w(2)} ${i}`,
        author: AUTHORS[i % AUTHORS.length],
        isbn: null,
        image: '/uploads/demo/cover-1.webp',
        location: LOCATIONS[i % LOCATIONS.length],
        condition: CONDITIONS[i % CONDITIONS.length],
        resale: 50 + ((i * 37) % 2000),
        original: 100 + ((i * 37) % 4000),
        years_used: i % 10,
        purchase_year: 2000 + (i % 25),
        seller_name: 'Bench Seller',
        contact: '01700000000',
        description: `A copy about ${w(3)} and ${w(4)}, number ${i}.`,
        is_sold: (i % 10 === 0 ? 1 : 0) as 0 | 1,
        advertised: (i % 50 === 0 ? 1 : 0) as 0 | 1,
        created_at: new Date(now - i * 60_000).toISOString(),
        deleted_at: null,
      });
    }
    await db.insertInto('books').values(rows).execute();
  }
  return { categoryIds, sellerIds };
}

/** Fresh planner statistics, as a production database would have (same statement on both dialects). */
export async function analyze(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}
