// The bench's bulk load (indexes set aside and built again) gives the same shop as listing its books one
// ordinary insert after another: the same indexes, suggestion words, and answers to searches, facet counts
// and suggestions. Runs on SQLite and PostgreSQL (TEST_DB).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { countFacets, searchBooks, suggestBooks } from '../src/modules/catalogue/seed.ts';
import { appendBooks, generateBooks } from './generate-books.ts';
import { createTestApp, type TestContext, testDialect } from './test-app.ts';

const QUERIES = ['river', 'humayun', 'physics 12', 'river moon', 'tagore rain', 'ocean 1999', 'rabindranth'];
const PREFIXES = ['ri', 'riv', 'hu', 'humayun a', 'kazi n', '12', 'mo'];

/** What a reader of the shop sees (both shops have the same ids: they are generated from one seed). */
async function observe(db: Db) {
  const answers: Record<string, unknown> = {};
  for (const q of QUERIES) {
    for (const sort of ['relevance', 'newest', 'price_asc'] as const) {
      const found = await searchBooks(db, testDialect, { q, sort, location: 'Dhaka' }, { limit: 20 });
      answers[`search ${q} ${sort}`] = {
        books: found.books.map((b) => `${b._id} ${b.productName}`),
        didYouMean: found.didYouMean,
      };
    }
    answers[`facets ${q}`] = await countFacets(db, testDialect, { q });
  }
  answers.facetsAll = await countFacets(db, testDialect, {});
  for (const q of PREFIXES) answers[`suggest ${q}`] = await suggestBooks(db, testDialect, [], q);
  return answers;
}

/** Each book's suggestion words, the index definitions, and the search index's own check. */
async function derived(db: Db) {
  const words = await db
    .selectFrom('book_words')
    .innerJoin('books', 'books.id', 'book_words.book_id')
    .select(['books.id as id', 'books.product_name as title', 'book_words.word as word'])
    .orderBy('books.id')
    .orderBy('book_words.word')
    .execute();
  const indexes =
    testDialect === 'postgres'
      ? (
          await sql<{ definition: string }>`
            select indexdef as definition from pg_indexes
            where schemaname = current_schema() and tablename in ('books', 'book_words') order by indexname`.execute(
            db,
          )
        ).rows
      : (
          await sql<{ definition: string }>`
            select name || ': ' || coalesce(sql, '') as definition from sqlite_master
            where type = 'index' and tbl_name in ('books', 'book_words') order by name`.execute(db)
        ).rows;
  if (testDialect === 'sqlite')
    // Throws (SQLITE_CORRUPT_VTAB) when the FTS index and the books it indexes disagree.
    await sql`insert into books_fts (books_fts, rank) values ('integrity-check', 1)`.execute(db);
  return { words, indexes: indexes.map((i) => i.definition) };
}

describe('generated shops', () => {
  let plain: TestContext;
  let bulk: TestContext;

  beforeAll(async () => {
    plain = await createTestApp();
    bulk = await createTestApp();
    // 1,600 books then 400 more: a fresh load and an append to a shop that has books.
    for (const [ctx, load] of [
      [plain, false],
      [bulk, true],
    ] as const) {
      const shop = await generateBooks(ctx.db, {
        count: 1600,
        categories: 5,
        sellers: 20,
        bulk: load,
        seed: 'same',
      });
      await appendBooks(ctx.db, shop, { from: 1600, count: 400, bulk: load });
    }
  }, 240_000);
  afterAll(async () => {
    await plain?.close();
    await bulk?.close();
  });

  it('when a shop is loaded in bulk, then its indexes and suggestion words are those of the same shop listed book by book', async () => {
    const expected = await derived(plain.db);
    expect(expected.words.length).toBeGreaterThan(2000 * 5);
    expect(expected.indexes.join('\n')).toContain('books_category_listing_idx');
    expect(await derived(bulk.db)).toEqual(expected);
  });

  it('when a shop is loaded in bulk, then searches, facet counts and suggestions answer as for the same shop listed book by book', async () => {
    const expected = await observe(plain.db);
    expect((expected['search river relevance'] as { books: string[] }).books).toHaveLength(21);
    expect(await observe(bulk.db)).toEqual(expected);
  });
});
