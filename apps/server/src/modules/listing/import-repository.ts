// The CSV imports' table (migration 452): one row per seller and CSV content.
import type { ImportRow } from '@boibazar/shared/listing';
import type { Db } from '../../db/database.ts';
import type { NewListing } from '../catalogue/index.ts';

/** A checked row as the page sees it and, when it has no errors, the listing each of its copies will be. */
export interface CheckedRow {
  row: ImportRow;
  /** Every cell of the row as typed, with the seller's changes (absent before decision 456). */
  cells?: Record<string, string>;
  /** What the ISBN lookup found to fill blank cells with. */
  fill?: { title: string; author: string | null; cover: string | null } | null;
  listing: Omit<NewListing, 'id'> | null;
}

export interface StoredImport {
  id: string;
  sellerId: string;
  rows: CheckedRow[];
  /** The rows as stored, to write changes back only over what was read. */
  rowsText: string;
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
  rowsText: row.rows,
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

/**
 * Writes a row's change back, unless the rows changed since `readText` was read or the import was published;
 * true when it was written.
 */
export async function replaceImportRows(
  db: Db,
  id: string,
  readText: string,
  rows: CheckedRow[],
): Promise<boolean> {
  const result = await db
    .updateTable('book_imports')
    .set({ rows: JSON.stringify(rows) })
    .where('id', '=', id)
    .where('rows', '=', readText)
    .where('published_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The listed books' ids, and the rows as checked again at publish. */
export async function recordPublishedBooks(
  db: Db,
  id: string,
  bookIds: string[],
  rows: CheckedRow[],
): Promise<void> {
  await db
    .updateTable('book_imports')
    .set({ book_ids: JSON.stringify(bookIds), rows: JSON.stringify(rows) })
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
