// Every write to `books`: the one insert (the seller's form, demo data, tests and benchmarks all list books
// through insertBooks), the seller's edits, deletion and advertising, and the conditional updates that
// sell, hold, put back or withdraw a listing (decision 031: each is one conditional update, so a race
// has one winner).
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BooksTable } from '../../db/schema.ts';
import { compiledOnce } from '../../lib/compiled-once.ts';
import { UNSOLD } from './book-repository.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { searchDocument, vocabularyKeys } from '@boibazar/shared/search-text';
import { normaliseIsbn, workKey } from '@boibazar/shared/isbn';

/** A listing as every writer of books gives it. */
export interface NewListing {
  id?: string;
  sellerId: string;
  categoryId: string;
  productName: string;
  author?: string | null;
  isbn?: string | null;
  /** Filled by an ISBN lookup or the seller (issue 29); all optional. */
  publisher?: string | null;
  publishedYear?: number | null;
  pages?: number | null;
  language?: string | null;
  image: string;
  location: string;
  condition: string;
  resale: number;
  original: number;
  yearsUsed: number;
  purchaseYear: number;
  sellerName: string;
  contact: string;
  description: string;
  isSold?: boolean;
  advertised?: boolean;
  openToExchange?: boolean;
  /** Kept only when the listing is open to exchange. */
  wants?: string;
  cashOnDelivery?: boolean;
  /** On unless said otherwise (decision 310). */
  sendsByCourier?: boolean;
  createdAt?: string;
}

const flag = (value: boolean | undefined) => (value ? 1 : 0) as 0 | 1;

const listingRow = (listing: NewListing) =>
  ({
    id: listing.id ?? newId(),
    seller_id: listing.sellerId,
    category_id: listing.categoryId,
    product_name: listing.productName,
    author: listing.author ?? null,
    isbn: listing.isbn ?? null,
    isbn13: listing.isbn ? normaliseIsbn(listing.isbn) : null,
    work_key: workKey(listing.productName, listing.author),
    publisher: listing.publisher ?? null,
    published_year: listing.publishedYear ?? null,
    pages: listing.pages ?? null,
    language: listing.language ?? null,
    image: listing.image,
    location: listing.location,
    condition: listing.condition,
    resale: listing.resale,
    original: listing.original,
    years_used: listing.yearsUsed,
    purchase_year: listing.purchaseYear,
    seller_name: listing.sellerName,
    contact: listing.contact,
    description: listing.description,
    is_sold: flag(listing.isSold),
    advertised: flag(listing.advertised),
    open_to_exchange: flag(listing.openToExchange),
    wants: listing.openToExchange ? (listing.wants ?? '') : '',
    cod_allowed: flag(listing.cashOnDelivery),
    sends_by_courier: flag(listing.sendsByCourier ?? true),
    created_at: listing.createdAt ?? nowIso(),
    deleted_at: null,
    search_title: searchDocument(listing.productName, true),
    search_author: searchDocument(listing.author, true),
    search_description: searchDocument(listing.description, false, false),
  }) satisfies Insertable<BooksTable>;

/** Rows per INSERT into the vocabulary (one bound parameter each). */
const VOCABULARY_SLICE = 1000;

/** Remembers the keys of these titles and authors for typo correction (decision 220); never removes any. */
async function addToVocabulary(db: Db, books: Array<{ title: string; author: string | null }>) {
  const keys = new Set<string>();
  for (const book of books) for (const key of vocabularyKeys(book.title, book.author)) keys.add(key);
  const all = [...keys];
  for (let i = 0; i < all.length; i += VOCABULARY_SLICE)
    await db
      .insertInto('search_vocabulary')
      .values(all.slice(i, i + VOCABULARY_SLICE).map((key) => ({ key })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
}

/** Rows per INSERT: 500 rows of 26 columns stay under both databases' bound-parameter limits. */
const INSERT_SLICE = 500;

/** Writes listings (in slices, so thousands at once are fine) and answers their ids in the same order. */
export async function insertBooks(db: Db, listings: NewListing[]): Promise<string[]> {
  const rows = listings.map(listingRow);
  for (let i = 0; i < rows.length; i += INSERT_SLICE)
    await db
      .insertInto('books')
      .values(rows.slice(i, i + INSERT_SLICE))
      .execute();
  await addToVocabulary(
    db,
    listings.map((listing) => ({ title: listing.productName, author: listing.author ?? null })),
  );
  return rows.map((row) => row.id);
}

export async function insertBook(db: Db, listing: NewListing): Promise<string> {
  const [id] = await insertBooks(db, [listing]);
  return id!;
}

export interface ListingChanges {
  resale?: number;
  description?: string;
  image?: string;
  condition?: string;
  openToExchange?: boolean;
  wants?: string;
  cashOnDelivery?: boolean;
  sendsByCourier?: boolean;
}

/** The seller's changes to their own live, unsold listing; false when it was sold or removed meanwhile. */
export async function updateUnsoldBook(
  db: Db,
  id: string,
  sellerId: string,
  changes: ListingChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('books')
    .set({
      ...(changes.resale !== undefined && { resale: changes.resale }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.image !== undefined && { image: changes.image }),
      ...(changes.condition !== undefined && { condition: changes.condition }),
      ...(changes.openToExchange !== undefined && { open_to_exchange: flag(changes.openToExchange) }),
      ...(changes.wants !== undefined && { wants: changes.wants }),
      ...(changes.cashOnDelivery !== undefined && { cod_allowed: flag(changes.cashOnDelivery) }),
      ...(changes.sendsByCourier !== undefined && { sends_by_courier: flag(changes.sendsByCourier) }),
    })
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const updated = Number(result.numUpdatedRows) === 1;
  // A second statement: the database puts the plain text in search_description when description changes
  // alone (migration 240), so the indexed form is written after it.
  if (updated && changes.description !== undefined)
    await db
      .updateTable('books')
      .set({ search_description: searchDocument(changes.description, false, false) })
      .where('id', '=', id)
      .execute();
  return updated;
}

/** Soft-deletes a live listing (and takes it out of the advertised shelf); false when it already was. */
export async function softDeleteBook(trx: Db, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('books')
    .set({ deleted_at: nowIso(), advertised: 0 })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts the seller's live, unsold listing on the advertised shelf; false when it already was there. */
export async function setAdvertised(db: Db, id: string, sellerId: string): Promise<boolean> {
  const result = await db
    .updateTable('books')
    .set({ advertised: 1 })
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .where('is_sold', '=', 0)
    .where('advertised', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * When a seller's account is deleted their unsold books leave every listing; sold books stay, because
 * orders and payments point at them (docs/decisions/040-what-deletion-means.md). `withdrawSellerListings`
 * (`book-market.ts`) reads the ids, withdraws them and announces them, inside the caller's transaction.
 */
export async function unsoldListingIdsOf(trx: Db, sellerId: string): Promise<string[]> {
  const books = await trx
    .selectFrom('books')
    .select('id')
    .where('seller_id', '=', sellerId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .execute();
  return books.map((b) => b.id);
}

export async function withdrawListings(trx: Db, sellerId: string): Promise<void> {
  await trx
    .updateTable('books')
    .set({ deleted_at: nowIso(), advertised: 0 })
    .where('seller_id', '=', sellerId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Marks a live, unsold book sold to `orderId`'s buyer; false when it was already sold or deleted, or is
 * held for another order (an accepted offer, decision 250): the caller lost the race. Ends any hold.
 */
export async function markBookSold(trx: Db, bookId: string, orderId: string): Promise<boolean> {
  const result = await trx
    .updateTable('books')
    .set({ is_sold: 1, held_for_order: null })
    .where('id', '=', bookId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('held_for_order', 'is', null), eb('held_for_order', '=', orderId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * An accepted offer holds a live, unsold book for its order (decision 250): one conditional update, so of
 * two accepts, or an accept and a sale or exchange, one wins. False when the book was taken or held first.
 */
export async function setHeldForOrder(trx: Db, bookId: string, orderId: string): Promise<boolean> {
  const result = await trx
    .updateTable('books')
    .set({ held_for_order: orderId })
    .where('id', '=', bookId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .where('held_for_order', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends the hold of an unpaid order, putting the book back on sale; false when it no longer held the book
 * (the order was paid first: the race of payment and lapse has one winner).
 */
export async function clearHeldForOrder(trx: Db, bookId: string, orderId: string): Promise<boolean> {
  const result = await trx
    .updateTable('books')
    .set({ held_for_order: null })
    .where('id', '=', bookId)
    .where('held_for_order', '=', orderId)
    .where('is_sold', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Inside a transaction, takes the book's row lock when the book is still for sale, so a concurrent sale
 * waits for this transaction (and then sees its writes) instead of interleaving with it. False when the
 * book is sold or deleted.
 */
export async function holdUnsoldBook(trx: Db, bookId: string): Promise<boolean> {
  const result = await trx
    .updateTable('books')
    .set({ is_sold: 0 })
    .where('id', '=', bookId)
    .where('is_sold', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a booking or an accepted offer copies of the listing it holds. */
export interface HeldListing {
  id: string;
  sellerId: string;
  title: string;
  price: number;
  photo: string;
}

/**
 * Inside a transaction, takes the book's row lock when the book is for sale now, in ONE conditional update
 * that also answers with what the deal copies of the listing: unsold, not deleted, not held for an accepted
 * offer's order (decision 250), its seller a member still and, given `buyerId`, not that buyer's own book.
 * A concurrent sale, hold or booking waits for this transaction and then sees its writes. Undefined when
 * the book is not for sale to this buyer: why not is read then, and only then (whyNotForSale, decision 492).
 */
export async function holdBookForSale(
  trx: Db,
  bookId: string,
  buyerId?: string,
): Promise<HeldListing | undefined> {
  const query =
    buyerId === undefined
      ? holdQuery(trx, { buyer: false }, { bookId })
      : holdQuery(trx, { buyer: true }, { bookId, buyerId });
  const [row] = (await trx.executeQuery<HeldRow>(query)).rows;
  return (
    row && {
      id: row.id,
      sellerId: row.seller_id,
      title: row.product_name,
      price: Number(row.resale),
      photo: row.image,
    }
  );
}

type HeldRow = Pick<BooksTable, 'id' | 'seller_id' | 'product_name' | 'resale' | 'image'>;

/** holdBookForSale's update, built once per database (lib/compiled-once.ts): every booking runs it. */
const holdQuery = compiledOnce(
  (db: Db, shape: { buyer: boolean }, v: { bookId: string; buyerId?: string }) => {
    let query = db
      .updateTable('books')
      .set({ is_sold: UNSOLD })
      .where('id', '=', v.bookId)
      .where('is_sold', '=', UNSOLD)
      .where('deleted_at', 'is', null)
      .where('held_for_order', 'is', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'books.seller_id')
            .where('users.deleted_at', 'is', null),
        ),
      );
    if (shape.buyer) query = query.where('seller_id', '!=', v.buyerId!);
    return query.returning(['id', 'seller_id', 'product_name', 'resale', 'image']);
  },
);

/**
 * Marks a sold book unsold again (its deal was declined or expired and refunded); false when it was not
 * sold. Takes the book's row first, like every sale, so the lock order stays the same everywhere. A
 * withdrawn listing stays withdrawn.
 */
export async function markBookUnsold(trx: Db, bookId: string): Promise<boolean> {
  const result = await trx
    .updateTable('books')
    .set({ is_sold: 0 })
    .where('id', '=', bookId)
    .where('is_sold', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
