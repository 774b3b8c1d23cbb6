import type { Book } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import type { Cursor } from '../../lib/pagination.ts';

/** The columns every book answer needs: the listing joined with its seller. */
export function selectBooks(db: Db) {
  return db
    .selectFrom('books')
    .innerJoin('users as seller', 'seller.id', 'books.seller_id')
    .select([
      'books.id',
      'books.product_name',
      'books.author',
      'books.isbn',
      'books.image',
      'books.location',
      'books.condition',
      'books.resale',
      'books.original',
      'books.years_used',
      'books.purchase_year',
      'books.category_id',
      'books.created_at',
      'books.seller_name',
      'books.contact',
      'books.description',
      'books.is_sold',
      'books.advertised',
      'seller.email as seller_email',
      'seller.verified as seller_verified',
    ])
    .where('books.deleted_at', 'is', null)
    .where('seller.deleted_at', 'is', null);
}

type BookRow = Awaited<ReturnType<ReturnType<typeof selectBooks>['executeTakeFirstOrThrow']>>;

export const toBook = (row: BookRow): Book => ({
  _id: row.id,
  productName: row.product_name,
  author: row.author,
  isbn: row.isbn,
  image: row.image,
  location: row.location,
  condition: row.condition,
  resale: Number(row.resale),
  original: Number(row.original),
  year: Number(row.years_used),
  purchage: Number(row.purchase_year),
  category: row.category_id,
  time: row.created_at,
  sellerName: row.seller_name,
  sellerVerified: row.seller_verified === 1,
  conatct: row.contact,
  description: row.description,
  email: row.seller_email,
  isSold: row.is_sold === 1,
  advertised: row.advertised === 1,
});

export const bookCursor = (book: Book): Cursor => ({ key: book.time, id: book._id });

export interface BookFilter {
  categoryId?: string;
  sellerId?: string;
  advertisedOnly?: boolean;
  includeSold?: boolean;
}

/** Newest first, keyset-paged; fetches limit + 1 rows so the caller can tell whether a next page exists. */
export async function listBooks(
  db: Db,
  filter: BookFilter,
  page: { limit: number; cursor?: Cursor },
): Promise<Book[]> {
  let query = selectBooks(db);
  if (!filter.includeSold) query = query.where('books.is_sold', '=', 0);
  if (filter.categoryId) query = query.where('books.category_id', '=', filter.categoryId);
  if (filter.sellerId) query = query.where('books.seller_id', '=', filter.sellerId);
  if (filter.advertisedOnly) query = query.where('books.advertised', '=', 1);
  const cursor = page.cursor;
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('books.created_at', '<', cursor.key),
        eb.and([eb('books.created_at', '=', cursor.key), eb('books.id', '<', cursor.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('books.created_at', 'desc')
    .orderBy('books.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return rows.map(toBook);
}

export async function findBook(db: Db, id: string): Promise<Book | undefined> {
  const row = await selectBooks(db).where('books.id', '=', id).executeTakeFirst();
  return row && toBook(row);
}
