// A whole shelf at once (the demo data's use-case, decision 497): its categories, its books in them, and each
// book announced as listed like any listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { inTransaction } from '../../events/index.ts';
import { addShelf } from './index.ts';

describe('adding a shelf', () => {
  let ctx: TestContext;
  const listed: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.app.events.subscribe('book.listed', async ({ bookId }) => {
      listed.push(bookId);
    });
  });
  afterAll(() => ctx.close());

  const book = (sellerId: string, productName: string, category: number) => ({
    sellerId,
    category,
    productName,
    image: 'https://example.test/cover.webp',
    location: 'Dhaka',
    condition: 'Good',
    resale: 100,
    original: 200,
    yearsUsed: 1,
    purchaseYear: 2024,
    sellerName: 'Shelf Seller',
    contact: '01711000000',
    description: 'A shelf book',
  });

  it('when a shelf is added, then its books are in their categories and each is announced as listed once', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const ids = await inTransaction(ctx.db, (trx) =>
      addShelf(trx, {
        categories: [{ name: 'Shelf Poems', nameBn: 'কবিতা' }, { name: 'Shelf Novels' }],
        books: [
          book(seller.user._id, 'First poem', 0),
          book(seller.user._id, 'First novel', 1),
          book(seller.user._id, 'Second novel', 1),
        ],
      }),
    );
    expect(ids).toHaveLength(3);
    expect(listed).toEqual(ids);
    const rows = await ctx.db
      .selectFrom('books')
      .innerJoin('categories', 'categories.id', 'books.category_id')
      .select(['books.id', 'books.product_name', 'categories.name', 'categories.name_bn'])
      .where('books.id', 'in', ids)
      .orderBy('books.product_name')
      .execute();
    expect(rows.map((r) => [r.product_name, r.name, r.name_bn])).toEqual([
      ['First novel', 'Shelf Novels', null],
      ['First poem', 'Shelf Poems', 'কবিতা'],
      ['Second novel', 'Shelf Novels', null],
    ]);
  });

  it('when a book names a category the shelf does not have, then nothing is added', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const before = await ctx.db.selectFrom('categories').select('id').execute();
    await expect(
      inTransaction(ctx.db, (trx) =>
        addShelf(trx, {
          categories: [{ name: 'Lonely Shelf' }],
          books: [book(seller.user._id, 'Nowhere', 1)],
        }),
      ),
    ).rejects.toThrow(/no category 1/);
    expect(await ctx.db.selectFrom('categories').select('id').execute()).toHaveLength(before.length);
  });
});
