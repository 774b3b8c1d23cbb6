// Many plausible listings fast (batched inserts), for query-plan tests and scripts/seed-bench.ts.
import { createHash, randomBytes } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { insertBooks, insertCategories, type NewListing } from '../src/modules/catalogue/seed.ts';
import { insertUsers } from '../src/modules/identity/index.ts';

/** The words generated titles and descriptions are made of (the search bench queries them). */
export const WORDS = [
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

/** A random id, or with a seed the same id for the same name every time (two shops alike to the byte). */
const idOf = (seed: string | undefined, name: string) =>
  seed === undefined
    ? randomBytes(12).toString('hex')
    : createHash('sha256').update(`${seed} ${name}`).digest('hex').slice(0, 24);

export interface GeneratedShop {
  categoryIds: string[];
  sellerIds: string[];
  seed?: string;
}

/** Categories, sellers and `count` books (see appendBooks). */
export async function generateBooks(
  db: Db,
  opts: { count: number; categories: number; sellers: number; batch?: number; bulk?: boolean; seed?: string },
): Promise<GeneratedShop> {
  const now = Date.now();
  const categoryIds = Array.from({ length: opts.categories }, (_, i) => idOf(opts.seed, `category ${i}`));
  await insertCategories(
    db,
    categoryIds.map((cid, i) => ({
      id: cid,
      name: `Bench ${cid.slice(0, 8)} ${i}`,
      createdAt: new Date(now).toISOString(),
    })),
  );
  const sellerIds = Array.from({ length: opts.sellers }, (_, i) => idOf(opts.seed, `seller ${i}`));
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
  const shop = { categoryIds, sellerIds, seed: opts.seed };
  await appendBooks(db, shop, { from: 0, count: opts.count, batch: opts.batch, bulk: opts.bulk });
  return shop;
}

/** Shops this large or larger are loaded the bulk way (see withIndexesSetAside) unless told otherwise. */
const BULK_FROM = 10_000;

/**
 * Books number `from` to `from + count - 1` of the shop, spread over its categories and sellers; book i
 * is i minutes old, so growing a shop adds older books. One transaction, multi-row inserts. A bulk load
 * (`bulk`, by default from 10,000 books) also sets the secondary indexes of books and book_words aside and
 * builds them again from their own definitions once the rows are in: the same indexes over the same rows,
 * built in one sorted pass instead of a million random insertions (PostgreSQL's GIN indexes especially).
 * The suggestion words, the search columns and SQLite's FTS index are written exactly as for any listing
 * (insertBooks and the database's triggers).
 */
export async function appendBooks(
  db: Db,
  shop: GeneratedShop,
  opts: { from: number; count: number; batch?: number; bulk?: boolean },
): Promise<void> {
  const now = Date.now();
  const { categoryIds, sellerIds } = shop;
  // Rows built per round; insertBooks slices them to stay under the bound-parameter limits.
  const batch = opts.batch ?? 1000;
  const end = opts.from + opts.count;
  const insertAll = async (trx: Db) => {
    for (let start = opts.from; start < end; start += batch) {
      const rows: NewListing[] = [];
      for (let i = start; i < Math.min(end, start + batch); i += 1) {
        const n = i * 7919;
        const w = (k: number) => WORDS[(n + k * 13) % WORDS.length];
        rows.push({
          id: idOf(shop.seed, `book ${i}`),
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
  };
  const bulk = opts.bulk ?? opts.count >= BULK_FROM;
  await db.transaction().execute((trx) => (bulk ? withIndexesSetAside(trx, insertAll) : insertAll(trx)));
}

/** The tables whose secondary indexes a bulk load builds afterwards. */
const BULK_TABLES = ['books', 'book_words'];

interface SetAside {
  drop: string;
  create: string;
}

/**
 * PostgreSQL: the secondary indexes of both tables, and book_words' primary key too: its trigger inserts
 * with `on conflict do nothing` and no conflict target, which without a unique index only writes the heap,
 * and its rows for new books cannot collide with any (distinct words of ids that are new). Adding the key
 * back checks that. Books' key stays: other tables' foreign keys rest on it.
 */
async function postgresSetAside(trx: Db): Promise<SetAside[]> {
  const tables = sql.join(BULK_TABLES.map((t) => sql.lit(t)));
  const keys = await sql<{ tablename: string; name: string; definition: string }>`
    select c.relname as tablename, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where c.relname = 'book_words' and c.relnamespace = current_schema()::regnamespace
      and k.contype in ('p', 'u')`.execute(trx);
  const indexes = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in (${tables})
      and indexname not in (select conname from pg_constraint)`.execute(trx);
  return [
    ...indexes.rows.map((i) => ({ drop: `drop index "${i.name}"`, create: i.definition })),
    ...keys.rows.map((k) => ({
      drop: `alter table "${k.tablename}" drop constraint "${k.name}"`,
      create: `alter table "${k.tablename}" add constraint "${k.name}" ${k.definition}`,
    })),
  ];
}

/** SQLite: the secondary indexes (book_words is WITHOUT ROWID: its key is the table itself). */
async function sqliteSetAside(trx: Db): Promise<SetAside[]> {
  const tables = sql.join(BULK_TABLES.map((t) => sql.lit(t)));
  const indexes = await sql<{ name: string; definition: string }>`
    select name, sql as definition from sqlite_master
    where type = 'index' and tbl_name in (${tables}) and sql is not null`.execute(trx);
  return indexes.rows.map((i) => ({ drop: `drop index "${i.name}"`, create: i.definition }));
}

/**
 * Runs `load` with the indexes above dropped, then creates each again from the definition the database
 * itself gave for it (so nothing can drift from the migrations). Inside the caller's transaction: a
 * failure leaves every index as it was.
 */
async function withIndexesSetAside(trx: Db, load: (trx: Db) => Promise<void>): Promise<void> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const setAside = postgres ? await postgresSetAside(trx) : await sqliteSetAside(trx);
  for (const item of setAside) await sql.raw(item.drop).execute(trx);
  // Room to sort while building (PostgreSQL) and to keep the tables' hot pages (SQLite's default is 2 MB).
  if (postgres) await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
  else await sql`pragma cache_size = -262144`.execute(trx);
  try {
    await load(trx);
    for (const item of setAside) await sql.raw(item.create).execute(trx);
  } finally {
    if (!postgres) await sql`pragma cache_size = -2000`.execute(trx);
  }
}

/** Fresh planner statistics, as a production database would have (same statement on both dialects). */
export async function analyze(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}
