// A listing's photos (issue 29, decision 380): up to MAX_BOOK_PHOTOS, in the seller's order, the first
// being the cover and always also the spec's `image`. A listing nobody added photos to has one: its image.
import { MAX_BOOK_PHOTOS, type BookPhotos, type UploadedImage } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../identity/index.ts';
import {
  deletePhoto,
  findPhotoBook,
  insertPhoto,
  listPhotos,
  lockPhotoBook,
  setPhotoOrder,
  type PhotoRow,
} from './photo-repository.ts';

/** The id the gallery gives a listing's only photo when it has no photo rows (its spec `image`). */
export const COVER_ID = 'cover';

function gallery(rows: PhotoRow[], image: string): BookPhotos {
  if (rows.length === 0) return { photos: [{ id: COVER_ID, url: image, thumbnailUrl: null }] };
  return { photos: rows.map((row) => ({ id: row.id, url: row.url, thumbnailUrl: row.thumbnail_url })) };
}

export async function showPhotos(db: Db, bookId: string): Promise<BookPhotos> {
  const book = await findPhotoBook(db, bookId);
  if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
  return gallery(await listPhotos(db, bookId), book.image);
}

async function ownUnsoldBook(db: Db, seller: AuthUser, bookId: string) {
  const book = await findPhotoBook(db, bookId);
  if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
  if (book.seller_id !== seller._id)
    throw forbidden('NOT_YOUR_BOOK', 'Only the seller can change the photos of this book');
  if (book.is_sold === 1) throw conflict('BOOK_SOLD', 'A sold book cannot be edited');
  return book;
}

/**
 * One more photo, last in the order. The first photo added to a listing that only had its `image` makes
 * that image photo 1, so nothing the seller showed before is lost.
 */
export async function addPhoto(
  db: Db,
  seller: AuthUser,
  bookId: string,
  upload: () => Promise<UploadedImage>,
): Promise<BookPhotos> {
  const before = await ownUnsoldBook(db, seller, bookId);
  const existing = await listPhotos(db, bookId);
  if (Math.max(existing.length, 1) >= MAX_BOOK_PHOTOS)
    throw badRequest('TOO_MANY_PHOTOS', `A book can have at most ${MAX_BOOK_PHOTOS} photos`);
  // Decoding happens before the transaction: no row is held while sharp works.
  const uploaded = await upload();
  return inTransaction(db, async (trx) => {
    await lockPhotoBook(trx, bookId);
    const rows = await listPhotos(trx, bookId);
    if (Math.max(rows.length, 1) >= MAX_BOOK_PHOTOS)
      throw badRequest('TOO_MANY_PHOTOS', `A book can have at most ${MAX_BOOK_PHOTOS} photos`);
    const createdAt = nowIso();
    let next = rows.length === 0 ? 0 : rows[rows.length - 1]!.position + 1;
    if (rows.length === 0)
      await insertPhoto(trx, {
        id: newId(),
        book_id: bookId,
        position: next++,
        url: before.image,
        thumbnail_url: null,
        created_at: createdAt,
      });
    await insertPhoto(trx, {
      id: newId(),
      book_id: bookId,
      position: next,
      url: uploaded.url,
      thumbnail_url: uploaded.thumbnailUrl,
      created_at: createdAt,
    });
    const after = await listPhotos(trx, bookId);
    return gallery(after, after[0]!.url);
  });
}

/** A new order: every photo id exactly once; the first becomes the cover (and the spec's `image`). */
export async function reorderPhotos(
  db: Db,
  seller: AuthUser,
  bookId: string,
  order: string[],
): Promise<BookPhotos> {
  await ownUnsoldBook(db, seller, bookId);
  return inTransaction(db, async (trx) => {
    await lockPhotoBook(trx, bookId);
    const rows = await listPhotos(trx, bookId);
    const ids = new Set(rows.map((row) => row.id));
    if (
      order.length !== rows.length ||
      new Set(order).size !== order.length ||
      order.some((id) => !ids.has(id))
    )
      throw badRequest('PHOTO_ORDER_INVALID', 'The order must name every photo of the book exactly once');
    const cover = rows.find((row) => row.id === order[0])!;
    await setPhotoOrder(trx, bookId, order, cover.url);
    return gallery(await listPhotos(trx, bookId), cover.url);
  });
}

/** Removes one photo; the last one cannot go (a listing always has its `image`). */
export async function removePhoto(
  db: Db,
  seller: AuthUser,
  bookId: string,
  photoId: string,
): Promise<BookPhotos> {
  await ownUnsoldBook(db, seller, bookId);
  return inTransaction(db, async (trx) => {
    await lockPhotoBook(trx, bookId);
    const rows = await listPhotos(trx, bookId);
    if (!rows.some((row) => row.id === photoId)) throw notFound('PHOTO_NOT_FOUND', 'Photo');
    if (rows.length <= 1) throw badRequest('LAST_PHOTO', 'A book needs at least one photo');
    await deletePhoto(trx, bookId, photoId);
    const left = rows.filter((row) => row.id !== photoId).map((row) => row.id);
    const cover = rows.find((row) => row.id === left[0])!;
    await setPhotoOrder(trx, bookId, left, cover.url);
    return gallery(await listPhotos(trx, bookId), cover.url);
  });
}
