import type { Order } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import type { BookingsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

/** An order with the ids the server needs besides the spec's answer. */
export interface StoredOrder extends Order {
  buyerId: string;
}

export const toOrder = (row: BookingsTable): StoredOrder => ({
  _id: row.id,
  buyerId: row.buyer_id,
  buyerName: row.buyer_name,
  email: row.email,
  bookName: row.book_name,
  price: Number(row.price),
  phone: row.phone,
  location: row.location,
  photo: row.photo,
  productId: row.book_id,
  paid: row.status === 'paid',
  status: row.status,
  bookedAt: row.created_at,
});

/** The spec's answer without server-only ids. */
export const publicOrder = ({ buyerId: _buyerId, ...order }: StoredOrder): Order => order;

export const orderCursor = (order: Order): Cursor => ({ key: order.bookedAt, id: order._id });

export async function findOrder(db: Db, id: string): Promise<StoredOrder | undefined> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toOrder(row);
}

export async function insertOrder(db: Db, row: BookingsTable): Promise<void> {
  await db.insertInto('bookings').values(row).execute();
}

export function findOpenOrder(db: Db, bookId: string, buyerId: string) {
  return db
    .selectFrom('bookings')
    .select('id')
    .where('book_id', '=', bookId)
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** The buyer's unpaid, uncancelled bookings (at most `limit`, newest first): which books await payment. */
export function listOpenOrdersOfBuyer(db: Db, buyerId: string, limit: number) {
  return db
    .selectFrom('bookings')
    .select([
      'id as _id',
      'book_id as productId',
      'book_name as bookName',
      'price',
      'photo',
      'created_at as bookedAt',
    ])
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'open')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, price: Number(row.price) })));
}

/** Bookings of the seller's books by state: how many wait for payment, how many are paid and for how much. */
export async function summariseSellerOrders(db: Db, sellerId: string) {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('books', 'books.id', 'bookings.book_id')
    .select((eb) => [
      'bookings.status',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('bookings.price').as('total'),
    ])
    .where('books.seller_id', '=', sellerId)
    .where('bookings.status', 'in', ['open', 'paid'])
    .groupBy('bookings.status')
    .execute();
  const of = (status: string) => rows.find((row) => row.status === status);
  return {
    openBookings: Number(of('open')?.n ?? 0),
    paidOrders: Number(of('paid')?.n ?? 0),
    earnings: Number(of('paid')?.total ?? 0),
  };
}

/** The buyer's orders, newest first (bookings_buyer_idx). */
export async function listOrdersOfBuyer(db: Db, buyerId: string, page: Page): Promise<StoredOrder[]> {
  const query = db.selectFrom('bookings').selectAll().where('buyer_id', '=', buyerId);
  const rows = await newestFirst(query, { key: 'created_at', id: 'id' }, page).execute();
  return rows.map(toOrder);
}

/** Bookings of the seller's books, newest first (books_seller_idx, bookings_book_created_idx). */
export async function listOrdersOfSeller(db: Db, sellerId: string, page: Page): Promise<StoredOrder[]> {
  const query = db
    .selectFrom('bookings')
    .innerJoin('books', 'books.id', 'bookings.book_id')
    .selectAll('bookings')
    .where('books.seller_id', '=', sellerId);
  const rows = await newestFirst(query, { key: 'bookings.created_at', id: 'bookings.id' }, page).execute();
  return rows.map(toOrder);
}

/** open → paid, conditionally; false when the order is no longer open. */
export async function markOrderPaid(trx: Db, orderId: string): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set({ status: 'paid', updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** open → cancelled, conditionally; false when the order is no longer open. */
export async function markOrderCancelled(trx: Db, orderId: string): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes every other open order of a sold book; returns the ids it closed. */
export async function cancelOpenOrdersOfBook(trx: Db, bookId: string): Promise<string[]> {
  const rows = await trx
    .updateTable('bookings')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('book_id', '=', bookId)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
