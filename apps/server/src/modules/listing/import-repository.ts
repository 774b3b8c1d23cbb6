// The CSV imports' table (migration 452): one row per seller and CSV content.
import type { ImportRow } from '@boibazar/shared/listing';
import type { Db } from '../../db/database.ts';
import type { NewListing } from '../catalogue/index.ts';

/** A checked row as the page sees it and, when it has no errors, the listing each of its copies will be. */
export interface CheckedRow {
  row: ImportRow;
  listing: Omit<NewListing, 'id'> | null;
}

export interface StoredImport {
  id: string;
  sellerId: string;
  rows: CheckedRow[];
  publishedAt: string | null;
  bookIds: string[];
}

const toImport = (row: {
  id: string;
  seller_id: string;
  rows: string;
  published_at: string | null;
  book_ids: string | null;
}): StoredImport => ({
  id: row.id,
  sellerId: row.seller_id,
  rows: JSON.parse(row.rows) as CheckedRow[],
  publishedAt: row.published_at,
  bookIds: row.book_ids ? (JSON.parse(row.book_ids) as string[]) : [],
});

const COLUMNS = ['id', 'seller_id', 'rows', 'published_at', 'book_ids'] as const;

export async function findImport(db: Db, id: string): Promise<StoredImport | null> {
  const row = await db.selectFrom('book_imports').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toImport(row) : null;
}

export async function findImportByContent(
  db: Db,
  sellerId: string,
  contentHash: string,
): Promise<StoredImport | null> {
  const row = await db
    .selectFrom('book_imports')
    .select(COLUMNS)
    .where('seller_id', '=', sellerId)
    .where('content_hash', '=', contentHash)
    .executeTakeFirst();
  return row ? toImport(row) : null;
}

/** Stores a checked import; a second, concurrent one of the same content meets the unique index and loses. */
export async function insertImport(
  db: Db,
  row: { id: string; sellerId: string; contentHash: string; rows: CheckedRow[]; createdAt: string },
): Promise<void> {
  await db
    .insertInto('book_imports')
    .values({
      id: row.id,
      seller_id: row.sellerId,
      content_hash: row.contentHash,
      rows: JSON.stringify(row.rows),
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.columns(['seller_id', 'content_hash']).doNothing())
    .execute();
}

/** Claims the import for publishing: true for exactly one caller (the row is locked until commit). */
export async function claimImport(db: Db, id: string, publishedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('book_imports')
    .set({ published_at: publishedAt })
    .where('id', '=', id)
    .where('published_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordPublishedBooks(db: Db, id: string, bookIds: string[]): Promise<void> {
  await db
    .updateTable('book_imports')
    .set({ book_ids: JSON.stringify(bookIds) })
    .where('id', '=', id)
    .execute();
}

/** The seller's newest listing's phone, the default for rows without one. */
export async function lastPhoneOf(db: Db, sellerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('books')
    .select('contact')
    .where('seller_id', '=', sellerId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.contact ?? null;
}
