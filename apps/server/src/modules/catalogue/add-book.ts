import type { NewBook } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthUser } from '../identity/index.ts';
import { findCategory, insertCategories } from './category-repository.ts';
import { keyOfUrl, type ImageStorage } from '../../lib/image-storage/index.ts';
import { insertBook, insertBooks, type NewListing } from './book-write-repository.ts';
import { sellersWanting } from './exchange-listing-repository.ts';
import { wishersOfTitle } from './wishlist-repository.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** A new listing is another copy of a title on these people's wishlists. */
    'wishlist.match': { userIds: string[]; bookId: string; bookName: string };
    /** A new listing is what these sellers say they want in exchange for theirs (issue 14). */
    'wants.match': { userIds: string[]; bookId: string; bookName: string };
    /** A seller listed a new book (saved searches look for readers waiting for it, decision 340). */
    'book.listed': { bookId: string };
  }
}

/** A seller lists a book. Owner, email, time and isSold come from the caller and the clock, never the body. */
export async function addBook(
  db: Db,
  storage: ImageStorage,
  seller: AuthUser,
  input: NewBook,
): Promise<{ id: string }> {
  if (!(await findCategory(db, input.category)))
    throw badRequest('UNKNOWN_CATEGORY', 'Choose a category that exists');
  const uploadKey = keyOfUrl(input.image);
  if (uploadKey && !(await storage.exists(uploadKey)))
    throw badRequest('UPLOAD_NOT_FOUND', 'The uploaded photo was not found; please upload it again');
  const id = newId();
  await inTransaction(db, async (trx) => {
    await insertBook(trx, {
      id,
      sellerId: seller._id,
      categoryId: input.category,
      productName: input.productName,
      author: input.author,
      isbn: input.isbn,
      publisher: input.publisher,
      publishedYear: input.publishedYear,
      pages: input.pages,
      language: input.language,
      image: input.image,
      location: input.location,
      condition: input.condition,
      resale: input.resale,
      original: input.original,
      yearsUsed: input.year,
      purchaseYear: input.purchage,
      sellerName: input.sellerName,
      contact: input.conatct,
      description: input.description,
      openToExchange: input.openToExchange,
      wants: input.wants,
      cashOnDelivery: input.cashOnDelivery,
      sendsByCourier: input.sendsByCourier,
    });
    const userIds = await wishersOfTitle(trx, {
      id,
      sellerId: seller._id,
      productName: input.productName,
      author: input.author ?? null,
      isbn: input.isbn ?? null,
    });
    if (userIds.length > 0)
      await publish(trx, { type: 'wishlist.match', userIds, bookId: id, bookName: input.productName });
    const wanting = await sellersWanting(trx, {
      sellerId: seller._id,
      productName: input.productName,
      author: input.author ?? null,
    });
    if (wanting.length > 0)
      await publish(trx, { type: 'wants.match', userIds: wanting, bookId: id, bookName: input.productName });
    await publish(trx, { type: 'book.listed', bookId: id });
  });
  return { id };
}

/**
 * A seller's checked CSV rows become listings at once (decision 452), each announced as `book.listed`;
 * answers their ids in order. Runs in the import's transaction, so a failed publish lists nothing.
 */
export async function addImportedBooks(trx: Db, listings: NewListing[]): Promise<string[]> {
  if (listings.length === 0) return [];
  const ids = await insertBooks(trx, listings);
  for (const bookId of ids) await publish(trx, { type: 'book.listed', bookId });
  return ids;
}

/** A shelf's categories (names in English and Bangla, and when each was added). */
export type NewShelfCategory = { name: string; nameBn?: string | null; createdAt?: string };
/** A listing of a shelf: `category` is the index of its category among the shelf's. */
export type NewShelfListing = Omit<NewListing, 'categoryId'> & { category: number };

/**
 * A whole shelf at once (the demo data of a first start, decision 497): its categories, then its books listed
 * in them, each announced as `book.listed` like any listing. Runs in the caller's transaction; answers the
 * new books' ids in order.
 */
export async function addShelf(
  trx: Db,
  shelf: { categories: NewShelfCategory[]; books: NewShelfListing[] },
): Promise<string[]> {
  const categories = await insertCategories(trx, shelf.categories);
  return addImportedBooks(
    trx,
    shelf.books.map(({ category, ...book }) => {
      const inCategory = categories[category];
      if (!inCategory) throw new Error(`the shelf has no category ${category}`);
      return { ...book, categoryId: inCategory._id };
    }),
  );
}
