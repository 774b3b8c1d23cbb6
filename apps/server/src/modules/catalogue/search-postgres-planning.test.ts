// PostgreSQL's planner is given what a search at 1,000,000 books needs to pick its plan (migration 529,
// decision 538): statistics on the place filter's expression, so a common place is not taken for a rare
// one, and a GIN index of the advertised unsold books' words, which the advertised group's ranking reads.
// SQLite reads both through FTS5's filters column (migration 528): nothing to check there.
import { type Compilable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { plainListing } from '../../../test/listings.ts';
import { insertBooks } from './book-write-repository.ts';
import { queryPlan } from './query-plan.ts';
import { searchBooks, searchBooksQuery } from './search-repository.ts';

describe('PostgreSQL planning of searches', () => {
  let ctx: TestContext;
  const BOOKS = 600;
  beforeAll(async () => {
    ctx = await createTestApp();
    if (ctx.config.database.dialect !== 'postgres') return;
    const sellerId = (await createUser(ctx, { role: 'Seller' })).user._id;
    const categoryId = (await createCategory(ctx))._id;
    // Two books in three are in Dhaka (as a common district is); one in ten is advertised.
    await insertBooks(
      ctx.db,
      Array.from({ length: BOOKS }, (_, i) =>
        plainListing({
          sellerId,
          categoryId,
          productName: i % 2 === 0 ? `River Songs ${i}` : `Moon Letters ${i}`,
          location: i % 3 === 2 ? ['Sylhet', 'Khulna', 'Rajshahi', 'Barishal'][i % 4]! : 'Dhaka',
          advertised: i % 10 === 0,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        }),
      ),
    );
    await sql`analyze books`.execute(ctx.db);
  });
  afterAll(() => ctx.close());

  const onPostgres = () => ctx.config.database.dialect === 'postgres';

  /** The planner's estimate of the rows the query's top node returns. */
  const estimatedRows = async (query: Compilable) =>
    Number(/rows=(\d+)/.exec(await queryPlan(ctx.db, 'postgres', query))![1]);

  it('when most books are in one place, then the planner expects most of them there, not a handful', async () => {
    if (!onPostgres()) return;
    const inDhaka = ctx.db
      .selectFrom('books')
      .select('id')
      .where('is_sold', '=', 0)
      .where(sql`lower(location)`, 'like', 'dhaka%');
    const real = (await inDhaka.execute()).length;
    expect(real).toBe(BOOKS - BOOKS / 3);
    // Without statistics on lower(location) PostgreSQL takes any `like` on it to keep 0.5 % of the rows (3).
    expect(await estimatedRows(inDhaka)).toBeGreaterThan(real / 2);
  });

  it('when the database is migrated, then the advertised books’ words have their own GIN index, and a best-match page with them is the full query’s', async () => {
    if (!onPostgres()) return;
    const index = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'books_advertised_search_idx'`.execute(ctx.db);
    expect(index.rows[0]?.indexdef).toMatch(
      /USING gin \(search_vector\) WITH \(fastupdate='?off'?\) WHERE \(\(advertised = 1\) AND \(is_sold = 0\)\)/,
    );
    // The planner reads it for the advertised matches once the table is too big to read whole.
    const plan = await ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);
      const advertised = trx
        .selectFrom('books')
        .select('id')
        .where('advertised', '=', 1)
        .where('is_sold', '=', 0)
        .where(sql<boolean>`search_vector @@ 'river'::tsquery`);
      return queryPlan(trx, 'postgres', advertised);
    });
    expect(plan).toContain('books_advertised_search_idx');
    const answer = await searchBooks(ctx.db, 'postgres', { q: 'river' }, { limit: 5 });
    const full = await searchBooksQuery(ctx.db, 'postgres', { q: 'river' }, { limit: 5 }).execute();
    expect(answer.books.map((book) => book._id)).toEqual(full.map((row) => row.id));
    // Advertised books come first among equals: the page is theirs.
    expect(answer.books.length).toBeGreaterThanOrEqual(5);
    expect(answer.books.filter((book) => !book.advertised)).toEqual([]);
  });

  it('when a search has a place, then GIN is asked for its words and the place together, and hands over only the books there (migration 533)', async () => {
    if (!onPostgres()) return;
    // The index holds each book's place as a lexeme beside its words.
    const plan = await ctx.db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(
        trx,
      );
      const rows = await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off, timing off, summary off)
        select id from books where is_sold = 0
        and search_vector @@ '(river) & ''·sylhet'''::tsquery`.execute(trx);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    const inSylhet = Array.from({ length: BOOKS }, (_, i) => i).filter(
      (i) => i % 2 === 0 && i % 3 === 2 && i % 4 === 0,
    ).length;
    expect(inSylhet).toBeGreaterThan(0);
    expect(plan).toMatch(
      new RegExp(`Bitmap Index Scan on books_unsold_search_idx \\(actual rows=${inSylhet} `),
    );
    // searchBooks asks it so: every statement it runs that reads the words' index names the place's lexeme.
    const statements: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    const recording = ctx.db.withPlugin({
      transformQuery: (args) => {
        statements.push(ctx.db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const answer = await searchBooks(
      recording,
      'postgres',
      { q: 'river', location: 'Sylhet' },
      { limit: 500 },
    );
    expect(answer.books).toHaveLength(inSylhet);
    const reads = statements.filter(
      (statement) =>
        /books\.search_vector @@ \$\d+::tsquery/.test(statement.sql) && !statement.sql.includes(' as "hit"'),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.parameters.join(' ')).toContain("'·sylhet'");
  });

  it('when a book moves to a place no book held, then a search of a place it begins finds it (the place lexemes follow edits)', async () => {
    if (!onPostgres()) return;
    const before = await searchBooks(ctx.db, 'postgres', { q: 'moon', location: 'Dhaka' }, { limit: 500 });
    const moved = await sql<{ id: string }>`
      update books set location = 'Dhaka North'
      where id = (select id from books where location = 'Khulna' and product_name like 'Moon%' limit 1)
      returning id`.execute(ctx.db);
    const id = moved.rows[0]!.id;
    const lexemes = await sql<{ lexeme: string }>`
      select lexeme from search_lexemes where lexeme like '·dhaka%' order by lexeme`.execute(ctx.db);
    expect(lexemes.rows.map((row) => row.lexeme)).toEqual(['·dhaka', '·dhaka north']);
    const after = await searchBooks(ctx.db, 'postgres', { q: 'moon', location: 'Dhaka' }, { limit: 500 });
    expect(after.books.map((book) => book._id)).toContain(id);
    expect(after.books).toHaveLength(before.books.length + 1);
    const full = await searchBooksQuery(
      ctx.db,
      'postgres',
      { q: 'moon', location: 'Dhaka' },
      { limit: 500 },
    ).execute();
    expect(after.books.map((book) => book._id)).toEqual(full.map((row) => row.id));
  });
});
