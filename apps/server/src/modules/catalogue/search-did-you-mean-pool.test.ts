// 'Did you mean' ranks a bounded pool, the newest books matching any of the words (decision 495): several
// common words that no book holds together match most of a large shop, and ranking all of them made it the
// slowest step of a search. Shown without timing: with a pool smaller than the matches, an older book
// that would rank first is left out; with the usual pool it is found.
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermsOf } from '@boibazar/shared/search-text';
import { createCategory, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { plainListing } from '../../../test/listings.ts';
import { recordingStatements } from '../../../test/recorded-statements.ts';
import { insertBooks } from './book-write-repository.ts';
import type { SearchFilter } from '@boibazar/shared/catalogue';
import {
  bestMatchWithinWindows,
  closestTitleOrAuthor,
  fewMatches,
  FEW_MATCHES,
  NEWEST_MATCH_WALK,
  searchBooks,
  searchBooksQuery,
  searchCursor,
  searchWithinPriceWindow,
} from './search-repository.ts';
import type { Cursor } from '../../lib/pagination.ts';

/** A plain book by one author, listed `minute` minutes into 2026 (the newest has the largest). */
const bookRow = (sellerId: string, categoryId: string, productName: string, minute: number) =>
  plainListing({
    sellerId,
    categoryId,
    productName,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  });

describe("'Did you mean' over a bounded pool", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, { role: 'Seller' });
    const categoryId = (await createCategory(ctx))._id;
    const book = (productName: string, minute: number) =>
      bookRow(seller.user._id, categoryId, productName, minute);
    // The oldest holds two of the words in its title; the three newest only one.
    await insertBooks(ctx.db, [
      book('Lantern Orchard', 1),
      book('Lantern Notes One', 2),
      book('Lantern Notes Two', 3),
      book('Lantern Notes Three', 4),
    ]);
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;
  const terms = searchTermsOf('lantern orchard pebble');

  it('when no book holds every word, then the best of the whole pool is offered', async () => {
    expect(await closestTitleOrAuthor(ctx.db, dialect(), terms)).toBe('Lantern Orchard');
    const answer = await searchBooks(ctx.db, dialect(), { q: 'lantern orchard pebble' }, { limit: 20 });
    expect(answer.books).toEqual([]);
    expect(answer.didYouMean).toBe('Lantern Orchard');
  });

  it('when more books match than the pool holds, then only the newest are ranked, however many match', async () => {
    // An unbounded ranking would offer 'Lantern Orchard' here.
    for (const scan of [1, 2000])
      expect(await closestTitleOrAuthor(ctx.db, dialect(), terms, { pool: 3, scan }), `scan ${scan}`).toBe(
        'Lantern Notes Three',
      );
    expect(await closestTitleOrAuthor(ctx.db, dialect(), terms, { pool: 4, scan: 1 })).toBe(
      'Lantern Orchard',
    );
    // SQLite reads a window of the newest books for common words (decision 509); a window too small to
    // hold the pool falls back to every match, with the same answer.
    for (const window of [1, 2, 100])
      expect(
        await closestTitleOrAuthor(ctx.db, dialect(), terms, { pool: 3, scan: 1, window }),
        `window ${window}`,
      ).toBe('Lantern Notes Three');
  });

  it('when the newest books hold the pool, then it is named and ranked from them in one statement, without reading every match through the text index', async () => {
    // GIN's read runs in a transaction that sets aside the other scans (throughTextIndex); FTS5 is read by
    // the window's one statement, and by the read of up to `scan` matches when the window does not decide.
    const textIndexReads = (ran: string[]) =>
      dialect() === 'postgres'
        ? ran.filter((statement) => /enable_seqscan/.test(statement)).length
        : ran.filter((statement) => /books_fts/.test(statement)).length;
    const { db, ran } = recordingStatements(ctx.db);
    expect(await closestTitleOrAuthor(db, dialect(), terms, { pool: 3, scan: 1, window: 100 })).toBe(
      'Lantern Notes Three',
    );
    expect(textIndexReads(ran)).toBe(dialect() === 'postgres' ? 0 : 1);
    if (dialect() === 'sqlite') {
      // A window that holds every unsold book decides a pool it does not fill (four books, a pool of five).
      const { db: whole, ran: ranWhole } = recordingStatements(ctx.db);
      expect(await closestTitleOrAuthor(whole, dialect(), terms, { pool: 5, scan: 1, window: 100 })).toBe(
        'Lantern Orchard',
      );
      expect(textIndexReads(ranWhole)).toBe(1);
    }
    const { db: again, ran: ranAgain } = recordingStatements(ctx.db);
    // A window too small for the pool: every match is read, and the answer is the same.
    expect(await closestTitleOrAuthor(again, dialect(), terms, { pool: 3, scan: 1, window: 2 })).toBe(
      'Lantern Notes Three',
    );
    expect(textIndexReads(ranAgain)).toBeGreaterThan(dialect() === 'postgres' ? 0 : 1);
  });

  /** The statements a search runs, as SQL. */
  async function statementsOf(q: string): Promise<string[]> {
    // Builders inside a statement (its subqueries) are transformed too: only executed ones count.
    const { db, ran } = recordingStatements(ctx.db);
    await searchBooks(db, dialect(), { q }, { limit: 20 });
    return ran;
  }
  // Best-match windows filter each group on the advertised flag (search-repository.ts).
  const isWindow = (statement: string) => /"books"\."advertised" = [01]/.test(statement);

  it('when no book holds every word, then any best-match window reads a fixed number of the newest books', async () => {
    // Decision 495 kept windows of matches from walking every book; since decision 509 a window is the
    // group's newest books, tried for the words as typed and, when a typo is corrected, once more.
    const windows = (await statementsOf('lantern orchard pebble')).filter(isWindow);
    expect(windows.every((statement) => /^with "window_0" as materialized/.test(statement))).toBe(true);
  });

  it("when typos are corrected and nothing matches, then each word's neighbours are read once", async () => {
    // The typed search, the corrected one and 'Did you mean' (decision 509).
    const neighbours = (await statementsOf('lanterm orchad pebble')).filter((statement) =>
      /search_vocabulary/.test(statement),
    );
    expect(neighbours).toHaveLength(3);
  });
});

// Words few unsold books meet are read through the text index and only those books ranked (decision 501):
// best-match windows run only when more than FEW_MATCHES books match.
describe('searches that few books match', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, { role: 'Seller' });
    const categoryId = (await createCategory(ctx))._id;
    const book = (productName: string, minute: number) => ({
      ...bookRow(seller.user._id, categoryId, productName, minute),
      location: minute % 2 ? 'Dhaka' : 'Sylhet',
      resale: 100 + minute,
    });
    await insertBooks(ctx.db, [
      ...Array.from({ length: FEW_MATCHES + 1 }, (_, i) => book(`Marigold Ledger ${i}`, i)),
      book('Marigold Quill', FEW_MATCHES + 2),
      book('Quill Marigold Notes', FEW_MATCHES + 3),
      // 'atlas': the oldest advertised book holds it in its title (rank 27), 30 newer plain ones too (26),
      // and more advertised books than a window holds only in their description (7).
      { ...book('Atlas Lore', -10), advertised: true },
      ...Array.from({ length: 30 }, (_, i) => book(`Atlas Notes ${i}`, 400 + i)),
      ...Array.from({ length: 430 }, (_, i) => ({
        ...book(`Plain Cover ${i}`, 500 + i),
        description: 'A copy about an atlas',
        advertised: true,
      })),
    ]);
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;
  async function statementsOf(filter: SearchFilter): Promise<{ sql: string[]; ids: string[] }> {
    // Builders inside a statement (its subqueries) are transformed too: only executed ones count.
    const { db, ran } = recordingStatements(ctx.db);
    const found = await searchBooks(db, dialect(), filter, { limit: 20 });
    return { sql: ran, ids: found.books.map((b) => b._id) };
  }
  const full = async (filter: SearchFilter) =>
    (await searchBooksQuery(ctx.db, dialect(), filter, { limit: 20 }).execute()).map((row) => row.id);
  const isWindow = (statement: string) => /"books"\."advertised" = [01]/.test(statement);

  it('when more books match than FEW_MATCHES, then best-match windows answer', async () => {
    const many = await statementsOf({ q: 'marigold ledger' });
    expect(many.sql.filter(isWindow).length).toBeGreaterThan(0);
    expect(many.ids).toEqual(await full({ q: 'marigold ledger' }));
    expect(await fewMatches(ctx.db, dialect(), {}, searchTermsOf('marigold ledger'))).toBeUndefined();
  });

  it('when the advertised window cannot vouch for the page, then the advertised books are ranked alone, not every match', async () => {
    const filter = { q: 'atlas' };
    const expected = await full(filter);
    const windowed = await bestMatchWithinWindows(
      ctx.db,
      dialect(),
      filter,
      { limit: 20 },
      searchTermsOf('atlas'),
    );
    expect(windowed?.map(({ book }) => book._id)).toEqual(expected);
    const first = await ctx.db
      .selectFrom('books')
      .select('id')
      .where('product_name', '=', 'Atlas Lore')
      .executeTakeFirstOrThrow();
    expect(expected[0]).toBe(first.id);
    expect(expected).toHaveLength(21);
    expect((await statementsOf(filter)).ids).toEqual(expected);
  });

  it('when the advertised books are ranked alone on SQLite, then they are read from their index, not one lookup per match', async () => {
    if (dialect() !== 'sqlite') return;
    const { db, built: ran } = recordingStatements(ctx.db);
    const found = await bestMatchWithinWindows(
      db,
      dialect(),
      { q: 'atlas' },
      { limit: 20 },
      searchTermsOf('atlas'),
    );
    expect(found?.map(({ book }) => book._id)).toEqual(await full({ q: 'atlas' }));
    // The statement that ranks the advertised group alone (decisions 511, 536): FTS5's matches among the
    // books its filters column marks advertised, then those books read by rowid. With the words' matches
    // alone in that list, every match was one lookup of books, 200,000 for a common word at 1M.
    const alone = ran.filter((q) =>
      q.parameters.some((p) => typeof p === 'string' && p.includes('"·advertised"')),
    );
    expect(alone).toHaveLength(1);
    const plan = await ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${alone[0]!.sql}`, [...alone[0]!.parameters]),
    );
    expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(
      /^SEARCH books USING INTEGER PRIMARY KEY \(rowid=\?\)\nLIST SUBQUERY \d+\nSCAN books_fts VIRTUAL TABLE[^\n]*\n(?!.*SCAN books\b)/s,
    );
  });

  // Statements that read books (PostgreSQL's `set local` of the text-index read aside), and the read of
  // the few matches with the page over them (decision 509).
  const readsBooks = (statement: string) => /"books"/.test(statement);
  const readsFew = (statement: string) => /with "few"/.test(statement);

  it('when few books match and a filter or a sort is chosen, then the page is one statement', async () => {
    for (const filter of [
      { q: 'quill', sort: 'newest' },
      { q: 'marigold', maxPrice: 105, sort: 'price_asc' },
      { q: 'marigold quill', location: 'dhaka' },
    ] satisfies SearchFilter[]) {
      const few = await statementsOf(filter);
      expect(few.sql.filter(readsBooks), JSON.stringify([filter, few.sql])).toHaveLength(1);
      expect(few.ids, JSON.stringify(filter)).toEqual(await full(filter));
    }
  });

  it('when best match has no filter, then windows of the newest books come first on PostgreSQL, the few matches on SQLite', async () => {
    const first = dialect() === 'postgres' ? /^with "window_0"/ : /^with "few"/;
    for (const q of ['marigold quill', 'quill']) {
      const few = await statementsOf({ q });
      expect(few.sql.filter(readsBooks)[0], q).toMatch(first);
      expect(few.ids, q).toEqual(await full({ q }));
    }
    // Many: the windows answer; on PostgreSQL the matches are never read through the text index.
    const many = await statementsOf({ q: 'marigold ledger' });
    expect(many.sql.filter(readsFew)).toHaveLength(dialect() === 'postgres' ? 0 : 1);
    expect(many.ids).toEqual(await full({ q: 'marigold ledger' }));
  });

  it('when few books match the words and a filter or another sort is chosen, then they are all read and ranked, with no window', async () => {
    for (const filter of [
      { q: 'quill', sort: 'newest' },
      { q: 'marigold', maxPrice: 105, sort: 'price_asc' },
      { q: 'marigold ledger', location: 'dhaka', maxPrice: 110 },
      { q: 'marigold pebble', location: 'dhaka' },
    ] satisfies SearchFilter[]) {
      const few = await statementsOf(filter);
      expect(few.sql.filter(isWindow), JSON.stringify(filter)).toEqual([]);
      expect(few.ids, JSON.stringify(filter)).toEqual(await full(filter));
    }
    expect((await statementsOf({ q: 'marigold quill' })).ids).toHaveLength(2);
    expect(
      (await fewMatches(ctx.db, dialect(), { location: 'dhaka' }, searchTermsOf('marigold ledger')))?.length,
    ).toBe(Math.floor((FEW_MATCHES + 1) / 2));
  });

  it('when a price-sorted search of common words reads a window of the cheapest books, then every page it answers equals the full query', async () => {
    // 303 books hold 'marigold', at prices 100–403; Dhaka holds every other one. A window answers only
    // when it holds limit + 1 matches, or every book left (decision 511); else undefined.
    const answered = new Map<string, number>();
    const declined = new Map<string, number>();
    for (const filter of [
      { q: 'marigold', sort: 'price_asc' },
      { q: 'marigold', sort: 'price_desc', location: 'dhaka' },
      { q: 'marigold ledger', sort: 'price_asc', minPrice: 150, maxPrice: 330, location: 'dhaka' },
    ] satisfies SearchFilter[]) {
      for (const size of [1, 25, 60, 5000]) {
        let cursor: Cursor | undefined;
        for (let n = 0; n < 20; n += 1) {
          const page = { limit: 20, cursor };
          const expected = (await searchBooksQuery(ctx.db, dialect(), filter, page).execute()).map(
            (r) => r.id,
          );
          if (dialect() === 'sqlite') {
            const windowed = await searchWithinPriceWindow(
              ctx.db,
              filter,
              page,
              searchTermsOf(filter.q),
              size,
            );
            const key = `${JSON.stringify(filter)} ${size}`;
            const tally = windowed ? answered : declined;
            tally.set(key, (tally.get(key) ?? 0) + 1);
            if (windowed)
              expect(
                windowed.map(({ book }) => book._id),
                key,
              ).toEqual(expected);
          }
          const found = await searchBooks(ctx.db, dialect(), filter, page);
          expect(found.books.map((book) => book._id)).toEqual(expected);
          if (expected.length <= 20) break;
          const last = found.books[19]!;
          cursor = searchCursor(filter.sort, last);
        }
      }
    }
    if (dialect() !== 'sqlite') return;
    // A window of one book never holds 21 matches, nor one of the 25 dearest books any Dhaka one (they are
    // all plain covers), until the window holds every book left; the widest window answers every page.
    const key = (filter: SearchFilter, size: number) => `${JSON.stringify(filter)} ${size}`;
    const desc = { q: 'marigold', sort: 'price_desc', location: 'dhaka' } satisfies SearchFilter;
    expect([...answered.keys()].filter((k) => / 1$/.test(k))).toEqual([]);
    expect(declined.get(key(desc, 25))).toBeGreaterThan(0);
    expect(answered.get(key({ q: 'marigold', sort: 'price_asc' }, 25))).toBeGreaterThan(0);
    expect([...declined.keys()].filter((k) => / 5000$/.test(k))).toEqual([]);
    expect([...answered.keys()].filter((k) => / 5000$/.test(k))).toHaveLength(3);
  });
});

describe('searches whose condition and place few books meet', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, { role: 'Seller' });
    const categoryId = (await createCategory(ctx))._id;
    const book = (productName: string, minute: number, location: string, condition: string) => ({
      ...bookRow(seller.user._id, categoryId, productName, minute),
      location,
      condition,
      resale: 100 + ((minute * 37) % 300),
    });
    // 'marigold' in 340 books, Good in Dhaka but for 30 Fair ones: in Sylhet, in 'Sylhet Sadar' (the place
    // begins with the filter), written 'FAIR', and in 'Sylhetpur'; two Fair ones lie just outside the
    // place's range ('Sylhes', 'Sylheu') and one is sold.
    await insertBooks(ctx.db, [
      ...Array.from({ length: 310 }, (_, i) => book(`Marigold Ledger ${i}`, i, 'Dhaka', 'Good')),
      ...Array.from({ length: 30 }, (_, i) =>
        book(
          i % 2 ? `Marigold Quill ${i}` : `Quill Notes ${i}`,
          400 + i,
          ['Sylhet', 'Sylhet Sadar', 'sylhetpur'][i % 3]!,
          i % 5 ? 'Fair' : 'FAIR',
        ),
      ),
      book('Marigold Quill Sylhes', 500, 'Sylhes', 'Fair'),
      book('Marigold Quill Sylheu', 501, 'Sylheu', 'Fair'),
      { ...book('Marigold Quill Sold', 502, 'Sylhet', 'Fair'), isSold: true },
    ]);
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;

  it('when a condition and place few books meet are chosen, then every page equals the full query, read from their set on SQLite', async () => {
    const { db, built: ran } = recordingStatements(ctx.db);
    const filters: SearchFilter[] = [];
    for (const sort of [undefined, 'newest', 'price_asc', 'price_desc'] as const)
      for (const q of ['marigold', 'marigold quill', 'quill', 'ledger'])
        filters.push({ q, condition: 'fair', location: 'sylhet', sort });
    filters.push({ q: 'marigold', condition: 'Fair', location: 'Sylhet Sa', sort: 'newest' });
    filters.push({ q: 'marigold', condition: 'fair' });
    filters.push({ q: 'marigold', condition: 'good', location: 'sylhet' });
    let books = 0;
    for (const filter of filters) {
      let cursor: Cursor | undefined;
      for (let n = 0; n < 10; n += 1) {
        const page = { limit: 4, cursor };
        const expected = await searchBooksQuery(ctx.db, dialect(), filter, page).execute();
        const found = await searchBooks(db, dialect(), filter, page);
        expect(
          found.books.map((b) => b._id),
          JSON.stringify([filter, n]),
        ).toEqual(expected.map((r) => r.id));
        books += found.books.length;
        if (expected.length <= 4) break;
        cursor = found.cursors[3];
      }
    }
    expect(books).toBeGreaterThan(100);
    if (dialect() !== 'sqlite') return;
    // The set is read from its index alone, the condition one value and the place a range; the few-matches
    // read keeps FTS5's matches in it; no other statement walks that index (decision 517).
    const plan = async (query: CompiledQuery) =>
      (
        await ctx.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        )
      ).rows
        .map((row) => row.detail)
        .join('\n');
    const sets = ran.filter((q) => /^select rowid as "rowid" from "books"/.test(q.sql));
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets)
      expect(await plan(set)).toMatch(
        /^SEARCH books USING (COVERING )?INDEX books_unsold_condition_place_idx \(<expr>=\?( AND <expr>>\? AND <expr><\?)?\)$/,
      );
    expect(ran.filter((q) => /with "few"/.test(q.sql) && /json_each/.test(q.sql)).length).toBeGreaterThan(0);
    for (const query of ran.filter((q) => !sets.includes(q)))
      expect(await plan(query), query.sql).not.toMatch(/books_unsold_condition_place_idx/);
  });

  it('when no unsold book meets the condition and place, then the search finds none, and the few-matches read names the others', async () => {
    const filter = { q: 'marigold', condition: 'fair', location: 'sylhetx' } satisfies SearchFilter;
    const terms = searchTermsOf(filter.q);
    expect(await fewMatches(ctx.db, dialect(), filter, terms)).toEqual([]);
    expect((await searchBooks(ctx.db, dialect(), filter, { limit: 20 })).books).toEqual([]);
    expect(await fewMatches(ctx.db, dialect(), { ...filter, location: 'sylhet' }, terms)).toHaveLength(15);
  });
});

// A filtered search that finds nothing asks whether its words match any unsold book at all: when they do,
// nothing is corrected. PostgreSQL tries the words on the newest NEWEST_MATCH_WALK unsold books first and
// reads GIN, whose bitmap holds every match before the first, only when none of them matches (decision 544).
describe('a filtered search that finds nothing, when its words match books the filters leave out', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, { role: 'Seller' });
    const categoryId = (await createCategory(ctx))._id;
    await insertBooks(ctx.db, [
      // The oldest, in Khulna: the only book holding 'zephyrine'.
      { ...bookRow(seller.user._id, categoryId, 'Zephyrine Letters', 1), location: 'Khulna' },
      // Newer than it, more than the walk reads; all hold 'heron' and none is in Sylhet.
      ...Array.from({ length: NEWEST_MATCH_WALK + 5 }, (_, i) =>
        bookRow(seller.user._id, categoryId, `Heron Atlas ${i}`, 10 + i),
      ),
    ]);
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;
  /** The answer and how many reads went through the text index alone (PostgreSQL's throughTextIndex). */
  async function search(filter: SearchFilter) {
    const { db, ran } = recordingStatements(ctx.db);
    const answer = await searchBooks(db, dialect(), filter, { limit: 20 });
    return { answer, textIndexReads: ran.filter((statement) => /enable_seqscan/.test(statement)).length };
  }

  it('when the newest books hold the words, then nothing is corrected and only the filtered read asks the text index', async () => {
    const { answer, textIndexReads } = await search({ q: 'heron', location: 'Sylhet', sort: 'newest' });
    expect(answer.books).toEqual([]);
    expect(answer.didYouMean).toBeUndefined();
    if (dialect() === 'postgres') expect(textIndexReads).toBe(1);
  });

  it('when only a book older than the walk holds them, then nothing is corrected either', async () => {
    const { answer, textIndexReads } = await search({ q: 'zephyrine', location: 'Sylhet', sort: 'newest' });
    expect(answer.books).toEqual([]);
    expect(answer.didYouMean).toBeUndefined();
    if (dialect() === 'postgres') expect(textIndexReads).toBe(2);
    // Where the filters let it in, it is found.
    const found = await search({ q: 'zephyrine', location: 'Khulna', sort: 'newest' });
    expect(found.answer.books.map((book) => book.productName)).toEqual(['Zephyrine Letters']);
  });
});
