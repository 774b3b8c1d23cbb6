// The seller changes a listing after posting it: price, description, photo, condition (PATCH /api/books/:id).
import type { Book, BookChanges } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { findBookForViewer } from './book-repository.ts';
import { updateUnsoldBook } from './book-write-repository.ts';
import { keyOfUrl, type ImageStorage } from '../../lib/image-storage/index.ts';
import { replaceCoverPhoto } from './photo-repository.ts';

/**
 * Only the book's own seller, only while it is unsold: a sold book's details belong to its order. The
 * update is conditional on both, so a sale that lands between the check and the write leaves it unchanged.
 */
export async function editBook(
  db: Db,
  storage: ImageStorage,
  seller: AuthUser,
  id: string,
  changes: BookChanges,
): Promise<Book> {
  const book = await findBookForViewer(db, id, undefined);
  if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
  if (book.sellerId !== seller._id) throw forbidden('NOT_YOUR_BOOK', 'Only the seller can edit this book');
  if (book.isSold) throw conflict('BOOK_SOLD', 'A sold book cannot be edited');
  if (changes.image !== undefined) {
    const uploadKey = keyOfUrl(changes.image);
    if (uploadKey && !(await storage.exists(uploadKey)))
      throw badRequest('UPLOAD_NOT_FOUND', 'The uploaded photo was not found; please upload it again');
  }
  if (!(await updateUnsoldBook(db, id, seller._id, changes)))
    throw conflict('BOOK_SOLD', 'A sold book cannot be edited');
  // The spec's one photo is the gallery's cover (decision 380).
  if (changes.image !== undefined) await replaceCoverPhoto(db, id, changes.image);
  return (await findBookForViewer(db, id, undefined))!;
}
