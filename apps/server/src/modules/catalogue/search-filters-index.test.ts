// SQLite's text index holds each book's place and whether it is gone (sold or deleted) in a column of its
// own (migration 528, decision 536), so FTS5 drops books a search's filters would drop before any is looked
// up. The searches must answer as before on both databases: a place filter is a prefix of the place, whatever
// characters it holds; the place's words are never matched as a book's words; and the index follows every
// sale, relisting, deletion, move and advertisement.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { plainListing } from '../../../test/listings.ts';
import { insertBooks } from './book-write-repository.ts';
import { searchBooks } from './search-repository.ts';

describe('the text index keeps to books for sale in the place asked', () => {
  let ctx: TestContext;
  let inDhaka: string;
  let inMirpur: string;
  let inSylhet: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const sellerId = (await createUser(ctx, { role: 'Seller' })).user._id;
    const categoryId = (await createCategory(ctx))._id;
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
    [inDhaka, inMirpur, inSylhet] = await insertBooks(ctx.db, [
      plainListing({ sellerId, categoryId, productName: 'Heron Tales', location: 'Dhaka', createdAt: at(1) }),
      plainListing({
        sellerId,
        categoryId,
        productName: 'Heron Songs',
        location: 'Mirpur-10, Dhaka',
        createdAt: at(2),
      }),
      plainListing({
        sellerId,
        categoryId,
        productName: 'Heron Notes',
        location: 'Sylhet',
        createdAt: at(3),
      }),
    ]);
  });
  afterAll(() => ctx.close());

  const dialect = () => ctx.config.database.dialect;
  const ids = async (q: string, location?: string) =>
    (await searchBooks(ctx.db, dialect(), { q, location }, { limit: 10 })).books.map((book) => book._id);
  /** SQLite: the rowids of the books whose filters column holds `token`. */
  const holding = async (token: string) =>
    (
      await sql<{ id: string }>`select books.id from books_fts join books on books.rowid = books_fts.rowid
        where books_fts match ${`{search_filters}: "${token}"`} order by books.id`.execute(ctx.db)
    ).rows.map((row) => row.id);
  const integrityCheck = () =>
    sql`insert into books_fts (books_fts, rank) values ('integrity-check', 1)`.execute(ctx.db);

  it('when a place filter is the start of a place, whatever it holds, then those books are found, and only they', async () => {
    expect(await ids('heron', 'dhaka')).toEqual([inDhaka]);
    expect(await ids('heron', 'DHA')).toEqual([inDhaka]);
    expect(await ids('heron', 'mirpur-1')).toEqual([inMirpur]);
    expect(await ids('heron', 'Mirpur-10, Dhaka')).toEqual([inMirpur]);
    expect(await ids('heron', 'Mirpur-10,  Dhaka')).toEqual([]);
    expect(await ids('heron', 'sylhet')).toEqual([inSylhet]);
    expect(await ids('heron', 'khulna')).toEqual([]);
    expect((await ids('heron')).sort()).toEqual([inDhaka, inMirpur, inSylhet].sort());
  });

  it("when a word is only in a book's place, then searching it finds nothing", async () => {
    for (const q of ['dhaka', 'mirpur', 'sylhet', '10', 'gone', 'forsale'])
      expect(await ids(q), q).toEqual([]);
  });

  it('when a book is sold, relisted, moved, advertised and deleted, then the index follows each change', async () => {
    const sell = (id: string, sold: 0 | 1) =>
      ctx.db.updateTable('books').set({ is_sold: sold }).where('id', '=', id).execute();
    await sell(inDhaka, 1);
    expect(await ids('heron', 'dhaka')).toEqual([]);
    if (dialect() === 'sqlite') expect(await holding('·gone')).toEqual([inDhaka]);
    await sell(inDhaka, 0);
    expect(await ids('heron', 'dhaka')).toEqual([inDhaka]);
    await ctx.db.updateTable('books').set({ location: 'Khulna' }).where('id', '=', inSylhet).execute();
    expect(await ids('heron', 'khulna')).toEqual([inSylhet]);
    expect(await ids('heron', 'sylhet')).toEqual([]);
    await ctx.db
      .updateTable('books')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', inSylhet)
      .execute();
    expect(await ids('heron', 'khulna')).toEqual([]);
    if (dialect() !== 'sqlite') return;
    expect(await holding('·gone')).toEqual([inSylhet]);
    expect(await holding('·khulna')).toEqual([inSylhet]);
    expect(await holding('·mirpur·10··dhaka')).toEqual([inMirpur]);
    expect(await holding('·advertised')).toEqual([]);
    await ctx.db.updateTable('books').set({ advertised: 1 }).where('id', '=', inMirpur).execute();
    expect(await holding('·advertised')).toEqual([inMirpur]);
    // Throws (SQLITE_CORRUPT_VTAB) when the index and the books it indexes disagree.
    await integrityCheck();
    await ctx.db.deleteFrom('books').where('id', '=', inSylhet).execute();
    expect(await holding('·gone')).toEqual([]);
    await integrityCheck();
  });
});
