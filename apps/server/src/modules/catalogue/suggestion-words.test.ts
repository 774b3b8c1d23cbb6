// Suggestions read book_words, the words of each live book's title and author kept by the database
// (decision 395): prefixes in Bangla and Banglish find what the search finds, and a book sold, withdrawn or
// renamed leaves (or changes) its suggestions at once. Runs on SQLite and PostgreSQL (TEST_DB).
import { queryFinds, searchDocument } from '@boibazar/shared/search-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  listThroughApi,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { markBookSold } from './book-write-repository.ts';
import { insertCategory } from './category-repository.ts';

describe('suggestions from the words of titles and authors', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let fiction: string;
  const suggest = async (q: string) =>
    (await ctx.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` })).json() as Array<{
      kind: string;
      text: string;
    }>;
  const texts = async (q: string, kind: 'title' | 'author') =>
    (await suggest(q))
      .filter((s) => s.kind === kind)
      .map((s) => s.text)
      .sort();
  const listed = (overrides: Record<string, unknown>) => listThroughApi(ctx, seller, fiction, overrides);

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller' });
    fiction = (await insertCategory(ctx.db, 'Fiction', 'কথাসাহিত্য'))._id;
    await listed({ productName: 'পথের পাঁচালী', author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়' });
    await listed({ productName: 'হিমু সমগ্র', author: 'হুমায়ূন আহমেদ' });
    await listed({ productName: 'জোছনা ও জননীর গল্প', author: 'হুমায়ূন আহমেদ' });
    await listed({ productName: 'Pather Dabi', author: 'Sarat Chandra Chattopadhyay' });
    await listed({ productName: 'Feluda Samagra', author: 'Satyajit Ray' });
    await listed({ productName: 'Gitanjali', author: 'Rabindranath Tagore' });
  });
  afterAll(() => ctx.close());

  it('when the start of a Bangla word is typed, then the titles and authors it begins are suggested, variants folded', async () => {
    expect(await texts('পথে', 'title')).toEqual(['পথের পাঁচালী']);
    expect(await texts('পথের পাঁ', 'title')).toEqual(['পথের পাঁচালী']);
    // হুমায়ু (short u) begins হুমায়ূন (long u): the variants fold together in the words as in the query.
    expect(await texts('হুমায়ু', 'author')).toEqual(['হুমায়ূন আহমেদ']);
    expect(await texts('হুমায়ূন আহ', 'author')).toEqual(['হুমায়ূন আহমেদ']);
    // Words further in: জননী is the third word of its title.
    expect(await texts('জননী', 'title')).toEqual(['জোছনা ও জননীর গল্প']);
    // Two words must both be held, not only one: হিমু's book is not by a জননী.
    expect(await texts('হিমু জননী', 'title')).toEqual([]);
  });

  it('when a Banglish word or its start is typed, then Bangla titles and authors and Latin ones are suggested', async () => {
    expect(await texts('humayun', 'author')).toEqual(['হুমায়ূন আহমেদ']);
    expect(await texts('humayun ahmed', 'author')).toEqual(['হুমায়ূন আহমেদ']);
    // 'pather' is the key of পথের and the word of Pather Dabi: both titles; 'pather d' only the second.
    expect(await texts('pather', 'title')).toEqual(['Pather Dabi', 'পথের পাঁচালী']);
    expect(await texts('pather da', 'title')).toEqual(['Pather Dabi']);
    expect(await texts('felu', 'title')).toEqual(['Feluda Samagra']);
    // Two words run together meet the pair: sharatchandra finds Sarat Chandra.
    expect(await texts('sharatchandra', 'author')).toEqual(['Sarat Chandra Chattopadhyay']);
    // A Bangla prefix finds the Latin spelling through its key: ঠাকুর is Tagore.
    expect(await texts('ঠাকুর', 'author')).toEqual(['Rabindranath Tagore']);
  });

  it('when a query is typed, then the titles suggested are those of the books the search finds that hold it', async () => {
    for (const q of ['পথ', 'হুমা', 'pa', 'pather', 'sa', 'ra', 'জো', 'gi', 'tagore', 'humayun a']) {
      const found = (
        await ctx.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` })
      ).json() as Array<{
        productName: string;
      }>;
      const expected = [...new Set(found.map((b) => b.productName).filter((t) => queryFinds(q, t)))].sort();
      expect(await texts(q, 'title'), q).toEqual(expected.slice(0, 8));
    }
  });

  it('when a book is sold, withdrawn or renamed, then its suggestions follow at once', async () => {
    const sold = await listed({ productName: 'নীলপদ্ম', author: 'Anon Seller' });
    const withdrawn = await listed({ productName: 'Zoology Diary', author: 'Anon Seller' });
    const renamed = await listed({ productName: 'Kobita Khata', author: 'Anon Seller' });
    expect(await texts('নীল', 'title')).toEqual(['নীলপদ্ম']);
    expect(await texts('zool', 'title')).toEqual(['Zoology Diary']);
    expect(await texts('kobi', 'title')).toEqual(['Kobita Khata']);

    expect(await markBookSold(ctx.db, sold, 'order-of-the-test')).toBe(true);
    expect(await texts('নীল', 'title')).toEqual([]);

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/book/${withdrawn}`,
      headers: seller.auth,
    });
    expect(del.statusCode).toBe(200);
    expect(await texts('zool', 'title')).toEqual([]);

    // No route renames a listing today; a write as the catalogue's repository makes one (the title with
    // its search column) and a raw one (the title alone, the database filling the column) both count.
    await ctx.db
      .updateTable('books')
      .set({ product_name: 'গল্পগুচ্ছ', search_title: searchDocument('গল্পগুচ্ছ', true) })
      .where('id', '=', renamed)
      .execute();
    expect(await texts('kobi', 'title')).toEqual([]);
    expect(await texts('গল্পগু', 'title')).toEqual(['গল্পগুচ্ছ']);
    // The author, unchanged, still leads to the renamed book only.
    expect(await texts('anon', 'author')).toEqual(['Anon Seller']);
    await ctx.db
      .updateTable('books')
      .set({ product_name: 'Shesher Kobita' })
      .where('id', '=', renamed)
      .execute();
    expect(await texts('গল্পগু', 'title')).toEqual([]);
    expect(await texts('shesher', 'title')).toEqual(['Shesher Kobita']);
  });
});
