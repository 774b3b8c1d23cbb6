// Demo data for a first start outside production: the spec's four categories, demo accounts
// (listed in the README) and a shelf of books with covers drawn locally.
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import type { ImageStorage } from '../catalogue/image-storage.ts';
import { hashPassword } from '../identity/password.ts';
import { renderBookCover } from './book-cover.ts';

export const DEMO_PASSWORD = 'boibazar-demo';
export const DEMO_ACCOUNTS = [
  { name: 'BoiBazar Admin', email: 'admin@boibazar.test', role: 'Admin', verified: 1 },
  { name: 'Rahim Uddin', email: 'seller@boibazar.test', role: 'Seller', verified: 1 },
  { name: 'Nusrat Jahan', email: 'seller2@boibazar.test', role: 'Seller', verified: 0 },
  { name: 'Karim Hasan', email: 'buyer@boibazar.test', role: 'Buyer', verified: 0 },
] as const;

const CATEGORIES = ['Text Books', 'Poem', 'Fiction', 'Job Solution'];

const BOOKS: Array<{
  title: string;
  author: string;
  category: number;
  resale: number;
  original: number;
  seller: 1 | 2;
}> = [
  {
    title: 'Higher Math First Paper',
    author: 'S. U. Ahmed',
    category: 0,
    resale: 250,
    original: 480,
    seller: 1,
  },
  { title: 'Physics for HSC', author: 'Shahjahan Tapan', category: 0, resale: 300, original: 550, seller: 2 },
  { title: 'Sanchita', author: 'Kazi Nazrul Islam', category: 1, resale: 180, original: 350, seller: 1 },
  { title: 'Gitanjali', author: 'Rabindranath Tagore', category: 1, resale: 150, original: 300, seller: 2 },
  {
    title: 'Padma Nadir Majhi',
    author: 'Manik Bandopadhyay',
    category: 2,
    resale: 200,
    original: 400,
    seller: 1,
  },
  { title: 'Himu Samagra', author: 'Humayun Ahmed', category: 2, resale: 450, original: 900, seller: 2 },
  {
    title: 'BCS Preliminary Guide',
    author: 'Professor\u2019s Prokashon',
    category: 3,
    resale: 350,
    original: 700,
    seller: 1,
  },
  { title: 'Bank Job Solution', author: 'MP3 Series', category: 3, resale: 220, original: 450, seller: 2 },
];

const LOCATIONS = ['Dhaka', 'Chattogram', 'Sylhet', 'Rajshahi', 'Khulna'];
const CONDITIONS = ['Excellent', 'Good', 'Fair'];

export async function seedDemoData(db: Db, storage: ImageStorage): Promise<void> {
  const seeded = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'demo_seeded')
    .executeTakeFirst();
  if (seeded) return;
  const hasCategories = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const covers = await Promise.all(
    BOOKS.map(async (book, i) => {
      const key = `demo/cover-${i + 1}.webp`;
      await storage.put(key, await renderBookCover(book.title, book.author, (i * 47) % 360), 'image/webp');
      return storage.url(key);
    }),
  );

  await db.transaction().execute(async (trx) => {
    const start = Date.now() - BOOKS.length * 3600_000;
    const userIds: string[] = [];
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const existing = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirst();
      if (existing) {
        userIds.push(existing.id);
        continue;
      }
      const id = newId();
      userIds.push(id);
      await trx
        .insertInto('users')
        .values({
          id,
          name: account.name,
          email: account.email,
          password_hash: passwordHash,
          image: '',
          role: account.role,
          verified: account.verified,
          google_sub: null,
          created_at: new Date(start - (10 - i) * 86400_000).toISOString(),
          deleted_at: null,
        })
        .execute();
    }
    if (!hasCategories) {
      const categoryIds = CATEGORIES.map(() => newId());
      await trx
        .insertInto('categories')
        .values(
          CATEGORIES.map((name, i) => ({
            id: categoryIds[i],
            name,
            created_at: new Date(start + i).toISOString(),
          })),
        )
        .execute();
      await trx
        .insertInto('books')
        .values(
          BOOKS.map((book, i) => ({
            id: newId(),
            seller_id: userIds[book.seller],
            category_id: categoryIds[book.category],
            product_name: book.title,
            author: book.author,
            isbn: null,
            image: covers[i],
            location: LOCATIONS[i % LOCATIONS.length],
            condition: CONDITIONS[i % CONDITIONS.length],
            resale: book.resale,
            original: book.original,
            years_used: 1 + (i % 3),
            purchase_year: 2022 + (i % 3),
            seller_name: DEMO_ACCOUNTS[book.seller].name,
            contact: `0171${String(1000000 + i * 12345).slice(0, 7)}`,
            description: `A well kept copy of ${book.title} by ${book.author}. No torn pages.`,
            is_sold: 0,
            advertised: i % 3 === 0 ? 1 : 0,
            created_at: new Date(start + i * 3600_000).toISOString(),
            deleted_at: null,
          })),
        )
        .execute();
    }
    await trx.insertInto('meta').values({ key: 'demo_seeded', value: new Date().toISOString() }).execute();
  });
}
