// A best-match page read from windows of the newest books is vouched for by each word's best possible
// field in any book. On PostgreSQL that bound is read from search_field_words (migration 530, decision 538),
// which the database keeps with every listing and every edit: a word that reaches a title or an author
// only by an edit must still lift an old book above the window's matches. Both databases run the searches
// and must answer the full query's books in its order.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { listingsInTurn } from '../../../test/listings.ts';
import { insertBooks } from './book-write-repository.ts';
import { searchBooks, searchBooksQuery } from './search-repository.ts';

describe('title and author words of every book, for the best-match bound', () => {
  let ctx: TestContext;
  let listing: ReturnType<typeof listingsInTurn>;
  let retitled: string;
  let byAuthor: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    listing = listingsInTurn(
      (await createUser(ctx, { role: 'Seller' })).user._id,
      (await createCategory(ctx))._id,
    );
    // Two old books, then more newer books than a window of a two-book page holds (60), each with the word
    // only in its description.
    [retitled, byAuthor] = await insertBooks(ctx.db, [
      listing('Harbour Tales'),
      listing('Spice Roads', { author: 'Quillon Marsh' }),
      ...Array.from({ length: 70 }, (_, i) =>
        listing(`Ledger ${i}`, { description: 'Printed by a quillon press in Kolkata' }),
      ),
    ]);
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;

  async function bestMatch(q: string) {
    const answer = await searchBooks(ctx.db, dialect(), { q }, { limit: 2 });
    const full = await searchBooksQuery(ctx.db, dialect(), { q }, { limit: 2 }).execute();
    expect(answer.books.map((book) => book._id)).toEqual(full.map((row) => row.id));
    return answer.books.map((book) => book._id);
  }

  it('when a word is an old book’s author, then that book comes before the newer books holding it elsewhere', async () => {
    expect((await bestMatch('quillon'))[0]).toBe(byAuthor);
  });

  it('when an old book’s title is rewritten raw to hold a new word, then it comes first for that word', async () => {
    await ctx.db
      .updateTable('books')
      .set({ product_name: 'Zephyrine Harbour' })
      .where('id', '=', retitled)
      .execute();
    await ctx.db
      .updateTable('books')
      .set({ description: 'Zephyrine ink on every page' })
      .where('id', '!=', retitled)
      .where('id', '!=', byAuthor)
      .execute();
    expect((await bestMatch('zephyrine'))[0]).toBe(retitled);
    expect((await bestMatch('zephyr'))[0]).toBe(retitled);
  });

  it('when books are listed and edited, then PostgreSQL’s table holds their tagged title and author words', async () => {
    if (dialect() !== 'postgres') return;
    const words = await sql<{ word: string }>`
      select word from search_field_words where word in ('tzephyrine', 'aquillon', 'tspice', 'tharbour', 'tledger')
      order by word`.execute(ctx.db);
    // 'Harbour' stays: the table bounds ranks over every book ever listed, so words are never taken out.
    expect(words.rows.map((row) => row.word)).toEqual([
      'aquillon',
      'tharbour',
      'tledger',
      'tspice',
      'tzephyrine',
    ]);
  });
});
