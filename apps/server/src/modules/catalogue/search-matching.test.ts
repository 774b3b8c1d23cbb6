// Issue 28, Matching: Bangla words whole, script-blind, spelling variants, typos, 'Did you mean' and best
// match first — one list of queries and expected books, run on whichever database TEST_DB names, so the
// SQLite and PostgreSQL runs must give the same answers (docs/decisions/220-matching-and-ranking.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DID_YOU_MEAN_HEADER } from '@boibazar/shared/http';
import {
  createCategory,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { plainListing } from '../../../test/listings.ts';
import { insertBook } from './book-write-repository.ts';

/** The shelf every query runs against: name → title, author, description. */
const SHELF = {
  patherBn: ['পথের পাঁচালী', 'বিভূতিভূষণ বন্দ্যোপাধ্যায়', 'অপু আর দুর্গার গ্রাম'],
  patherEn: ['Pather Panchali', 'Bibhutibhushan Bandyopadhyay', 'Apu and Durga in their village'],
  himu: ['হিমু', 'হুমায়ূন আহমেদ', 'হলুদ পাঞ্জাবি পরা এক যুবক'],
  jochona: ['জোছনা ও জননীর গল্প', 'হুমায়ূন আহমেদ', 'মুক্তিযুদ্ধের উপন্যাস'],
  himuEn: ['Himu Samagra', 'Humayun Ahmed', 'Every Himu story'],
  // Zero-width joiner and non-joiner as some keyboards type them.
  khudhartoZwj: ['ক্ষুধা\u200Dর্ত পাষাণ', 'রবীন্দ্রনাথ ঠাকুর', 'একটি পুরনো প্রাসাদের গল্প'],
  rabZwnj: ['র\u200C্যাবের ডায়েরি', 'অজানা লেখক', 'একটি দিনলিপি'],
  gitanjali: ['Gitanjali', 'Rabindranath Tagore', 'Song offerings'],
  gora: ['গোরা', 'রবীন্দ্রনাথ ঠাকুর', 'উপন্যাস'],
  feluda: ['Feluda Samagra', 'Satyajit Ray', 'Detective stories'],
  devdasBn: ['দেবদাস', 'শরৎচন্দ্র চট্টোপাধ্যায়', 'প্রেমের উপন্যাস'],
  devdasEn: ['Devdas', 'Sarat Chandra Chattopadhyay', 'A tragic love story'],
  // Spelling variants: ী/ি, ূ/ু, য় typed as one code point, ড় typed as one code point.
  madhusudan: ['মেঘনাদবধ কাব্য', 'মাইকেল মধুসূদন দত্ত', 'মহাকাব্য'],
  somoy: ['সেই সম\u09DF', 'সুনীল গঙ্গোপাধ্যায়', 'ঐতিহাসিক উপন্যাস'],
  boro: ['\u09AC\u09DCদিদি', 'শরৎচন্দ্র চট্টোপাধ্যায়', 'পারিবারিক গল্প'],
  kobitaTitle: ['Shesher Kobita', 'Rabindranath Tagore', 'A novel in verse'],
  kobitaAuthor: ['Selected Poems', 'Kobita Sen', 'Poems'],
  kobitaDescription: ['Sonar Tori', 'Rabindranath Tagore', 'Kobita of the rains'],
  kobitaPrefix: ['Kobitaguchchho', 'Anonymous', 'Verses'],
  chemistry: ['Organic Chemistry', 'Morrison Boyd', 'HSC reference'],
} as const;
type Name = keyof typeof SHELF;

/** Query → the books it must find (in this order when `ordered`). Written once for both databases. */
const EXPECTED: Array<{ q: string; books: Name[]; ordered?: boolean }> = [
  // Whole Bangla words: হিম is the start of হিমু (in either script), not of হুমায়ূন (SQLite's unicode61 cut
  // it at vowel signs, so হিম found every book by হুমায়ূন আহমেদ).
  { q: 'হিম', books: ['himu', 'himuEn'] },
  { q: 'হুমায়ূন', books: ['himu', 'jochona', 'himuEn'] },
  // Spelling variants: ু for ূ.
  { q: 'হুমায়ুন', books: ['himu', 'jochona', 'himuEn'] },
  // Zero-width characters in the title or in the query.
  { q: 'ক্ষুধার্ত', books: ['khudhartoZwj'] },
  { q: 'জোছ\u200Cনা', books: ['jochona'] },
  { q: 'র্যাবের', books: ['rabZwnj'] },
  { q: 'র\u200C্যাবের', books: ['rabZwnj'] },
  // Script-blind.
  { q: 'পথের পাঁচালী', books: ['patherBn', 'patherEn'] },
  { q: 'pather panchali', books: ['patherBn', 'patherEn'] },
  { q: 'humayun', books: ['himu', 'jochona', 'himuEn'] },
  { q: 'humayon ahmed', books: ['himu', 'jochona', 'himuEn'] },
  { q: 'ফেলুদা', books: ['feluda'] },
  { q: 'gora', books: ['gora'] },
  { q: 'bibhutibhushan', books: ['patherBn', 'patherEn'] },
  { q: 'tagore', books: ['khudhartoZwj', 'gitanjali', 'gora', 'kobitaTitle', 'kobitaDescription'] },
  { q: 'রবীন্দ্রনাথ', books: ['khudhartoZwj', 'gitanjali', 'gora', 'kobitaTitle', 'kobitaDescription'] },
  { q: 'madhusudan', books: ['madhusudan'] },
  { q: 'মধুসুদন', books: ['madhusudan'] },
  { q: 'সময়', books: ['somoy'] },
  { q: 'বড়দিদি', books: ['boro'] },
  { q: 'bordidi', books: ['boro'] },
  // Typos: a dropped vowel is absorbed by the key; a wrong consonant is corrected from the vocabulary.
  { q: 'rabindranth', books: ['khudhartoZwj', 'gitanjali', 'gora', 'kobitaTitle', 'kobitaDescription'] },
  { q: 'rabimdranath', books: ['khudhartoZwj', 'gitanjali', 'gora', 'kobitaTitle', 'kobitaDescription'] },
  { q: 'sharatchandra', books: ['devdasBn', 'devdasEn', 'boro'] },
  { q: 'chemsitry', books: ['chemistry'] },
  { q: 'gitanjail', books: ['gitanjali'] },
  // Too far to correct (two typos in a 6-letter word), and English as before.
  { q: 'gxrxtx', books: [] },
  { q: 'song offerings', books: ['gitanjali'] },
  // Best match first: title word, title prefix, author, description.
  {
    q: 'kobita',
    books: ['kobitaTitle', 'kobitaPrefix', 'kobitaAuthor', 'kobitaDescription'],
    ordered: true,
  },
];

describe('search matching (issue 28)', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let categoryId: string;
  const idOf = new Map<Name, string>();
  const nameOf = new Map<string, Name>();
  const search = (query: string) => ctx.app.inject({ url: `/api/search?${query}` });
  const names = (res: { json(): unknown }) =>
    (res.json() as Array<{ _id: string }>).map((b) => nameOf.get(b._id) ?? b._id);

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller' });
    categoryId = (await createCategory(ctx))._id;
    let minute = 0;
    for (const [name, [title, author, description]] of Object.entries(SHELF) as Array<
      [Name, readonly [string, string, string]]
    >) {
      minute += 1;
      const id = await insertBook(
        ctx.db,
        plainListing({
          sellerId: seller.user._id,
          categoryId,
          productName: title,
          author,
          description,
          resale: 100 + minute,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
        }),
      );
      idOf.set(name, id);
      nameOf.set(id, name);
    }
  });
  afterAll(() => ctx.close());

  it.each(EXPECTED)(
    'when "$q" is searched, then exactly its books come back',
    async ({ q, books, ordered }) => {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const got = names(res);
      if (ordered) expect(got).toEqual(books);
      else expect([...got].sort()).toEqual([...books].sort());
    },
  );

  it('when the words match nothing even corrected, then the closest title or author is offered, in either script', async () => {
    const none = await search(`q=${encodeURIComponent('gitanjali shakespeare')}`);
    expect(none.json()).toEqual([]);
    expect(decodeURIComponent(String(none.headers[DID_YOU_MEAN_HEADER]))).toBe('Gitanjali');
    const bangla = await search(`q=${encodeURIComponent('হুমায়ূন শেক্সপিয়ার')}`);
    expect(bangla.json()).toEqual([]);
    expect(decodeURIComponent(String(bangla.headers[DID_YOU_MEAN_HEADER]))).toBe('হুমায়ূন আহমেদ');
    const found = await search('q=gitanjali');
    expect(found.headers[DID_YOU_MEAN_HEADER]).toBeUndefined();
    const nothingNear = await search('q=zzqqxxvv');
    expect(nothingNear.headers[DID_YOU_MEAN_HEADER]).toBeUndefined();
  });

  it('when equals tie, then books not reserved for an exchange come first, advertised ones before the rest', async () => {
    const tied = ['Tiebreak Alpha', 'Tiebreak Beta', 'Tiebreak Gamma'].map((title, i) =>
      insertBook(
        ctx.db,
        plainListing({
          sellerId: seller.user._id,
          categoryId,
          productName: title,
          author: 'Tie Writer',
          description: 'Tied',
          advertised: i === 0,
          createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString(),
        }),
      ),
    );
    const [advertised, plain, reserved] = await Promise.all(tied);
    await ctx.db
      .updateTable('books')
      .set({ exchange_state: 'reserved' })
      .where('id', '=', reserved!)
      .execute();
    const ids = (await search('q=tiebreak')).json().map((b: { _id: string }) => b._id);
    expect(ids).toEqual([advertised, plain, reserved]);
    // The other sorts are kept.
    const newest = (await search('q=tiebreak&sort=newest')).json().map((b: { _id: string }) => b._id);
    expect(newest).toEqual([reserved, plain, advertised]);
  });

  it('when a best-match or corrected search is paged by cursor, then every book comes once, in order', async () => {
    for (const q of ['tagore', 'rabimdranath', 'humayun']) {
      const whole = names(await search(`q=${q}&limit=50`));
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await search(`q=${q}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...names(res));
        cursor = res.headers['x-next-cursor'] as string | undefined;
      } while (cursor);
      expect(seen, q).toEqual(whole);
      expect(whole.length, q).toBeGreaterThan(2);
    }
  });

  it('when a best-match cursor is not one we handed out, then 400, never a 500', async () => {
    for (const key of ['yesterday', '12|not-a-time', '~99999|2026-01-01T00:00:00.000Z|x', '~']) {
      const cursor = Buffer.from(JSON.stringify([key, 'x'])).toString('base64url');
      const res = await search(`q=tagore&cursor=${cursor}`);
      expect(res.statusCode, key).toBe(400);
    }
  });

  it('when a title is changed by a plain update that skips the search columns, then the old words stop matching', async () => {
    const id = idOf.get('chemistry')!;
    await ctx.db
      .updateTable('books')
      .set({ product_name: 'Inorganic Physics' })
      .where('id', '=', id)
      .execute();
    expect(names(await search('q=organic'))).toEqual([]);
    expect(names(await search('q=inorganic'))).toEqual(['chemistry']);
  });
});
