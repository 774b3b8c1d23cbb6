// Every query of `offers`: the insert, the conditional updates that move an offer (each one winner), and
// the lists. Reads join the book, both people and the order, so answers need no second query.
import type { OfferSide, OfferStatus } from '@boibazar/shared/offers';
import type { Db } from '../../db/database.ts';
import type { OffersTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

export async function insertOffer(trx: Db, row: OffersTable): Promise<void> {
  await trx.insertInto('offers').values(row).execute();
}

/**
 * Takes the buyer's row lock inside the transaction, so two offers by one buyer are counted one after the
 * other (the limit of open offers cannot be passed by sending them together).
 */
export async function holdBuyer(trx: Db, buyerId: string): Promise<void> {
  // A no-op write of a non-key column: on PostgreSQL a row lock that does not hold back rows pointing at it.
  await trx
    .updateTable('users')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', buyerId)
    .execute();
}

export async function countOpenOffersOfBuyer(db: Db, buyerId: string): Promise<number> {
  const row = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findOpenOfferOf(db: Db, bookId: string, buyerId: string) {
  return db
    .selectFrom('offers')
    .select('id')
    .where('book_id', '=', bookId)
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

function selectOffers(db: Db) {
  return db
    .selectFrom('offers')
    .innerJoin('books', 'books.id', 'offers.book_id')
    .innerJoin('users as buyer', 'buyer.id', 'offers.buyer_id')
    .innerJoin('users as seller', 'seller.id', 'offers.seller_id')
    .leftJoin('bookings', 'bookings.id', 'offers.order_id')
    .selectAll('offers')
    .select([
      'books.product_name as book_name',
      'books.image as book_image',
      'buyer.name as buyer_name',
      'seller.name as seller_name',
      'bookings.status as order_status',
    ]);
}

export type StoredOffer = Awaited<ReturnType<ReturnType<typeof selectOffers>['executeTakeFirstOrThrow']>>;

export async function findOffer(db: Db, id: string): Promise<StoredOffer | undefined> {
  return selectOffers(db).where('offers.id', '=', id).executeTakeFirst();
}

export async function findAcceptedOfferOfOrder(db: Db, orderId: string) {
  return db
    .selectFrom('offers')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
}

export const offerCursor = (offer: StoredOffer): Cursor => ({ key: offer.updated_at, id: offer.id });

/** The caller's offers as buyer or seller, most recently changed first. */
export async function listOffersOf(
  db: Db,
  userId: string,
  filter: { role: OfferSide; status?: OfferStatus },
  page: Page,
): Promise<StoredOffer[]> {
  let query = selectOffers(db).where(
    filter.role === 'buyer' ? 'offers.buyer_id' : 'offers.seller_id',
    '=',
    userId,
  );
  if (filter.status) query = query.where('offers.status', '=', filter.status);
  return newestFirst(query, { key: 'offers.updated_at', id: 'offers.id' }, page).execute();
}

/** Who moves the offer and what must still hold: the conditional part of every transition. */
export interface OfferGuard {
  id: string;
  status: OfferStatus;
  /** Only when the offer waits for this side. */
  turn?: OfferSide;
  /** Only in this round (a counter moves it on). */
  round?: number;
  /** Only while unanswered time remains. */
  notExpiredAt?: string;
}

/** One conditional update; false when the offer was no longer as `guard` says (someone else moved first). */
export async function moveOffer(
  trx: Db,
  guard: OfferGuard,
  changes: Partial<
    Pick<OffersTable, 'status' | 'amount' | 'round' | 'turn' | 'expires_at' | 'order_id' | 'pay_by'>
  >,
): Promise<boolean> {
  let query = trx
    .updateTable('offers')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', guard.id)
    .where('status', '=', guard.status);
  if (guard.turn) query = query.where('turn', '=', guard.turn);
  if (guard.round !== undefined) query = query.where('round', '=', guard.round);
  if (guard.notExpiredAt) query = query.where('expires_at', '>', guard.notExpiredAt);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
