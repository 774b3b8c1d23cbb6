// Issue 28's demo shelf: a first start shows Bangla books in Bangla script, found by search in either
// script. Runs on SQLite and PostgreSQL (TEST_DB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { demoBooks } from './seed-demo-data.ts';

describe('demo data', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ DEMO_DATA: '1' });
  });
  afterAll(() => ctx?.close());

  const titles = async (q: string) =>
    (
      (await ctx.app.inject({ url: `/api/search?${new URLSearchParams({ q })}` })).json() as Array<{
        productName: string;
      }>
    ).map((book) => book.productName);

  it('when the demo shelf is seeded, then it holds Bangla titles and authors in Bangla script', () => {
    const bangla = demoBooks().filter((book) => /[\u0980-\u09FF]/.test(book.title + book.author));
    expect(bangla.length).toBeGreaterThanOrEqual(20);
    expect(new Set(bangla.map((book) => book.category)).size).toBe(4);
  });

  it('when a visitor searches the demo shop in Bangla or romanised, then the Bangla books are found', async () => {
    expect(await titles('হুমায়ুন')).toEqual(expect.arrayContaining(['হিমু', 'মিসির আলি সমগ্র', 'Himu Samagra']));
    expect(await titles('পথের পাঁচালী')).toEqual(expect.arrayContaining(['পথের পাঁচালী', 'Pather Panchali']));
    expect(await titles('zafar iqbal')).toEqual(expect.arrayContaining(['আমার বন্ধু রাশেদ', 'দীপু নাম্বার টু']));
    const suggestions = (
      await ctx.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent('ফেলু')}` })
    ).json() as Array<{ text: string }>;
    expect(suggestions.map((s) => s.text)).toContain('ফেলুদা সমগ্র');
  });
});
