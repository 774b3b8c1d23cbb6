// PostgreSQL names the words a typed prefix begins (search_lexemes, decision 512) so that GIN reads whole
// words, and SQLite asks FTS5 for a prefix that begins no other word as that word (decision 527): the same
// books must match, in the same order, as with the prefix itself, and the table must hold every word
// books' text has held, whoever wrote it. Both databases run the comparisons; the statements' tsqueries
// are checked on PostgreSQL, the FTS5 match texts on SQLite.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { listingsInTurn, plainListing } from '../../../test/listings.ts';
import { recordingStatements } from '../../../test/recorded-statements.ts';
import { insertBooks } from './book-write-repository.ts';
import { searchTermsOf } from '@boibazar/shared/search-text';
import {
  bestMatchWithinWindows,
  PREFIX_WORDS,
  searchBooks,
  searchBooksQuery,
  wordSetsAround,
} from './search-repository.ts';

describe('prefixes named as the words they begin', () => {
  let ctx: TestContext;
  let listing: ReturnType<typeof listingsInTurn>;
  beforeAll(async () => {
    ctx = await createTestApp();
    listing = listingsInTurn(
      (await createUser(ctx, { role: 'Seller' })).user._id,
      (await createCategory(ctx))._id,
    );
    await insertBooks(ctx.db, [
      listing('River Song'),
      listing('Rivers of Light', { advertised: true }),
      listing('Riverbank Tales', { author: 'Ada Riverton' }),
      listing('Riviera Nights'),
      listing('Song of the Delta', { description: 'A copy about a riverside town' }),
      // More words begin 'zetaword' than are ever named: that prefix stays a prefix.
      ...Array.from({ length: PREFIX_WORDS + 6 }, (_, i) => listing(`Zetaword${i} Atlas`)),
    ]);
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;

  /** The tsquery texts a search sends (PostgreSQL), and its books. */
  async function search(q: string, limit = 100) {
    const { db, built } = recordingStatements(ctx.db);
    const answer = await searchBooks(db, dialect(), { q }, { limit });
    const tsqueries = built
      .filter((compiled) => /::tsquery/.test(compiled.sql))
      .flatMap((compiled) => compiled.parameters)
      .filter((value): value is string => typeof value === 'string' && /^\(/.test(value));
    return { ids: answer.books.map((book) => book._id), tsqueries };
  }

  /** The full query with the typed prefixes as they are: the answer the named words must give. */
  const asPrefixes = async (q: string, limit = 100) =>
    (await searchBooksQuery(ctx.db, dialect(), { q }, { limit }).execute()).map((row) => row.id);

  it('when a prefix begins few words, then the same books come back in the same order', async () => {
    for (const q of [
      'river',
      'riv',
      'rivers',
      'song riv',
      'riverb',
      'zetaword',
      'zetaword1 atlas',
      'delta',
      'song',
    ]) {
      const found = await search(q);
      expect(found.ids, q).toEqual(await asPrefixes(q));
      expect(found.ids.length, q).toBeGreaterThan(0);
    }
  });

  it('when a prefix begins few words, then PostgreSQL reads them as whole words, and a prefix of many stays one', async () => {
    if (dialect() !== 'postgres') return;
    const river = await search('river');
    expect(river.tsqueries.length).toBeGreaterThan(0);
    for (const tsquery of river.tsqueries) {
      expect(tsquery).toContain(`'riverbank'`);
      expect(tsquery).toContain(`'riverside'`);
      expect(tsquery).not.toContain(`'river':*`);
    }
    const zeta = await search('zetaword');
    expect(zeta.tsqueries.every((tsquery) => tsquery.includes(`'zetaword':*`))).toBe(true);
    expect(zeta.ids).toHaveLength(PREFIX_WORDS + 6);
  });

  it('when a prefix begins no other word, then SQLite asks FTS5 for the whole word, and again for a prefix once one does', async () => {
    if (dialect() !== 'sqlite') return;
    /** The FTS5 match texts a search sends, and its books. */
    const matches = async (q: string) => {
      const { db, built } = recordingStatements(ctx.db);
      const answer = await searchBooks(db, dialect(), { q }, { limit: 100 });
      const texts = built
        .filter((compiled) => /books_fts match/.test(compiled.sql))
        .flatMap((compiled) => compiled.parameters)
        .filter((value): value is string => typeof value === 'string' && /"/.test(value));
      return { ids: answer.books.map((book) => book._id), texts };
    };
    const delta = await matches('delta song');
    expect(delta.texts.length).toBeGreaterThan(0);
    for (const text of delta.texts) {
      expect(text).toContain('"delta"');
      expect(text).not.toContain('"delta"*');
      expect(text).not.toContain('"song"*');
    }
    expect(delta.ids).toEqual(await asPrefixes('delta song'));
    // 'riverb' is no word of its own: it begins 'riverbank', so it must stay a prefix (as a whole word it
    // would match nothing); 'riv' begins several.
    for (const q of ['riverb', 'riv']) {
      const found = await matches(q);
      expect(
        found.texts.every((text) => text.includes(`"${q}"*`)),
        q,
      ).toBe(true);
      expect(found.ids, q).toEqual(await asPrefixes(q));
      expect(found.ids.length, q).toBeGreaterThan(0);
    }
    // A book whose word 'delta' begins: the next search asks for the prefix again and finds it.
    const [deltas] = await insertBooks(ctx.db, [listing('Deltaic Plains')]);
    const again = await matches('delta');
    expect(again.texts.every((text) => text.includes('"delta"*'))).toBe(true);
    expect(again.ids).toContain(deltas);
    expect(again.ids).toEqual(await asPrefixes('delta'));
  });

  it('when books are listed or rewritten raw, then their new words are found by a prefix that already begins others', async () => {
    // 'riv' and 'river' begin words already named: a word missing from search_lexemes would be left out.
    const [listed] = await insertBooks(ctx.db, [listing('Rivulet Days')]);
    expect((await search('riv')).ids).toContain(listed);
    expect((await search('riv')).ids).toEqual(await asPrefixes('riv'));
    // A raw write: migration 240's trigger fills the search columns with the lower-cased text, whose words
    // may hold any character (a quote here), and the tsquery must still be well formed.
    await sql`update books set product_name = ${"Riverine O'Hara"} where id = ${listed}`.execute(ctx.db);
    expect((await search('river')).ids).toContain(listed);
    expect((await search('rivu')).ids).toEqual([]);
    for (const q of ['river', "o'h", 'o', 'riverine o'])
      expect((await search(q)).ids, q).toEqual(await asPrefixes(q));
  });
});

/** Adds a book listed `minute` minutes into 2026, by the one seller, and answers its id. */
type AddBook = (
  productName: string,
  minute: number,
  description?: string,
  author?: string,
) => Promise<string>;

/** A new test app with one seller and category, and a way to add their books. */
async function shopOfOneSeller(): Promise<{ ctx: TestContext; add: AddBook }> {
  const ctx = await createTestApp();
  const sellerId = (await createUser(ctx, { role: 'Seller' })).user._id;
  const categoryId = (await createCategory(ctx))._id;
  const add: AddBook = async (productName, minute, description = 'A copy', author = 'Mira Okafor') =>
    (
      await insertBooks(ctx.db, [
        plainListing({
          sellerId,
          categoryId,
          productName,
          description,
          author,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
        }),
      ])
    )[0]!;
  return { ctx, add };
}

// A word's bound is the best field it holds in any book; when no book holds every word in its title or
// author, some word of each book is only in its description, and the windows may vouch with that lower
// bound (decision 512 on PostgreSQL, 522 on SQLite).
describe('best-match windows when no book holds every word in its title or author', () => {
  let ctx: TestContext;
  let add: AddBook;
  beforeAll(async () => {
    ({ ctx, add } = await shopOfOneSeller());
    // Older than any window: each word a whole title word, the other in the description (rank 30).
    await add('Kestrel Alpha', 1, 'About a marsh');
    await add('Marsh Beta', 2, 'About a kestrel');
    // A window of 60 (limit 2) newest books, all ranking 30 as well.
    for (let i = 0; i < 80; i += 1) await add(`Kestrel Gamma ${i}`, 100 + i, 'About a marsh');
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;
  const q = 'kestrel marsh';
  const full = async () =>
    (await searchBooksQuery(ctx.db, dialect(), { q }, { limit: 2 }).execute()).map((row) => row.id);

  it('when none does, then the windows answer what the full query answers', async () => {
    const windowed = await bestMatchWithinWindows(ctx.db, dialect(), { q }, { limit: 2 }, searchTermsOf(q));
    expect(windowed).toBeDefined();
    expect(windowed!.map(({ book }) => book._id)).toEqual(await full());
  });

  it('when an old book holds one in its title and the other as its author, then the windows do not vouch', async () => {
    const byAuthor = await add('Kestrel Delta', 4, 'A copy', 'Marsh Writer');
    expect(
      await bestMatchWithinWindows(ctx.db, dialect(), { q }, { limit: 2 }, searchTermsOf(q)),
    ).toBeUndefined();
    const answer = await searchBooks(ctx.db, dialect(), { q }, { limit: 2 });
    expect(answer.books.map((book) => book._id)).toEqual(await full());
    expect(answer.books[0]!._id).toBe(byAuthor);
  });

  it('when an old book holds both in its title, then the windows do not vouch and it comes first', async () => {
    const both = await add('Kestrel Marsh Omega', 3);
    expect(
      await bestMatchWithinWindows(ctx.db, dialect(), { q }, { limit: 2 }, searchTermsOf(q)),
    ).toBeUndefined();
    const answer = await searchBooks(ctx.db, dialect(), { q }, { limit: 2 });
    expect(answer.books.map((book) => book._id)).toEqual(await full());
    expect(answer.books[0]!._id).toBe(both);
  });
});

// Three words: the newest books hold one as their author and two in their description (6 points); older
// books hold either of the two as a title word, without the third anywhere, so each word's own bound is
// the best there is (16 points) and every two of them are held apart. One query asks whether any unsold
// book holds a set of the words worth more than the page's last row in its title or author, with the
// other words anywhere, and the windows vouch when none does: FTS5 on SQLite (decision 536), the two GIN
// indexes on PostgreSQL (books_unsold_fields_meet, decision 538; it asked about the sets' words alone, a
// looser bound, and ranked every match).
describe('best-match windows when no book holds a set of the words that could rank higher', () => {
  let ctx: TestContext;
  let add: AddBook;
  beforeAll(async () => {
    ({ ctx, add } = await shopOfOneSeller());
    await add('Kestrel Field Notes', 1);
    await add('Marsh Country', 2);
    // Older than the window of 60 (limit 2): the same 6 points as the newest.
    await add('Plain Copy Old', 3, 'About a kestrel and a marsh', 'Ibis Writer');
    for (let i = 0; i < 80; i += 1)
      await add(`Plain Copy ${i}`, 100 + i, 'About a kestrel and a marsh', 'Ibis Writer');
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;
  const q = 'kestrel marsh ibis';
  const full = async () =>
    (await searchBooksQuery(ctx.db, dialect(), { q }, { limit: 2 }).execute()).map((row) => row.id);
  const windowed = () => bestMatchWithinWindows(ctx.db, dialect(), { q }, { limit: 2 }, searchTermsOf(q));

  it('when none does, then the windows answer what the full query answers, on both databases', async () => {
    const page = await windowed();
    expect(page).toBeDefined();
    expect(page!.map(({ book }) => book._id)).toEqual(await full());
    const answer = await searchBooks(ctx.db, dialect(), { q }, { limit: 2 });
    expect(answer.books.map((book) => book._id)).toEqual(await full());
  });

  it('when an old book holds one of the two in its title and the others elsewhere, then the windows do not vouch and it comes first', async () => {
    const titled = await add('Kestrel Ibis Tales', 4, 'About a marsh');
    expect(await windowed()).toBeUndefined();
    const answer = await searchBooks(ctx.db, dialect(), { q }, { limit: 2 });
    expect(answer.books.map((book) => book._id)).toEqual(await full());
    expect(answer.books[0]!._id).toBe(titled);
  });
});

// When the other group's window vouches and only the advertised group's cannot, that group is ranked alone
// from its own small index, which is exact; the probe of the word sets (which reads every book holding the
// words, 70 ms at 1M books on PostgreSQL) would only spare that read, so it is not asked (decision 543).
describe('best-match windows when only the advertised group cannot vouch', () => {
  let ctx: TestContext;
  let titled: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const listing = listingsInTurn(
      (await createUser(ctx, { role: 'Seller' })).user._id,
      (await createCategory(ctx))._id,
    );
    const books = await insertBooks(ctx.db, [
      // Older than the advertised window of 60 (limit 2), and the best match there is.
      listing('Kestrel Marsh', { advertised: true }),
      // Three unadvertised books: their window reads them all, so it vouches.
      ...Array.from({ length: 3 }, (_, i) =>
        listing(`Plain Copy ${i}`, { description: 'A kestrel by a marsh' }),
      ),
      ...Array.from({ length: 70 }, (_, i) =>
        listing(`Advertised Copy ${i}`, { description: 'A kestrel by a marsh', advertised: true }),
      ),
    ]);
    titled = books[0]!;
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;
  const q = 'kestrel marsh';

  it('when the advertised group is ranked alone, then the page is what the full query answers and no word set is probed', async () => {
    const { db, ran } = recordingStatements(ctx.db);
    const page = await bestMatchWithinWindows(db, dialect(), { q }, { limit: 2 }, searchTermsOf(q));
    const full = (await searchBooksQuery(ctx.db, dialect(), { q }, { limit: 2 }).execute()).map(
      (row) => row.id,
    );
    expect(page?.map(({ book }) => book._id)).toEqual(full);
    expect(full[0]).toBe(titled);
    // The probe is the one statement answering `meets` (FTS5's on SQLite, books_unsold_fields_meet's on PostgreSQL).
    expect(ran.filter((statement) => /\bas "?meets"?/.test(statement))).toEqual([]);
  });
});

describe('wordSetsAround', () => {
  it('names the smallest sets worth more than the bound, and the most any other set is worth', () => {
    // Two title words and an author word: a title word with the other two in the description is 8.
    expect(wordSetsAround([6, 6, 4], 6)).toEqual({ above: [[0], [1]], below: 6 });
    expect(wordSetsAround([6, 6, 4], 9)).toEqual({
      above: [
        [0, 1],
        [0, 2],
        [1, 2],
      ],
      below: 8,
    });
    expect(wordSetsAround([6, 6, 4], 11)).toEqual({ above: [[0, 1]], below: 11 });
    expect(wordSetsAround([6, 6, 4], 15)).toEqual({ above: [[0, 1, 2]], below: 13 });
    // A word only ever in descriptions is in no set: it earns 1 wherever a book holds it.
    expect(wordSetsAround([6, 1], 2)).toEqual({ above: [[0]], below: 2 });
  });
});
