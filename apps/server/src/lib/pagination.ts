// Keyset pagination shared by every list endpoint: `?limit=&cursor=`, answers stay plain arrays
// and the next page's cursor travels in the X-Next-Cursor header (docs/decisions/005-paginated-lists.md).
// A list route declares `pageQuery` (extended with its filters), which decodes the cursor, passes
// `request.query` on as the Page, and answers with `sendPage`.
import type { FastifyReply } from 'fastify';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@boibazar/shared/http';
import { badRequest } from './errors.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const INVALID_CURSOR = 'The cursor is not valid; start again from the first page';

/** `?limit=&cursor=`: the cursor arrives decoded (a Cursor), so `request.query` is the route's Page. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z
    .string()
    .max(200)
    .optional()
    .transform((raw, ctx) => {
      const cursor = parseCursor(raw);
      if (raw && !cursor) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR });
      return cursor;
    }),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A position in a list ordered by (sortKey desc, id desc). */
export interface Cursor {
  key: string;
  id: string;
}

export interface Page {
  limit: number;
  cursor?: Cursor;
}

/**
 * One page of a newest-first list ordered by (key desc, id desc), both columns named as in the query
 * (`'bookings.created_at'`): the rows after the cursor, in order, limit + 1 of them so pageOf can tell
 * whether a next page exists. The condition is spelled out (not a row-value comparison), and leads with
 * `key <= cursor's key`, a range both databases start the (…, key, id) index at: without it they walked
 * the index from the newest row and filtered up to the cursor, so a deep page read every row before it.
 */
export function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: { key: string; id: string },
  page: Page,
): SelectQueryBuilder<DB, TB, O> {
  const key = sql.ref(columns.key);
  const id = sql.ref(columns.id);
  const { cursor } = page;
  checkCursor(cursor);
  const after = cursor
    ? query.where(sql<SqlBool>`${key} <= ${cursor.key} and (${key} < ${cursor.key} or ${id} < ${cursor.id})`)
    : query;
  return after
    .orderBy(key, 'desc')
    .orderBy(id, 'desc')
    .limit(page.limit + 1);
}

/** The keys of these lists are ISO timestamps; any other key is not a cursor we handed out (400). */
export function checkCursor(cursor: Cursor | undefined): void {
  if (cursor && !ISO_TIME.test(cursor.key)) throw invalidCursor();
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
export const invalidCursor = () => badRequest('INVALID_CURSOR', INVALID_CURSOR);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

function parseCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const [key, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof key === 'string' && typeof id === 'string') return { key, id };
  } catch {
    // not a cursor we handed out
  }
  return undefined;
}

/** For scripts walking pages: the cursor, or a 400 when it is not one we handed out. */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  const cursor = parseCursor(raw);
  if (raw && !cursor) throw invalidCursor();
  return cursor;
}

/**
 * Takes rows fetched with `limit + 1`, trims the extra one and returns the cursor of the next page
 * when there is one.
 */
export function pageOf<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => Cursor,
): { items: T[]; next?: string } {
  if (rows.length <= limit) return { items: rows };
  const items = rows.slice(0, limit);
  return { items, next: encodeCursor(cursorOf(items[items.length - 1])) };
}

/**
 * The paged answer of a list route: trims the rows fetched with `limit + 1`, sends the next page's
 * cursor in X-Next-Cursor, and answers the page's items, through `present` when the answer is not the
 * row itself.
 */
export async function sendPage<T, A = T>(
  reply: FastifyReply,
  rows: T[],
  page: Page,
  cursorOf: (row: T) => Cursor,
  present?: (items: T[]) => A[] | Promise<A[]>,
): Promise<A[]> {
  const { items, next } = pageOf(rows, page.limit, cursorOf);
  if (next) reply.header(NEXT_CURSOR_HEADER, next);
  return present ? present(items) : (items as unknown as A[]);
}
