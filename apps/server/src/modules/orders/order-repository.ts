import {
  orderStatusSchema,
  type Order,
  type OrderAddress,
  type OrderEvent,
  type OrderStatus,
} from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import type { BookingsTable, BookingStatus, OrderActorRole, OrderEventsTable } from '../../db/schema.ts';
import { compiledOnce, rowsOf, rowValues } from '../../lib/compiled-once.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

/** An order as stored, with the ids and times the server needs besides the spec's answer. */
export interface StoredOrder extends Omit<Order, 'actions'> {
  buyerId: string;
  paidAt: string | null;
  handedOverAt: string | null;
  completedAt: string | null;
  buyerReviewedAt: string | null;
  sellerReviewedAt: string | null;
}

/**
 * What the seller gets from the order (decision 240): the price less the fee once the fee is fixed; nothing
 * when the whole price went back; unknown (null) before payment and after a dispute's refund, whose share
 * the ledger's statement shows.
 */
function sellerReceives(row: Pick<BookingsTable, 'price' | 'status' | 'platform_fee'>) {
  if (row.status === 'declined' || row.status === 'expired' || row.status === 'cancelled') return 0;
  if (row.platform_fee === null || row.status === 'refunded') return null;
  return Number(row.price) - Number(row.platform_fee);
}

export const toOrder = (row: Selectable<BookingsTable>): StoredOrder => ({
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
  platformFee: row.platform_fee === null ? null : Number(row.platform_fee),
  sellerReceives: sellerReceives(row),
  paid: row.paid_at !== null || row.status === 'paid',
  status: row.status,
  bookedAt: row.created_at,
  paidAt: row.paid_at,
  handedOverAt: row.handed_over_at,
  completedAt: row.completed_at,
  buyerReviewedAt: row.buyer_reviewed_at,
  sellerReviewedAt: row.seller_reviewed_at,
  delivery: {
    method: row.delivery_method === 'home' ? 'home' : 'meetup',
    fee: Number(row.delivery_fee),
    total: Number(row.price) + Number(row.delivery_fee),
    address: row.delivery_address ? (JSON.parse(row.delivery_address) as OrderAddress) : null,
  },
});

/** What the buyer pays for the order (card, bKash or cash at the door): the book and its delivery. */
export const amountToPay = (order: Pick<StoredOrder, 'price' | 'delivery'>) =>
  order.price + order.delivery.fee;

export const orderCursor = (order: { bookedAt: string; _id: string }): Cursor => ({
  key: order.bookedAt,
  id: order._id,
});

export async function findOrder(db: Db, id: string): Promise<StoredOrder | undefined> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toOrder(row);
}

/** The order with the seller of its book, for everything after the booking. */
export async function findOrderWithSeller(
  db: Db,
  id: string,
): Promise<(StoredOrder & { sellerId: string; sellerName: string }) | undefined> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('books', 'books.id', 'bookings.book_id')
    .selectAll('bookings')
    .select(['books.seller_id', 'books.seller_name'])
    .where('bookings.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { seller_id, seller_name, ...booking } = row;
  return { ...toOrder(booking), sellerId: seller_id, sellerName: seller_name };
}

export async function insertOrder(
  db: Db,
  row: Omit<
    BookingsTable,
    | 'paid_at'
    | 'handed_over_at'
    | 'completed_at'
    | 'buyer_reviewed_at'
    | 'seller_reviewed_at'
    | 'platform_fee'
    | 'delivery_method'
    | 'delivery_fee'
    | 'delivery_address'
  > & { delivery_method?: 'meetup' | 'home'; delivery_fee?: number; delivery_address?: string | null },
): Promise<void> {
  await db.executeQuery(insertOrderQuery(db, null, row));
}

/** insertOrder's statement, built once per database and set of columns (lib/compiled-once.ts): every booking runs it. */
const insertOrderQuery = compiledOnce((db: Db, _shape: null, row: Parameters<typeof insertOrder>[1]) =>
  db.insertInto('bookings').values(row),
);

/** Sets an open order's price (an offer agreed on a book the buyer had booked); false when no longer open. */
export async function repriceOpenOrder(trx: Db, id: string, price: number): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set({ price, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

type StageTimes = Partial<
  Pick<
    BookingsTable,
    | 'paid_at'
    | 'handed_over_at'
    | 'completed_at'
    | 'buyer_reviewed_at'
    | 'seller_reviewed_at'
    | 'platform_fee'
  >
>;

/** from → to, conditionally (`where status = from`); false when the order was not in `from`. */
export async function moveOrder(
  trx: Db,
  id: string,
  from: BookingStatus,
  to: BookingStatus,
  times: StageTimes = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set({ ...times, status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records that one side reviewed the deal, once: false when that side had already. */
export async function markSideReviewed(trx: Db, id: string, side: 'buyer' | 'seller'): Promise<boolean> {
  const column = side === 'buyer' ? 'buyer_reviewed_at' : 'seller_reviewed_at';
  const result = await trx
    .updateTable('bookings')
    .set({ [column]: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'completed')
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewOrderEvent {
  bookingId: string;
  type: string;
  from: BookingStatus | null;
  to: BookingStatus;
  actorRole: OrderActorRole;
  actorId: string | null;
  data?: Record<string, unknown>;
  at?: string;
}

export async function insertOrderEvents(trx: Db, events: NewOrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows: OrderEventsTable[] = events.map((e) => ({
    id: newId(),
    booking_id: e.bookingId,
    type: e.type,
    from_status: e.from,
    to_status: e.to,
    actor_role: e.actorRole,
    actor_id: e.actorId,
    data: e.data ? JSON.stringify(e.data) : null,
    created_at: e.at ?? nowIso(),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await trx.executeQuery(insertOrderEventsQuery(trx, chunk.length, rowValues(chunk)));
  }
}

/** insertOrderEvents' statement, built once per database and number of rows (lib/compiled-once.ts). */
const insertOrderEventsQuery = compiledOnce(
  (db: Db, count: number, values: Record<string, string | number | null>) =>
    db.insertInto('order_events').values(rowsOf<OrderEventsTable>(values, count)),
);

/** The order's timeline, oldest first, with each actor's name. */
export async function listOrderEvents(db: Db, bookingId: string): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom('order_events')
    .leftJoin('users', 'users.id', 'order_events.actor_id')
    .selectAll('order_events')
    .select('users.name as actor_name')
    .where('order_events.booking_id', '=', bookingId)
    .orderBy('order_events.created_at')
    .orderBy('order_events.id')
    .execute();
  return rows.map((row) => {
    const data = (row.data ? JSON.parse(row.data) : {}) as {
      reason?: string;
      handover?: OrderEvent['handover'];
      amount?: number;
    };
    return {
      type: row.type,
      from: row.from_status as OrderStatus | null,
      to: row.to_status as OrderStatus,
      actor: {
        role: row.actor_role,
        name: row.actor_role === 'system' ? 'BoiBazar' : (row.actor_name ?? 'A former member'),
      },
      at: row.created_at,
      reason: data.reason ?? null,
      handover: data.handover ?? null,
      amount: data.amount ?? null,
    };
  });
}

export interface DisputeRow {
  orderId: string;
  bookName: string;
  price: number;
  buyerName: string;
  sellerName: string;
  disputedAt: string;
}

/** Orders in dispute, newest first (bookings_status_idx). */
export async function listDisputedOrders(db: Db, page: Page): Promise<DisputeRow[]> {
  const query = db
    .selectFrom('bookings')
    .innerJoin('books', 'books.id', 'bookings.book_id')
    .select([
      'bookings.id',
      'bookings.book_name',
      'bookings.price',
      'bookings.buyer_name',
      'books.seller_name',
      'bookings.updated_at',
    ])
    .where('bookings.status', '=', 'disputed');
  const rows = await newestFirst(query, { key: 'bookings.updated_at', id: 'bookings.id' }, page).execute();
  return rows.map((r) => ({
    orderId: r.id,
    bookName: r.book_name,
    price: Number(r.price),
    buyerName: r.buyer_name,
    sellerName: r.seller_name,
    disputedAt: r.updated_at,
  }));
}

/** The reasons the buyers gave when they opened these disputes. */
export async function disputeReasons(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_events')
    .select(['booking_id', 'data'])
    .where('booking_id', 'in', orderIds)
    .where('type', '=', 'disputed')
    .orderBy('created_at')
    .execute();
  return new Map(
    rows.map((r) => [r.booking_id, (JSON.parse(r.data ?? '{}') as { reason?: string }).reason ?? '']),
  );
}

/** A timeline row that is not a change of stage (e.g. the refund reached the buyer's card). */
export async function recordOrderNote(
  trx: Db,
  orderId: string,
  type: string,
  data: Record<string, unknown>,
): Promise<void> {
  const order = await findOrder(trx, orderId);
  if (!order) return;
  await insertOrderEvents(trx, [
    {
      bookingId: orderId,
      type,
      from: order.status,
      to: order.status,
      actorRole: 'system',
      actorId: null,
      data,
    },
  ]);
}

/** Deals the seller has completed (the public profile's "completed sales"). */
export async function countCompletedSales(db: Db, sellerId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('books', 'books.id', 'bookings.book_id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('books.seller_id', '=', sellerId)
    .where('bookings.status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The buyer's cash-on-delivery orders still waiting for the cash (bookings_buyer_idx). */
export async function countOpenCodOrders(db: Db, buyerId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('buyer_id', '=', buyerId)
    .where('status', 'in', ['cod', 'cod_handed_over'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Cancels the open (unpaid) bookings of these books, or of this buyer, at `now`; answers the rows it
 * cancelled. Paid ones are money records and stay.
 */
export function cancelOpenBookings(
  trx: Db,
  which: { bookIds: string[]; except?: string | null } | { buyerId: string },
  now: string,
) {
  let query = trx
    .updateTable('bookings')
    .set({ status: 'cancelled', updated_at: now })
    .where('status', '=', 'open');
  if ('except' in which && which.except) query = query.where('id', '!=', which.except);
  query =
    'bookIds' in which
      ? query.where('book_id', 'in', which.bookIds)
      : query.where('buyer_id', '=', which.buyerId);
  return query.returning(['id', 'buyer_id', 'book_id', 'book_name', 'price', 'delivery_fee']).execute();
}

/** How many open bookings these books have (a deleted seller's summary, counted before they go). */
export async function countOpenBookingsOf(trx: Db, bookIds: string[]): Promise<number> {
  if (bookIds.length === 0) return 0;
  const row = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'open')
    .where('book_id', 'in', bookIds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Bookings by status, for the admin's overview. */
export async function orderStats(
  db: Db,
): Promise<{ total: number; open: number; paid: number; byStatus: Record<OrderStatus, number> }> {
  const rows = await db
    .selectFrom('bookings')
    .select((eb) => ['status', eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
  const byStatus = Object.fromEntries(orderStatusSchema.options.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) byStatus[row.status as OrderStatus] = Number(row.count);
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    open: byStatus.open,
    paid: byStatus.paid,
    byStatus,
  };
}

/** The stage and handover time of these orders (for when their held money releases, decision 440). */
export function orderStagesOf(db: Db, ids: string[]) {
  return db
    .selectFrom('bookings')
    .select(['id', 'status', 'handed_over_at'])
    .where('id', 'in', ids)
    .execute();
}
