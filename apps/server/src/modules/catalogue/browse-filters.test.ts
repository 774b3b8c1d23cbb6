// Issue 28's filter bar and suggestions: filter values are keys, typed in either language; counts per value;
// suggestions from two letters in both scripts (decision 340). Runs on SQLite and PostgreSQL (TEST_DB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
  listThroughApi,
  testDialect,
} from '../../../test/test-app.ts';
import { insertCategory } from './category-repository.ts';
import { countFacets } from './search-repository.ts';

describe('browse filters, counts and suggestions', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let fiction: string;
  let poem: string;
  const ids = (res: { json(): unknown }) => (res.json() as Array<{ _id: string }>).map((b) => b._id).sort();
  const get = (url: string) => ctx.app.inject({ url });
  const search = (query: Record<string, string>) => get(`/api/search?${new URLSearchParams(query)}`);

  const listed = (overrides: Record<string, unknown>) => listThroughApi(ctx, seller, fiction, overrides);

  let himu: string, himuKhulna: string, pather: string, feluda: string, poems: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller' });
    fiction = (await insertCategory(ctx.db, 'Fiction', 'কথাসাহিত্য'))._id;
    poem = (await insertCategory(ctx.db, 'Poem', 'কবিতা'))._id;
    himu = await listed({ productName: 'হিমু সমগ্র', author: 'হুমায়ূন আহমেদ', condition: 'Good', resale: 250 });
    himuKhulna = await listed({
      productName: 'হিমুর হাতে কয়েকটি নীলপদ্ম',
      author: 'হুমায়ূন আহমেদ',
      location: 'Khulna',
      condition: 'Like New',
      resale: 400,
      cashOnDelivery: true,
    });
    pather = await listed({
      productName: 'Pather Panchali',
      author: 'Bibhutibhushan Bandyopadhyay',
      condition: 'Fair',
      resale: 150,
      openToExchange: true,
      wants: 'Any novel',
      cashOnDelivery: true,
    });
    feluda = await listed({
      productName: 'Feluda Samagra',
      author: 'Satyajit Ray',
      location: 'Chattogram',
      resale: 900,
    });
    poems = await listed({
      productName: 'Sanchayita',
      author: 'Rabindranath Tagore',
      category: poem,
      resale: 300,
    });
  });
  afterAll(() => ctx.close());

  it('when the condition is typed in Bangla (ভালো, ভাল) or any case, then it filters by its key', async () => {
    expect(ids(await search({ condition: 'ভালো' }))).toEqual([himu, feluda, poems].sort());
    expect(ids(await search({ condition: 'ভাল' }))).toEqual([himu, feluda, poems].sort());
    expect(ids(await search({ condition: 'good' }))).toEqual([himu, feluda, poems].sort());
    expect(ids(await search({ condition: 'প্রায় নতুন' }))).toEqual([himuKhulna]);
    expect(ids(await search({ condition: 'Unheard of' }))).toEqual([]);
  });

  it('when the district is typed in Bangla (ঢাকা) or an old spelling, then it filters by its key', async () => {
    expect(ids(await search({ location: 'ঢাকা' }))).toEqual([himu, pather, poems].sort());
    expect(ids(await search({ location: 'Chittagong' }))).toEqual([feluda]);
    expect(ids(await search({ location: 'চট্টগ্রাম' }))).toEqual([feluda]);
    expect(ids(await search({ q: 'হিমু', location: 'ঢাকা', condition: 'ভালো' }))).toEqual([himu]);
  });

  it('when cash on delivery, exchange, price and category are chosen, then every filter applies together', async () => {
    expect(ids(await search({ cod: '1' }))).toEqual([himuKhulna, pather].sort());
    expect(ids(await search({ cod: '1', exchange: '1' }))).toEqual([pather]);
    expect(ids(await search({ minPrice: '200', maxPrice: '400', category: fiction }))).toEqual(
      [himu, himuKhulna].sort(),
    );
    expect(ids(await search({ category: poem, q: 'tagore' }))).toEqual([poems]);
    // Sorted and paged: two at a time by price, the cursor carrying the filters' order.
    const first = await get(`/api/search?sort=price_asc&limit=2&location=${encodeURIComponent('ঢাকা')}`);
    expect((first.json() as Array<{ resale: number }>).map((b) => b.resale)).toEqual([150, 250]);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await get(
      `/api/search?sort=price_asc&limit=2&location=Dhaka&cursor=${encodeURIComponent(cursor)}`,
    );
    expect((second.json() as Array<{ resale: number }>).map((b) => b.resale)).toEqual([300]);
  });

  it('when a filter value is bad, then the answer is a 400 with the field and nothing else', async () => {
    const res = await search({ cod: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
    expect((await search({ minPrice: '-5' })).statusCode).toBe(400);
  });

  it('when the facets are asked, then each value is counted with the other filters kept and its own left out', async () => {
    const all = (await get('/api/search/facets')).json();
    expect(all.total).toBe(5);
    expect(all.categories).toEqual([
      { value: fiction, count: 4 },
      { value: poem, count: 1 },
    ]);
    expect(all.districts).toEqual([
      { value: 'Dhaka', count: 3 },
      { value: 'Chattogram', count: 1 },
      { value: 'Khulna', count: 1 },
    ]);
    expect(all.cod).toBe(2);
    expect(all.exchange).toBe(1);

    const humayun = (
      await get(`/api/search/facets?q=humayun&condition=${encodeURIComponent('ভালো')}`)
    ).json();
    expect(humayun.total).toBe(1);
    // The condition list ignores the condition filter: both of Humayun Ahmed's conditions are offered.
    expect(humayun.conditions).toEqual([
      { value: 'Good', count: 1 },
      { value: 'Like New', count: 1 },
    ]);
    expect(humayun.districts).toEqual([{ value: 'Dhaka', count: 1 }]);
    expect((await get('/api/search/facets?cod=perhaps')).statusCode).toBe(400);
  });

  it('when more books match than are counted, then the facets say so and each count is a lower bound', async () => {
    const exact = await countFacets(ctx.db, testDialect, { location: 'Dhaka' });
    expect(exact.capped).toBeUndefined();
    expect(exact.total).toBe(3);
    const capped = await countFacets(ctx.db, testDialect, { location: 'Dhaka' }, 2);
    expect(capped.capped).toBe(true);
    // Three books of the five are read; none is counted twice and no count exceeds the exact one.
    const read = capped.categories.reduce((sum, c) => sum + c.count, 0);
    expect(read).toBeLessThanOrEqual(3);
    expect(capped.total).toBeLessThanOrEqual(exact.total);
    for (const list of ['categories', 'conditions', 'districts'] as const)
      for (const { value, count } of capped[list])
        expect(count).toBeLessThanOrEqual(exact[list].find((e) => e.value === value)?.count ?? 0);
    expect(capped.cod).toBeLessThanOrEqual(exact.cod);
    // Below the cap the answer is whole again.
    expect((await countFacets(ctx.db, testDialect, { location: 'Dhaka' }, 5)).capped).toBeUndefined();
  });

  it('when two letters are typed in either script, then titles, authors and categories are suggested', async () => {
    const bangla = (await get(`/api/search/suggestions?q=${encodeURIComponent('হিম')}`)).json();
    expect(bangla).toEqual(
      expect.arrayContaining([
        { kind: 'title', text: 'হিমু সমগ্র' },
        { kind: 'title', text: 'হিমুর হাতে কয়েকটি নীলপদ্ম' },
      ]),
    );
    expect(bangla.some((s: { kind: string }) => s.kind === 'author')).toBe(false);

    const latin = (await get('/api/search/suggestions?q=humayun')).json();
    expect(latin).toEqual(expect.arrayContaining([{ kind: 'author', text: 'হুমায়ূন আহমেদ' }]));
    const variant = (await get(`/api/search/suggestions?q=${encodeURIComponent('হুমায়ুন')}`)).json();
    expect(variant).toEqual([{ kind: 'author', text: 'হুমায়ূন আহমেদ' }]);

    expect((await get('/api/search/suggestions?q=fe')).json()).toEqual([
      { kind: 'title', text: 'Feluda Samagra' },
    ]);
    expect((await get(`/api/search/suggestions?q=${encodeURIComponent('কবি')}`)).json()).toEqual([
      { kind: 'category', text: 'কবিতা', categoryId: poem },
    ]);
    expect((await get('/api/search/suggestions?q=po')).json()).toEqual([
      { kind: 'category', text: 'Poem', categoryId: poem },
    ]);
    expect((await get('/api/search/suggestions?q=zzqx')).json()).toEqual([]);
  });

  it('when fewer than two letters are typed, then suggestions refuse with a 400 in the reader language', async () => {
    const res = await ctx.app.inject({
      url: '/api/search/suggestions?q=a',
      headers: { 'accept-language': 'bn' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('অন্তত দুটি অক্ষর লিখুন');
  });
});
