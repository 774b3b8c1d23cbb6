// The catalogue's side of exchanges (issue 14): reserving the books of an accepted exchange with the same
// conditional update a sale uses (decision 031), releasing or marking them exchanged, and the wants
// matching behind "swap match" suggestions and wants notifications.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A listing as an exchange checks it, deleted ones included (decision 463: a domain record). */
export interface ExchangeListing {
  id: string;
  sellerId: string;
  title: string;
  author: string | null;
  photo: string;
  /** The asking price, whole Taka. */
  price: number;
  condition: string;
  isSold: boolean;
  removed: boolean;
  openToExchange: boolean;
  exchangeState: 'reserved' | 'exchanged' | null;
}

/** The listings by id (deleted ones included, marked `removed`), for checking an exchange's books. */
export async function findExchangeListings(db: Db, ids: string[]): Promise<Map<string, ExchangeListing>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('books')
    .innerJoin('users as seller', 'seller.id', 'books.seller_id')
    .select([
      'books.id',
      'books.seller_id',
      'books.product_name',
      'books.author',
      'books.image',
      'books.resale',
      'books.condition',
      'books.is_sold',
      'books.deleted_at',
      'seller.deleted_at as seller_deleted_at',
      'books.open_to_exchange',
      'books.exchange_state',
    ])
    .where('books.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        sellerId: r.seller_id,
        title: r.product_name,
        author: r.author,
        photo: r.image,
        price: Number(r.resale),
        condition: r.condition,
        isSold: Number(r.is_sold) === 1,
        removed: r.deleted_at !== null || r.seller_deleted_at !== null,
        openToExchange: Number(r.open_to_exchange) === 1,
        exchangeState: r.exchange_state,
      },
    ]),
  );
}

/**
 * Takes the book for an accepted exchange: the sale's own conditional update (`is_sold` 0 → 1 on a live
 * listing), so an accept racing a sale or another accept has one winner. False when it was taken first.
 */
export async function reserveBookForExchange(trx: Db, bookId: string): Promise<boolean> {
  const result = await trx
    .updateTable('books')
    .set({ is_sold: 1, exchange_state: 'reserved' })
    .where('id', '=', bookId)
    .where('is_sold', '=', 0)
    .where('held_for_order', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The exchange was cancelled: its reserved books are unsold again; answers how many were reserved. */
export async function unreserveExchangeBooks(trx: Db, bookIds: string[]): Promise<number> {
  if (bookIds.length === 0) return 0;
  const result = await trx
    .updateTable('books')
    .set({ is_sold: 0, exchange_state: null })
    .where('id', 'in', bookIds)
    .where('exchange_state', '=', 'reserved')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The exchange completed: its books stay off sale, shown as exchanged; answers how many were reserved. */
export async function setBooksExchanged(trx: Db, bookIds: string[]): Promise<number> {
  if (bookIds.length === 0) return 0;
  const result = await trx
    .updateTable('books')
    .set({ exchange_state: 'exchanged' })
    .where('id', 'in', bookIds)
    .where('exchange_state', '=', 'reserved')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const containsSql = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likeText(text)} escape '\\'`;

/** Sellers (not `sellerId`) whose listings open to exchange say they want this title or author. */
export async function sellersWanting(
  trx: Db,
  book: { sellerId: string; productName: string; author: string | null },
): Promise<string[]> {
  const rows = await trx
    .selectFrom('books')
    .select('seller_id')
    .distinct()
    .where('open_to_exchange', '=', 1)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .where('wants', '<>', '')
    .where('seller_id', '<>', book.sellerId)
    .where((eb) =>
      eb.or([
        containsSql('wants', book.productName),
        ...(book.author && book.author.length >= 3 ? [containsSql('wants', book.author)] : []),
      ]),
    )
    .limit(500)
    .execute();
  return rows.map((r) => r.seller_id);
}

/** Does this wants text name that book (its title, or its author)? */
function wantsNames(wantsColumn: string, titleColumn: string, authorColumn: string) {
  const wants = sql.ref(wantsColumn);
  const title = sql.ref(titleColumn);
  const author = sql.ref(authorColumn);
  return sql<boolean>`(lower(${wants}) like '%' || lower(${title}) || '%' or (${author} is not null and length(${author}) >= 3 and lower(${wants}) like '%' || lower(${author}) || '%'))`;
}

/**
 * Swap matches: pairs (one of my books open to exchange, one of theirs) where my wants name their book
 * and their wants name mine. At most `limit` pairs.
 */
export async function findSwapMatches(
  db: Db,
  sellerId: string,
  limit: number,
): Promise<Array<{ mine: string; theirs: string; sellerId: string }>> {
  const rows = await db
    .selectFrom('books as mine')
    .innerJoin('books as theirs', (join) => join.on('theirs.seller_id', '<>', sellerId))
    .innerJoin('users as seller', 'seller.id', 'theirs.seller_id')
    .select(['mine.id as mine', 'theirs.id as theirs', 'theirs.seller_id as sellerId'])
    .where('mine.seller_id', '=', sellerId)
    .where('mine.open_to_exchange', '=', 1)
    .where('mine.is_sold', '=', 0)
    .where('mine.deleted_at', 'is', null)
    .where('mine.wants', '<>', '')
    .where('theirs.open_to_exchange', '=', 1)
    .where('theirs.is_sold', '=', 0)
    .where('theirs.deleted_at', 'is', null)
    .where('theirs.wants', '<>', '')
    .where('seller.deleted_at', 'is', null)
    .where(wantsNames('mine.wants', 'theirs.product_name', 'theirs.author'))
    .where(wantsNames('theirs.wants', 'mine.product_name', 'mine.author'))
    .orderBy('theirs.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows;
}
