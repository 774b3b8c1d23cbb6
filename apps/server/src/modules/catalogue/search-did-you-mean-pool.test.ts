// 'Did you mean' ranks a bounded pool, the newest books matching any of the words (decision 495): several
// common words that no book holds together match most of a large shop, and ranking all of them made it the
// slowest step of a search. Shown without timing: with a pool smaller than the matches, an older book
// that would rank first is left out; with the usual pool it is found.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermsOf } from '@boibazar/shared/search-text';
import { createCategory, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { insertBooks } from './book-write-repository.ts';
import { closestTitleOrAuthor, searchBooks } from './search-repository.ts';

describe("'Did you mean' over a bounded pool", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, { role: 'Seller' });
    const categoryId = (await createCategory(ctx))._id;
    const book = (productName: string, minute: number) => ({
      sellerId: seller.user._id,
      categoryId,
      productName,
      author: 'Mira Okafor',
      description: 'A copy',
      image: '/uploads/demo/cover-1.webp',
      location: 'Dhaka',
      condition: 'Good',
      resale: 100,
      original: 500,
      yearsUsed: 1,
      purchaseYear: 2020,
      sellerName: 'S',
      contact: '017',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
    });
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
  });

  /** The statements a search runs, as SQL. */
  async function statementsOf(q: string): Promise<string[]> {
    const seen: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        seen.push(ctx.db.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await searchBooks(ctx.db.withPlugin(recorder), dialect(), { q }, { limit: 20 });
    return seen;
  }
  // Best-match windows filter each group on the advertised flag (search-repository.ts).
  const isWindow = (statement: string) => /"books"\."advertised" = [01]/.test(statement);

  it('when no book holds every word, then no best-match window walks the books', async () => {
    const matching = await statementsOf('lantern notes');
    expect(matching.filter(isWindow).length).toBeGreaterThan(0);
    const none = await statementsOf('lantern orchard pebble');
    expect(none.filter(isWindow)).toEqual([]);
  });
});
