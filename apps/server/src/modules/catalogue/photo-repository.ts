// The SQL of a listing's photos (table book_photos, migration 380; decision 380).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface PhotoRow {
  id: string;
  position: number;
  url: string;
  thumbnail_url: string | null;
}

/** The listing (not deleted) whose photos these are, with who may change them. */
export function findPhotoBook(db: Db, bookId: string) {
  return db
    .selectFrom('books')
    .select(['id', 'seller_id', 'image', 'is_sold'])
    .where('id', '=', bookId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Holds the listing's row until the transaction ends (PostgreSQL; SQLite has one writer at a time), so two
 * uploads at once cannot both see five photos and make seven.
 */
export async function lockPhotoBook(db: Db, bookId: string): Promise<void> {
  await db
    .updateTable('books')
    .set({ image: sql<string>`image` })
    .where('id', '=', bookId)
    .execute();
}

export function listPhotos(db: Db, bookId: string): Promise<PhotoRow[]> {
  return db
    .selectFrom('book_photos')
    .select(['id', 'position', 'url', 'thumbnail_url'])
    .where('book_id', '=', bookId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertPhoto(
  db: Db,
  photo: PhotoRow & { book_id: string; created_at: string },
): Promise<void> {
  await db.insertInto('book_photos').values(photo).execute();
}

export async function deletePhoto(db: Db, bookId: string, photoId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('book_photos')
    .where('book_id', '=', bookId)
    .where('id', '=', photoId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Positions 0…n-1 in the given order, and the first one as the listing's `image` (the spec's photo). */
export async function setPhotoOrder(db: Db, bookId: string, ids: string[], cover: string): Promise<void> {
  for (const [position, id] of ids.entries())
    await db
      .updateTable('book_photos')
      .set({ position })
      .where('book_id', '=', bookId)
      .where('id', '=', id)
      .execute();
  await db.updateTable('books').set({ image: cover }).where('id', '=', bookId).execute();
}

/** The seller changed `image` (PATCH /books/:id or the form): it replaces the cover photo. */
export async function replaceCoverPhoto(db: Db, bookId: string, url: string): Promise<void> {
  const cover = await db
    .selectFrom('book_photos')
    .select('id')
    .where('book_id', '=', bookId)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (cover)
    await db
      .updateTable('book_photos')
      .set({ url, thumbnail_url: null })
      .where('id', '=', cover.id)
      .execute();
}
