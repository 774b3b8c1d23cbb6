// Issue 29, listing a book quickly (decision 320): the ISBN lookup, the fair-price hint and works (every
// listing of the same book). The one contract for the server's routes and the web's calls.
import { z } from 'zod';
import { BOOK_CONDITIONS, bookSchema } from './catalogue.ts';
import { idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { toLatinDigits } from './digits.ts';
import { normaliseIsbn } from './isbn.ts';

/** CSV import (decision 452): the most rows one import takes, and copies one row may make. */
export const IMPORT_LIMITS = { rows: 500, copies: 20, csvChars: 500_000 } as const;

/** The columns a CSV may have (header row, any order, case-insensitive); the first five are required. */
export const IMPORT_COLUMNS = [
  'title',
  'condition',
  'price',
  'category',
  'district',
  'isbn',
  'author',
  'printed_price',
  'quantity',
  'purchase_year',
  'description',
  'image',
  'phone',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** What is wrong with one cell: a key the page translates (never a sentence). */
export const IMPORT_PROBLEMS = ['required', 'invalid', 'unknown', 'tooMany'] as const;

export const importRequestSchema = z.object({ csv: z.string().min(1).max(IMPORT_LIMITS.csvChars) });

/** The cells a seller may change on the preview page before publishing (decision 456). */
export const IMPORT_EDITABLE = [
  'title',
  'author',
  'isbn',
  'condition',
  'price',
  'quantity',
  'category',
  'district',
] as const;
export type ImportEditable = (typeof IMPORT_EDITABLE)[number];

export const importRowSchema = z.object({
  /** The CSV line the row came from (the header is line 1); it names the row for changes. */
  line: z.number().int(),
  title: z.string(),
  isbn: z.string().nullable(),
  condition: z.string(),
  price: z.number().int().nullable(),
  copies: z.number().int(),
  errors: z.array(z.object({ column: z.string(), problem: z.enum(IMPORT_PROBLEMS) })),
  /** What the ISBN lookup found (BoiBazar's earlier listings, then the provider); it filled blank cells. */
  found: z
    .object({
      title: z.string(),
      author: z.string().nullable(),
      source: z.enum(['catalogue', 'provider']),
    })
    .nullable(),
  /** The editable cells as they stand (the CSV's, blanks filled from the lookup, the seller's changes). */
  cells: z.record(z.enum(IMPORT_EDITABLE), z.string()),
  /** Dropped by the seller: not listed, whatever its errors. */
  dropped: z.boolean(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const bookImportSchema = z.object({
  id: z.string(),
  rows: z.array(importRowSchema),
  /** Rows that will be listed, and the listings they make (a row may be several copies). */
  goodRows: z.number().int(),
  badRows: z.number().int(),
  /** Rows the seller dropped (decision 456). */
  droppedRows: z.number().int(),
  listings: z.number().int(),
  /** Set once published; a second publish answers the same ids and lists nothing again. */
  publishedAt: z.string().nullable(),
  bookIds: z.array(z.string()),
});
export type BookImport = z.infer<typeof bookImportSchema>;

const cellText = z
  .string({ message: 'Each cell must be text' })
  .trim()
  .max(500, 'A cell takes at most 500 characters');
/**
 * PATCH /books/import/:id/rows/:line: the seller's changes to one row's cells, or drops it (or takes it back);
 * the server checks the row again (decision 456).
 */
export const importRowChangeSchema = z.object({
  cells: z
    .object(
      Object.fromEntries(IMPORT_EDITABLE.map((c) => [c, cellText.optional()])) as Record<
        ImportEditable,
        z.ZodOptional<typeof cellText>
      >,
    )
    .strict()
    .optional(),
  dropped: z.boolean().optional(),
});
export type ImportRowChange = z.infer<typeof importRowChangeSchema>;

export const ISBN_INVALID = 'ISBN must be a valid ISBN-10 or ISBN-13';

/** An ISBN as typed (hyphens, spaces, Bengali digits); the value is its ISBN-13. */
export const isbnText = z
  .string({ message: ISBN_INVALID })
  .max(40, ISBN_INVALID)
  .transform((value, ctx) => {
    const isbn = normaliseIsbn(value);
    if (!isbn) {
      ctx.addIssue({ code: 'custom', message: ISBN_INVALID });
      return z.NEVER;
    }
    return isbn;
  });

export const lookupQuery = z.object({ isbn: isbnText });

/** What a lookup found; every field may be missing, and the seller may change any of them. */
export const bookDetailsSchema = z.object({
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  publishedYear: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  language: z.string().nullable(),
  /** One of our uploads (`/uploads/books/….webp`), already resized like a seller's photo; or null. */
  cover: z.string().nullable(),
  /** The printed price an earlier listing of this ISBN gave (whole Taka), or null. */
  printedPrice: z.number().int().nullable(),
});
export type BookDetails = z.infer<typeof bookDetailsSchema>;

/** GET /api/books/lookup: `book` null is "nothing found" (also when the provider failed or was slow). */
export const bookLookupSchema = z.object({
  isbn: z.string(),
  source: z.enum(['catalogue', 'provider']).nullable(),
  book: bookDetailsSchema.nullable(),
});
export type BookLookup = z.infer<typeof bookLookupSchema>;

const optionalTaka = (label: string) =>
  z
    .string()
    .max(12)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const text = toLatinDigits(value.trim());
      if (!/^\d{1,7}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
        return z.NEVER;
      }
      return Number(text);
    });

/** GET /api/price-hint: the book (ISBN, or title with author), its condition and what the seller knows. */
export const priceHintQuery = z
  .object({
    isbn: isbnText.optional(),
    title: z.string().trim().max(120).optional(),
    author: z.string().trim().max(120).optional(),
    condition: z.enum(BOOK_CONDITIONS, { message: 'Choose the condition' }),
    printedPrice: optionalTaka('Printed price'),
    purchaseYear: optionalTaka('Purchase year'),
    /** The seller's own price, to place it among the copies for sale now. */
    price: optionalTaka('Price'),
  })
  .refine((q) => q.isbn !== undefined || (q.title !== undefined && q.title !== ''), {
    message: 'Give the ISBN or the title',
  });
export type PriceHintQuery = z.input<typeof priceHintQuery>;

export const priceHintSchema = z.object({
  /** The suggested range in whole Taka (both null: nothing to go on). */
  low: z.number().int().nullable(),
  high: z.number().int().nullable(),
  /** The one price the form offers to fill in. */
  suggested: z.number().int().nullable(),
  /** What the range came from: recent sales of this work in this condition, or the printed price. */
  basis: z.enum(['sales', 'printed', 'none']),
  /** Sales of this work in this condition in the last `days` days (when there were at least 3). */
  sales: z
    .object({
      count: z.number().int(),
      lowest: z.number().int(),
      highest: z.number().int(),
      median: z.number().int(),
      days: z.number().int(),
    })
    .nullable(),
  /** Copies of this work for sale now, and where `price` sits among them. */
  current: z.object({
    count: z.number().int(),
    lowest: z.number().int().nullable(),
    highest: z.number().int().nullable(),
    cheaper: z.number().int(),
    dearer: z.number().int(),
  }),
});
export type PriceHint = z.infer<typeof priceHintSchema>;

/** One copy of a work, as "Other copies of this book" shows it. */
export const workCopySchema = bookSchema.pick({
  _id: true,
  condition: true,
  resale: true,
  location: true,
  image: true,
  sellerName: true,
  sellerId: true,
  sellerRating: true,
});
export type WorkCopy = z.infer<typeof workCopySchema>;

/** GET /api/works/:id (any listing's id): every copy for sale of the same book, and its recent sales. */
export const workSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  isbn: z.string().nullable(),
  copies: z.array(workCopySchema),
  summary: z.object({
    forSale: z.number().int(),
    lowest: z.number().int().nullable(),
    highest: z.number().int().nullable(),
    soldLast90Days: z.number().int(),
    medianSoldLast90Days: z.number().int().nullable(),
    /** People with a live saved search that matched a copy of this book (decision 453). */
    lookingFor: z.number().int(),
  }),
});
export type Work = z.infer<typeof workSchema>;

const importRowLine = z.coerce
  .number({ message: 'line must be a row number' })
  .int({ message: 'line must be a row number' })
  .min(2, { message: 'line must be a row number' })
  .max(1_000_000, { message: 'line must be a row number' });

/** Listing a book quickly's endpoints (decision 466). */
export const listingEndpoints = {
  lookup: defineEndpoint({
    method: 'GET',
    path: '/books/lookup',
    query: lookupQuery,
    answer: bookLookupSchema,
  }),
  priceHint: defineEndpoint({
    method: 'GET',
    path: '/price-hint',
    query: priceHintQuery,
    answer: priceHintSchema,
  }),
  work: defineEndpoint({ method: 'GET', path: '/works/:id', params: idParam, answer: workSchema }),
  /** CSV import, step 1 (decision 452): every row with its errors; nothing is listed yet. */
  importBooks: defineEndpoint({
    method: 'POST',
    path: '/books/import',
    body: importRequestSchema,
    answer: bookImportSchema,
  }),
  /** One row's changed cells, or dropped (decision 456). */
  importRow: defineEndpoint({
    method: 'PATCH',
    path: '/books/import/:id/rows/:line',
    params: idParam.extend({ line: importRowLine }),
    body: importRowChangeSchema,
    answer: bookImportSchema,
  }),
  /** CSV import, step 2: lists every good row's copies. */
  publishImport: defineEndpoint({
    method: 'POST',
    path: '/books/import/:id/publish',
    params: idParam,
    answer: bookImportSchema,
  }),
};
