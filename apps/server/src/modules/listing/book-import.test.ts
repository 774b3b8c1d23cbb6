// CSV import of many listings (issue 29, decision 452), on SQLite and PostgreSQL: a preview with per-row
// errors that lists nothing, a publish that lists every good row's copies and skips the bad ones, a second
// publish and the same CSV again that list nothing twice, 500 rows, and only the seller's own import.
import { localise } from '@boibazar/shared/messages';
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
});
