// A search with a condition and a place reads the books that condition and place hold through
// books_unsold_condition_place_idx on both databases (migrations 500 and 505, decision 528): the answer must
// be the full query's, same books in the same order, whether few, none or many books meet the filters, and
// PostgreSQL's connections run without JIT.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { plainListing } from '../../../test/listings.ts';
import { insertBooks } from './book-write-repository.ts';
import { searchBooks, searchBooksQuery } from './search-repository.ts';

describe('searches with a condition and a place', () => {
  let ctx: TestContext;
  let sellerId: string;
  let categoryId: string;
  let minute = 0;
  const places = ['Dhaka', 'ঢাকা', 'Sylhet', 'Dhaka North'];
  const conditions = ['Good', 'Fair', 'Excellent'];
  beforeAll(async () => {
    ctx = await createTestApp();
    sellerId = (await createUser(ctx, { role: 'Seller' })).user._id;
    categoryId = (await createCategory(ctx))._id;
    // Every place in Good; only Dhaka in Fair; no Excellent book in Sylhet.
    const books = [];
    for (let i = 0; i < 40; i += 1) {
      const location = places[i % places.length]!;
      const condition =
        i % 3 === 0
          ? 'Good'
          : location === 'Dhaka'
            ? 'Fair'
            : location === 'Sylhet'
              ? 'Good'
              : conditions[i % 3]!;
      books.push(
        plainListing({
          sellerId,
          categoryId,
          productName: i % 2 === 0 ? `Nightfall ${i}` : `Night Garden ${i}`,
          location,
          condition,
          isSold: i % 7 === 0,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, (minute += 1))).toISOString(),
        }),
      );
    }
    await insertBooks(ctx.db, books);
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;

  it('when a search has a condition and a place, then it answers what the full query answers', async () => {
    for (const q of ['night', 'nightfall', 'garden night'])
      for (const location of ['dhaka', 'ঢাকা', 'Sylhet', 'dha', 'Khulna'])
        for (const condition of ['Good', 'fair', 'Excellent'])
          for (const sort of [undefined, 'newest', 'price_asc'] as const) {
            const filter = { q, location, condition, ...(sort ? { sort } : {}) };
            const answer = await searchBooks(ctx.db, dialect(), filter, { limit: 5 });
            const full = await searchBooksQuery(ctx.db, dialect(), filter, { limit: 5 }).execute();
            expect(
              answer.books.map((book) => book._id),
              JSON.stringify(filter),
            ).toEqual(full.map((row) => row.id));
          }
  });

  it('when the database is migrated, then both hold the condition-and-place index and PostgreSQL runs without JIT', async () => {
    if (dialect() === 'postgres') {
      const index = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes where indexname = 'books_unsold_condition_place_idx'`.execute(ctx.db);
      expect(index.rows[0]?.indexdef).toMatch(/lower\(location\) COLLATE "C"\) WHERE \(is_sold = 0\)/);
      const jit = await sql<{ jit: string }>`show jit`.execute(ctx.db);
      expect(jit.rows[0]?.jit).toBe('off');
    } else {
      const index = await sql<{ name: string }>`
        select name from sqlite_master where name = 'books_unsold_condition_place_idx'`.execute(ctx.db);
      expect(index.rows).toHaveLength(1);
    }
  });
});
