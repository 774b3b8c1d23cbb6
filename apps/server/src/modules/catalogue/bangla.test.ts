// Issue 17: Bangla books are found by search (whole words, prefixes, author, description, mixed with
// English) and numbers typed in Bengali digits are stored as the same integers, on both databases.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
  listThroughApi,
} from '../../../test/test-app.ts';

describe('Bangla listings and search', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let categoryId: string;
  const ids = (res: { json(): unknown }) => (res.json() as Array<{ _id: string }>).map((b) => b._id).sort();
  const search = (q: string) => ctx.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller' });
    categoryId = (await createCategory(ctx))._id;
  });
  afterAll(() => ctx.close());

  const listed = (overrides: Record<string, unknown>) => listThroughApi(ctx, seller, categoryId, overrides);

  it('when prices, years and the phone are typed in Bengali digits, then the same integers and digits are stored', async () => {
    const id = await listed({
      resale: '১২৫০',
      original: '১২৫০০০',
      purchage: '২০১৯',
      year: '৩',
      conatct: '০১৭১১-২২৩৩৪৪',
    });
    const book = (await ctx.app.inject({ url: `/api/books/${id}`, headers: seller.auth })).json();
    expect(book.resale).toBe(1250);
    expect(book.original).toBe(125000);
    expect(book.purchage).toBe(2019);
    expect(book.year).toBe(3);
    expect(book.conatct).toBe('01711-223344');
  });

  it('when a Bengali-digit price is not a number, then it is refused with the field named', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: { resale: '১২x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('when Bangla titles, authors and descriptions are searched by word, prefix and mixed script, then the right books come back', async () => {
    const tag = randomBytes(3).toString('hex');
    const humayun = await listed({
      productName: `জোছনা ও জননীর গল্প ${tag}`,
      author: 'হুমায়ূন আহমেদ',
      description: 'মুক্তিযুদ্ধের সময়ের এক পরিবারের গল্প',
    });
    const gitanjali = await listed({
      productName: `গীতাঞ্জলি ${tag}`,
      author: 'রবীন্দ্রনাথ ঠাকুর',
      description: 'Song offerings, the original Bangla poems',
    });
    expect(ids(await search(`হুমায়ূন ${tag}`))).toEqual([humayun]);
    expect(ids(await search(`হুমা ${tag}`))).toEqual([humayun]);
    expect(ids(await search(`গীতাঞ্জলি ${tag}`))).toEqual([gitanjali]);
    expect(ids(await search(`গীতা ${tag}`))).toEqual([gitanjali]);
    expect(ids(await search(`মুক্তিযুদ্ধের ${tag}`))).toEqual([humayun]);
    expect(ids(await search(`রবীন্দ্রনাথ song ${tag}`))).toEqual([gitanjali]);
    // Vowel signs are letters, not accents: জননী must not find জোছনা's neighbours by stripping them.
    expect(ids(await search(`জনন ${tag}`))).toEqual([humayun]);
    expect(ids(await search(`জিনন ${tag}`))).toEqual([]);
  });
});
