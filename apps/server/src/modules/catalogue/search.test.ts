import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createTestApp,
  createUser,
  testDialect,
  type TestContext,
  type TestUser,
  listThroughApi,
} from '../../../test/test-app.ts';
import { analyze, generateBooks } from '../../../test/generate-books.ts';
import type { SearchFilter } from '@boibazar/shared/catalogue';
import type { Cursor, Page } from '../../lib/pagination.ts';
import { categoryPageStatement, listBooksQuery } from './book-repository.ts';
import { bestMatchWithinWindows, searchBooks, searchBooksQuery } from './search-repository.ts';
import { searchTermsOf } from '@boibazar/shared/search-text';
import { queryPlan } from './query-plan.ts';

describe('GET /api/search', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let categoryId: string;
  const ids = (res: { json(): unknown }) => (res.json() as Array<{ _id: string }>).map((b) => b._id);
  const search = (query: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/search?${query}`, headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller' });
    categoryId = (await createCategory(ctx))._id;
  });
  afterAll(() => ctx.close());

  const listed = (overrides: Record<string, string | number>) =>
    listThroughApi(ctx, seller, categoryId, overrides);

  it('when words are searched, then title, author and description match by prefix, every word required', async () => {
    const title = await listed({ productName: 'Zephyrine Chronicles' });
    const author = await listed({ productName: 'Other', author: 'Zephyrine Rahman' });
    const description = await listed({ productName: 'Third', description: 'Mentions zephyrine once' });
    const both = await listed({ productName: 'Zephyrine Quartz' });
    expect(ids(await search('q=zephyr')).sort()).toEqual([title, author, description, both].sort());
    expect(ids(await search('q=ZEPHYRINE quar'))).toEqual([both]);
    expect(ids(await search('q=nothingmatchesthis'))).toEqual([]);
  });

  it('when the text holds search-syntax characters, then it is treated as words, never a 500', async () => {
    await listed({ productName: 'Quillon Syntax' });
    for (const q of [
      '"',
      'quillon"',
      'quillon OR',
      'NEAR(quillon',
      '*',
      "quillon' --",
      'quillon:*|!',
      '<img>',
    ]) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect((await search(`q=${encodeURIComponent('"quillon')}`)).json()).toHaveLength(1);
  });

  it('when a book is renamed, sold or deleted, then the index follows', async () => {
    const id = await listed({ productName: 'Marmalade Moon' });
    expect(ids(await search('q=marmalade'))).toEqual([id]);
    await ctx.db.updateTable('books').set({ product_name: 'Saffron Moon' }).where('id', '=', id).execute();
    expect(ids(await search('q=marmalade'))).toEqual([]);
    expect(ids(await search('q=saffron'))).toEqual([id]);
    await ctx.db.updateTable('books').set({ is_sold: 1 }).where('id', '=', id).execute();
    expect(ids(await search('q=saffron'))).toEqual([]);
    const gone = await listed({ productName: 'Vanishing Vellum' });
    await ctx.app.inject({ method: 'DELETE', url: `/api/book/${gone}`, headers: seller.auth });
    expect(ids(await search('q=vellum'))).toEqual([]);
    const hard = await listed({ productName: 'Purged Parchment' });
    await ctx.db.deleteFrom('books').where('id', '=', hard).execute();
    expect(ids(await search('q=parchment'))).toEqual([]);
  });

  it('when filters and a price sort are given, then only matching books come, in order, paged without repeats', async () => {
    const otherCategory = (await createCategory(ctx))._id;
    const cheap = await listed({ productName: 'Tamarind Alpha', resale: 50, location: 'Sylhet' });
    const mid = await listed({ productName: 'Tamarind Beta', resale: 150, condition: 'Fair' });
    const dear = await listed({ productName: 'Tamarind Gamma', resale: 900 });
    const tie = await listed({ productName: 'Tamarind Delta', resale: 150 });
    const elsewhere = await listed({ productName: 'Tamarind Epsilon', resale: 150, category: otherCategory });
    const asc = ids(await search(`q=tamarind&category=${categoryId}&sort=price_asc`));
    expect(asc[0]).toBe(cheap);
    expect(asc.slice(1, 3).sort()).toEqual([mid, tie].sort());
    expect(asc[3]).toBe(dear);
    expect(asc).not.toContain(elsewhere);
    expect(ids(await search('q=tamarind&sort=price_desc'))[0]).toBe(dear);
    expect(ids(await search('q=tamarind&minPrice=100&maxPrice=200')).sort()).toEqual(
      [mid, tie, elsewhere].sort(),
    );
    expect(ids(await search('q=tamarind&condition=fair'))).toEqual([mid]);
    expect(ids(await search('q=tamarind&location=syl'))).toEqual([cheap]);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await search(`q=tamarind&sort=price_asc&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(res));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    const newest = ids(await search('q=tamarind&sort=newest&limit=10'));
    expect(newest[0]).toBe(elsewhere);
  });

  it('when the sort or a price is nonsense, then 400', async () => {
    expect((await search('sort=cheapest')).statusCode).toBe(400);
    expect((await search('minPrice=abc')).statusCode).toBe(400);
    expect((await search(`q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('when a price-sorted page gets a cursor whose position is not a price, then 400, never a 500', async () => {
    for (const key of ['yesterday', '1e400', '99999999999999999999', '-5']) {
      const cursor = Buffer.from(JSON.stringify([key, 'x'])).toString('base64url');
      for (const sort of ['price_asc', 'price_desc']) {
        const res = await search(`sort=${sort}&cursor=${cursor}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: {
            code: 'INVALID_CURSOR',
            message: 'The cursor is not valid; start again from the first page',
          },
        });
      }
    }
  });
});

// 20,000 rows: below that PostgreSQL rightly prefers scanning the whole table for a search.
// scripts/seed-bench.ts shows the same plans and timings at 100,000 rows.
describe('query plans with many books', () => {
  let ctx: TestContext;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const { categoryIds } = await generateBooks(ctx.db, { count: 20_000, categories: 20, sellers: 50 });
    categoryId = categoryIds[3];
    await analyze(ctx.db);
  });
  afterAll(() => ctx.close());

  it('when the category page, the advertised list and a search are planned, then each uses its index', async () => {
    const page = { limit: 20 };
    const category = await queryPlan(ctx.db, testDialect, listBooksQuery(ctx.db, { categoryId }, page));
    const advertised = await queryPlan(
      ctx.db,
      testDialect,
      listBooksQuery(ctx.db, { advertisedOnly: true }, page),
    );
    const text = await queryPlan(
      ctx.db,
      testDialect,
      searchBooksQuery(ctx.db, testDialect, { q: 'physics 12', sort: 'newest' }, page),
    );
    expect(category).toContain('books_category_listing_idx');
    expect(advertised).toContain('books_advertised_idx');
    if (testDialect === 'postgres') expect(text).toContain('books_unsold_search_idx');
    else expect(text).toMatch(/books_fts VIRTUAL TABLE INDEX/);
    expect(category + advertised + text).not.toMatch(/Seq Scan on books|SCAN books\b(?! USING)/);
  });

  it("when a member's category page is planned, then it walks the category's index, and SQLite builds no Bloom filter over the sellers nor a table of the session (decision 533)", async () => {
    const member = await createUser(ctx);
    const claims = JSON.parse(
      Buffer.from(member.auth.authorization.split('.')[1]!, 'base64url').toString(),
    ) as { sid: string; sub: string };
    const session = { sessionId: claims.sid, userId: claims.sub };
    for (const filter of [{}, { advertisedOnly: true }, { notAdvertised: true }]) {
      const plan = await queryPlan(
        ctx.db,
        testDialect,
        categoryPageStatement(ctx.db, testDialect, categoryId, filter, { limit: 12 }, session),
      );
      expect(plan).toMatch(/books_category_(listing|advertised)_idx/);
      expect(plan).not.toMatch(/Seq Scan on books|SCAN books\b(?! USING)/);
      if (testDialect === 'sqlite') expect(plan).not.toMatch(/BLOOM FILTER|MATERIALIZE/);
    }
  });

  it('when a deep page is planned, then the index range starts at the cursor instead of walking from the newest book', async () => {
    const [deep] = await ctx.db
      .selectFrom('books')
      .select(['created_at', 'id'])
      .where('category_id', '=', categoryId)
      .where('is_sold', '=', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(500)
      .limit(1)
      .execute();
    const page = { limit: 20, cursor: { key: deep!.created_at, id: deep!.id } };
    const category = await queryPlan(ctx.db, testDialect, listBooksQuery(ctx.db, { categoryId }, page));
    const all = await queryPlan(ctx.db, testDialect, listBooksQuery(ctx.db, {}, page));
    for (const plan of [category, all]) {
      if (testDialect === 'postgres') expect(plan).toMatch(/Index Cond: \(.*created_at <= /);
      else expect(plan).toMatch(/USING INDEX books_\w+ \(.*created_at<\?\)/);
    }
  });

  it('when a common word is paged through by best match, then windows of the newest books answer every page, exactly as the full query', async () => {
    // Some of the advertised 'humayun' books reserved for an exchange, so all four rank bonuses occur.
    await ctx.db
      .updateTable('books')
      .set({ exchange_state: 'reserved' })
      .where('author', '=', 'Humayun Ahmed')
      .where('advertised', '=', 1)
      .where(sql<SqlBool>`created_at > ${new Date(Date.now() - 6000 * 60_000).toISOString()}`)
      .execute();
    const cases: SearchFilter[] = [
      { q: 'humayun' }, // author of a fifth of the books: 100 of them advertised, then the others
      { q: 'river' }, // in titles and descriptions
      { q: 'rabindranth' }, // the key of 'rabindranath' absorbs the missing vowel
      { q: 'hum', condition: 'good', category: categoryId },
    ];
    for (const filter of cases) {
      let cursor: Cursor | undefined;
      for (let pageNo = 0; pageNo < 7; pageNo += 1) {
        const page = { limit: 20, cursor };
        const windowed = await bestMatchWithinWindows(
          ctx.db,
          testDialect,
          filter,
          page,
          searchTermsOf(filter.q),
        );
        const full = await searchBooksQuery(ctx.db, testDialect, filter, page).execute();
        const where = JSON.stringify({ filter, pageNo });
        expect(
          windowed?.map(({ book }) => book._id),
          where,
        ).toEqual(full.map((row) => row.id));
        if (full.length <= 20) break;
        const got = await searchBooks(ctx.db, testDialect, filter, page);
        cursor = got.cursors[19];
      }
    }
    // An old book with the word in its title outranks every newer one: the windows must not answer alone.
    const old = await ctx.db
      .selectFrom('books')
      .select('id')
      .where('is_sold', '=', 0)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('books')
      .set({ product_name: 'Humayun Rachanabali' })
      .where('id', '=', old.id)
      .execute();
    const page = { limit: 20 };
    const full = (await searchBooksQuery(ctx.db, testDialect, { q: 'humayun' }, page).execute()).map(
      (r) => r.id,
    );
    expect(full[0]).toBe(old.id);
    const windowed = await bestMatchWithinWindows(
      ctx.db,
      testDialect,
      { q: 'humayun' },
      page,
      searchTermsOf('humayun'),
    );
    if (windowed) expect(windowed.map(({ book }) => book._id)).toEqual(full);
    expect((await searchBooks(ctx.db, testDialect, { q: 'humayun' }, page)).books.map((b) => b._id)).toEqual(
      full,
    );
  });

  it('when newer matches rank below the cursor, then best-match pages still reach them in order', async () => {
    // 40 advertised books by 'Padma Nadir' at 55 Taka: the newest 10 and the oldest 10 reserved for an
    // exchange (rank 17), the 20 between free (rank 19). After the free ones, the next in order are newer
    // than the cursor. Up to 55 Taka, every window holds all its group's books.
    const newest = await ctx.db
      .selectFrom('books')
      .select('id')
      .where('advertised', '=', 1)
      .where('is_sold', '=', 0)
      .orderBy('created_at', 'desc')
      .limit(40)
      .execute();
    const ids = newest.map((b) => b.id);
    await ctx.db
      .updateTable('books')
      .set({ author: 'Padma Nadir', resale: 55, exchange_state: null })
      .where('id', 'in', ids)
      .execute();
    await ctx.db
      .updateTable('books')
      .set({ exchange_state: 'reserved' })
      .where('id', 'in', [...ids.slice(0, 10), ...ids.slice(30)])
      .execute();
    const expected = [...ids.slice(10, 30), ...ids.slice(0, 10), ...ids.slice(30)];
    const filter: SearchFilter = { q: 'padma', maxPrice: 55 };
    const seen: string[] = [];
    let cursor: Cursor | undefined;
    for (let pageNo = 0; pageNo < 5; pageNo += 1) {
      const page = { limit: 10, cursor };
      const full = (await searchBooksQuery(ctx.db, testDialect, filter, page).execute()).map((r) => r.id);
      const windowed = await bestMatchWithinWindows(
        ctx.db,
        testDialect,
        filter,
        page,
        searchTermsOf('padma'),
      );
      if (pageNo === 0) expect(windowed).toBeDefined();
      if (windowed)
        expect(
          windowed.map(({ book }) => book._id),
          `page ${pageNo}`,
        ).toEqual(full);
      const got = await searchBooks(ctx.db, testDialect, filter, page);
      expect(got.books.map((b) => b._id)).toEqual(full);
      seen.push(...full.slice(0, 10));
      if (full.length <= 10) break;
      cursor = got.cursors[9];
    }
    expect(seen).toEqual(expected);
  });

  it('when a search is paged through with every sort and filter, then it returns exactly what the full query does', async () => {
    const full = async (filter: SearchFilter, page: Page) =>
      (await searchBooksQuery(ctx.db, testDialect, filter, page).execute()).map((r) => r.id);
    const cases: SearchFilter[] = [
      { q: 'river', sort: 'newest' },
      { q: 'river moon', sort: 'newest', category: categoryId },
      { q: 'physics', sort: 'price_asc', minPrice: 100, maxPrice: 900 },
      { q: 'hum', sort: 'price_desc', condition: 'good' },
      { q: 'number 19999', sort: 'newest' },
      { q: 'nosuchword', sort: 'newest' },
      { q: 'river', sort: 'relevance' },
      { q: 'river moon humayun', category: categoryId },
      { q: 'hum', sort: 'relevance', condition: 'good', maxPrice: 900 },
    ];
    for (const filter of cases) {
      let cursor: Cursor | undefined;
      for (let pageNo = 0; pageNo < 3; pageNo += 1) {
        const page = { limit: 12, cursor };
        const got = await searchBooks(ctx.db, testDialect, filter, page);
        expect(
          got.books.map((b) => b._id),
          JSON.stringify({ filter, pageNo }),
        ).toEqual(await full(filter, page));
        if (got.books.length <= 12) break;
        cursor = got.cursors[11];
      }
    }
  });
});
