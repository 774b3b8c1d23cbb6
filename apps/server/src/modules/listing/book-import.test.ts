// CSV import of many listings (issue 29, decision 452), on SQLite and PostgreSQL: a preview with per-row
// errors that lists nothing, a publish that lists every good row's copies and skips the bad ones, a second
// publish and the same CSV again that list nothing twice, 500 rows, and only the seller's own import.
import { localise } from '@boibazar/shared/messages';
import { startBookInfoFixture, type BookInfoFixture } from '../../book-info-fixture/fixture-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

const COVER = 'https://covers.example.org/b/id/1-M.jpg';

describe('importing listings from a CSV (decision 452)', () => {
  let ctx: TestContext;
  let category: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    category = (await createCategory(ctx, `Import fiction ${Date.now()}`)).categoryName;
  });
  afterAll(() => ctx.close());

  const preview = (user: TestUser, csv: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/books/import', headers: user.auth, payload: { csv } });
  const publish = (user: TestUser, id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/books/import/${id}/publish`, headers: user.auth });
  const booksOf = async (seller: TestUser) =>
    ctx.db
      .selectFrom('books')
      .select(['product_name', 'resale', 'isbn13', 'location', 'condition'])
      .where('seller_id', '=', seller.user._id)
      .orderBy('product_name')
      .execute();

  const csv = () =>
    [
      'Title,Author,ISBN,Condition,Price,Quantity,Category,District,Image,Phone',
      `Padma Nadir Majhi,Manik Bandopadhyay,978-0-306-40615-7,Good,150,2,${category},Dhaka,${COVER},01711223344`,
      `"Himu, again",Humayun Ahmed,,ভালো,২২০,,${category},চট্টগ্রাম,${COVER},01711223344`,
      `No price,,,Good,,1,${category},Dhaka,${COVER},01711223344`,
      `Bad isbn,,978-0-306-40615-8,Mint,100,1,Nowhere,Atlantis,${COVER},01711223344`,
      `Too many,,,Fair,90,50,${category},Khulna,${COVER},01711223344`,
    ].join('\r\n');

  it('when a seller previews a CSV, then every row shows its errors by column and nothing is listed', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const res = await preview(seller, csv());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ goodRows: 2, badRows: 3, listings: 3, publishedAt: null, bookIds: [] });
    expect(body.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5, 6]);
    expect(body.rows[0]).toMatchObject({
      title: 'Padma Nadir Majhi',
      isbn: '9780306406157',
      condition: 'Good',
      price: 150,
      copies: 2,
      errors: [],
    });
    expect(body.rows[1]).toMatchObject({
      title: 'Himu, again',
      condition: 'Good',
      price: 220,
      copies: 1,
      errors: [],
    });
    expect(body.rows[2].errors).toEqual([{ column: 'price', problem: 'required' }]);
    expect(body.rows[3].errors).toEqual(
      expect.arrayContaining([
        { column: 'condition', problem: 'unknown' },
        { column: 'district', problem: 'unknown' },
        { column: 'category', problem: 'unknown' },
        { column: 'isbn', problem: 'invalid' },
      ]),
    );
    expect(body.rows[4].errors).toEqual([{ column: 'quantity', problem: 'tooMany' }]);
    expect(await booksOf(seller)).toEqual([]);
  });

  it('when the seller publishes, then the good rows are listed (copies too), and publishing again or sending the same CSV lists nothing twice', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const { id } = (await preview(seller, csv())).json();
    const first = await publish(seller, id);
    expect(first.statusCode).toBe(200);
    expect(first.json().bookIds).toHaveLength(3);
    expect(first.json().publishedAt).toEqual(expect.any(String));
    const books = await booksOf(seller);
    expect(books).toEqual([
      { product_name: 'Himu, again', resale: 220, isbn13: null, location: 'Chattogram', condition: 'Good' },
      {
        product_name: 'Padma Nadir Majhi',
        resale: 150,
        isbn13: '9780306406157',
        location: 'Dhaka',
        condition: 'Good',
      },
      {
        product_name: 'Padma Nadir Majhi',
        resale: 150,
        isbn13: '9780306406157',
        location: 'Dhaka',
        condition: 'Good',
      },
    ]);

    const [again, both] = await Promise.all([publish(seller, id), publish(seller, id)]);
    expect(again.json().bookIds).toEqual(first.json().bookIds);
    expect(both.json().bookIds).toEqual(first.json().bookIds);
    const resent = await preview(seller, csv());
    expect(resent.json().id).toBe(id);
    expect((await publish(seller, resent.json().id)).json().bookIds).toEqual(first.json().bookIds);
    expect(await booksOf(seller)).toHaveLength(3);
  });

  it('when the CSV has 500 rows, then all are checked and listed; 501 are refused; a broken CSV is a 400', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const rows = (n: number) =>
      ['title,condition,price,category,district,image,phone']
        .concat(
          Array.from(
            { length: n },
            (_, i) => `Book ${i},Good,${100 + i},${category},Dhaka,${COVER},01711223344`,
          ),
        )
        .join('\n');
    const big = await preview(seller, rows(500));
    expect(big.statusCode).toBe(200);
    expect(big.json()).toMatchObject({ goodRows: 500, badRows: 0 });
    expect((await publish(seller, big.json().id)).json().bookIds).toHaveLength(500);
    expect(await booksOf(seller)).toHaveLength(500);
    expect((await preview(seller, rows(501))).statusCode).toBe(400);
    expect((await preview(seller, 'title,condition\n"unclosed,Good')).statusCode).toBe(400);
    const noColumns = await preview(seller, 'name,price\nX,1');
    expect(noColumns.statusCode).toBe(400);
    for (const message of [
      noColumns.json().error.message,
      'The file could not be read as CSV',
      'A CSV import takes at most 500 rows',
      'The CSV has no rows under its header',
      'Import not found',
    ])
      expect(localise(message, 'bn')).toMatch(/[\u0980-\u09FF]/);
  });

  it("when someone else publishes a seller's import, or a buyer imports, then they are refused", async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const other = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const { id } = (await preview(seller, csv())).json();
    expect((await publish(other, id)).statusCode).toBe(403);
    expect((await publish(seller, 'nope')).statusCode).toBe(404);
    expect((await preview(buyer, csv())).statusCode).toBe(403);
    expect(await booksOf(seller)).toEqual([]);
  });

  describe('with the book-information fixture (decision 456)', () => {
    let fixture: BookInfoFixture;
    let app: TestContext;
    let fixtureCategory: string;
    beforeAll(async () => {
      fixture = await startBookInfoFixture();
      app = await createTestApp({
        BOOK_INFO_PROVIDER: 'openlibrary',
        BOOK_INFO_URL: fixture.baseUrl,
        BOOK_COVERS_URL: fixture.baseUrl,
        // Covers are fetched and re-encoded within the lookup's time; a busy test machine needs more than 3 s.
        BOOK_INFO_TIMEOUT: '20s',
      });
      fixtureCategory = (await createCategory(app, `Import lookups ${Date.now()}`)).categoryName;
    });
    afterAll(async () => {
      await app.close();
      await fixture.close();
    });
    const send = (user: TestUser, method: 'POST' | 'PATCH', url: string, payload?: object, language = 'en') =>
      app.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...user.auth, 'accept-language': language },
        ...(payload && { payload }),
      });
    const change = (user: TestUser, id: string, line: number | string, payload: object, language = 'en') =>
      send(user, 'PATCH', `/books/import/${id}/rows/${line}`, payload, language);

    it('when rows have ISBNs, then each distinct ISBN is looked up once (and remembered), blanks are filled and the preview shows what was found', async () => {
      const seller = await createUser(app, { role: 'Seller' });
      const lookupCsv = [
        'isbn,title,author,condition,price,category,district,phone',
        `978-0-14-032872-1,,,Good,150,${fixtureCategory},Dhaka,01711223344`,
        `9780140328721,My own title,,Fair,120,${fixtureCategory},Dhaka,01711223344`,
        `9789845011129,,,ভালো,200,${fixtureCategory},Khulna,01711223344`,
        `9780306406157,Unknown to all,,Good,90,${fixtureCategory},Dhaka,01711223344`,
      ].join('\n');
      const before = fixture.calls.isbn ?? 0;
      const res = await send(seller, 'POST', '/books/import', { csv: lookupCsv });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().rows;
      expect(rows[0]).toMatchObject({
        title: 'Fantastic Mr Fox',
        found: { title: 'Fantastic Mr Fox', author: 'Roald Dahl', source: 'provider' },
        cells: { title: 'Fantastic Mr Fox', author: 'Roald Dahl', isbn: '978-0-14-032872-1', price: '150' },
        errors: [],
        dropped: false,
      });
      // What the seller typed stays; only blanks are filled.
      expect(rows[1]).toMatchObject({ title: 'My own title', cells: { author: 'Roald Dahl' }, errors: [] });
      expect(rows[2]).toMatchObject({ title: 'হিমু', found: { author: 'হুমায়ূন আহমেদ' }, errors: [] });
      // Nothing found and no photo: the row says so.
      expect(rows[3]).toMatchObject({ found: null, errors: [{ column: 'image', problem: 'required' }] });
      // Three distinct ISBNs, three lookups.
      expect((fixture.calls.isbn ?? 0) - before).toBe(3);
      // Another CSV with a found ISBN: remembered, not asked again.
      const again = await send(seller, 'POST', '/books/import', {
        csv: `isbn,title,condition,price,category,district,phone\n9780140328721,,Good,99,${fixtureCategory},Dhaka,01711223344`,
      });
      expect(again.json().rows[0]).toMatchObject({ title: 'Fantastic Mr Fox', errors: [] });
      expect((fixture.calls.isbn ?? 0) - before).toBe(3);
    });

    it('when the seller changes and drops rows, then each change is checked on the server and publish lists what the rows now say', async () => {
      const seller = await createUser(app, { role: 'Seller' });
      const other = await createUser(app, { role: 'Seller' });
      const editCsv = [
        'isbn,title,condition,price,category,district,phone',
        `9780140328721,,Good,,${fixtureCategory},Dhaka,01711223344`,
        `9780140328721,Second copy,Good,130,${fixtureCategory},Dhaka,01711223344`,
        `,No photo,Good,80,${fixtureCategory},Dhaka,01711223344`,
      ].join('\n');
      const { id, rows } = (await send(seller, 'POST', '/books/import', { csv: editCsv })).json();
      expect(rows[0].errors).toEqual([{ column: 'price', problem: 'required' }]);
      // A value the server refuses is the row's error, not a listing.
      const mint = await change(seller, id, 2, { cells: { price: '175', condition: 'Mint' } });
      expect(mint.statusCode, mint.body).toBe(200);
      expect(mint.json().rows[0].errors).toEqual([{ column: 'condition', problem: 'unknown' }]);
      const fixed = await change(seller, id, 2, { cells: { title: 'Mr Fox, signed', condition: 'ভালো' } });
      expect(fixed.json().rows[0]).toMatchObject({ title: 'Mr Fox, signed', price: 175, errors: [] });
      // A changed ISBN is looked up and fills the blank author (the title stays the seller's).
      const isbn = await change(seller, id, 3, { cells: { isbn: '9789848680902', author: '' } });
      expect(isbn.json().rows[1]).toMatchObject({
        title: 'Second copy',
        found: { title: 'Pather Panchali', source: 'provider' },
        cells: { author: 'Bibhutibhushan Bandyopadhyay' },
      });
      // The lookup found no cover for that book and the row had none: it cannot be listed.
      expect(isbn.json().rows[1].errors).toEqual([{ column: 'image', problem: 'required' }]);
      const dropped = await change(seller, id, 4, { dropped: true });
      expect(dropped.json()).toMatchObject({ goodRows: 1, badRows: 1, droppedRows: 1, listings: 1 });
      // Refusals change nothing.
      expect((await change(other, id, 2, { cells: { price: '1' } })).statusCode).toBe(403);
      expect((await change(seller, id, 99, { dropped: true })).statusCode).toBe(404);
      expect((await change(seller, id, 'x', { dropped: true })).statusCode).toBe(400);
      expect((await change(seller, id, 2, { cells: { colour: 'red' } })).statusCode).toBe(400);
      expect((await change(seller, id, 2, { cells: { price: 'x'.repeat(501) } })).statusCode).toBe(400);
      expect((await change(seller, 'nope', 2, { dropped: true })).statusCode).toBe(404);
      const published = await send(seller, 'POST', `/books/import/${id}/publish`);
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().bookIds).toHaveLength(1);
      const listed = await app.db
        .selectFrom('books')
        .select(['product_name', 'resale', 'condition', 'author'])
        .where('seller_id', '=', seller.user._id)
        .execute();
      expect(listed).toEqual([
        { product_name: 'Mr Fox, signed', resale: 175, condition: 'Good', author: 'Roald Dahl' },
      ]);
      const late = await change(seller, id, 3, { dropped: true }, 'bn');
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('এই ইমপোর্ট আগেই প্রকাশ হয়েছে; এর সারি আর বদলানো যায় না');
      expect(localise('Row not found', 'bn')).toBe('সারি পাওয়া যায়নি');
    });
  });
});
