// CSV import of many listings (issue 29, decision 452): a seller's CSV is parsed (csv-parse), every row
// checked on its own with the spec's own listing rule (newBookSchema), stored as a preview, and published
// once: the good rows become listings in one transaction, bad rows never block them, and a second publish
// (or the same CSV sent again) lists nothing twice.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { BOOK_CONDITIONS, newBookSchema, type NewBookInput } from '@boibazar/shared/catalogue';
import { BANGLADESH_DISTRICTS } from '@boibazar/shared/districts';
import { toLatinDigits } from '@boibazar/shared/digits';
import { conditionKeyOf, districtKeyOf } from '@boibazar/shared/filter-values';
import { normaliseIsbn } from '@boibazar/shared/isbn';
import {
  IMPORT_EDITABLE,
  IMPORT_LIMITS,
  type BookImport,
  type BookLookup,
  type ImportColumn,
  type ImportRow,
  type ImportRowChange,
} from '@boibazar/shared/listing';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { addImportedBooks, listCategories, type NewListing } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import {
  type CheckedRow,
  claimImport,
  findImport,
  findImportByContent,
  insertImport,
  lastPhoneOf,
  recordPublishedBooks,
  replaceImportRows,
  type StoredImport,
} from './import-repository.ts';
import { lookUpIsbns, type ImportLookupDeps } from './import-lookups.ts';
import { clock } from '../../lib/clock.ts';

const REQUIRED: readonly ImportColumn[] = ['title', 'condition', 'price', 'category', 'district'];

/** Which CSV column a spec field's error belongs to. */
const COLUMN_OF: Partial<Record<keyof NewBookInput, ImportColumn>> = {
  productName: 'title',
  author: 'author',
  isbn: 'isbn',
  condition: 'condition',
  resale: 'price',
  original: 'printed_price',
  purchage: 'purchase_year',
  year: 'purchase_year',
  description: 'description',
  image: 'image',
  conatct: 'phone',
  location: 'district',
  category: 'category',
};

const header = (columns: string[]) =>
  columns.map((c) =>
    c
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );

function readCsv(csv: string): { line: number; cells: Record<string, string> }[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, {
      columns: header,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as typeof records;
  } catch {
    throw badRequest('CSV_INVALID', 'The file could not be read as CSV');
  }
  if (records.length > IMPORT_LIMITS.rows)
    throw badRequest('CSV_INVALID', 'A CSV import takes at most 500 rows');
  if (records.length === 0) throw badRequest('CSV_INVALID', 'The CSV has no rows under its header');
  const columns = Object.keys(records[0]!.record);
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    throw badRequest(
      'CSV_INVALID',
      'The CSV needs the columns title, condition, price, category and district',
    );
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

/** What every row's check needs once per import: the categories, the seller's phone, this year. */
interface CheckContext {
  seller: AuthUser;
  categories: Awaited<ReturnType<typeof listCategories>>;
  phone: string | null;
  thisYear: number;
}

async function checkContext(db: Db, seller: AuthUser): Promise<CheckContext> {
  return {
    seller,
    categories: await listCategories(db),
    phone: await lastPhoneOf(db, seller._id),
    thisYear: clock.now().getFullYear(),
  };
}

const isbnOf = (cells: Record<string, string>) => (cells.isbn?.trim() ? normaliseIsbn(cells.isbn) : null);

/** What a lookup may fill in (decision 456). */
type Fill = NonNullable<CheckedRow['fill']>;
const fillOf = (lookup: BookLookup | undefined): Fill | null =>
  lookup?.book ? { title: lookup.book.title, author: lookup.book.author, cover: lookup.book.cover } : null;

/** Blank title, author and photo filled from what the ISBN lookup found (decision 456); the rest as typed. */
function fillFromLookup(cells: Record<string, string>, fill: Fill | null | undefined) {
  if (!fill) return cells;
  const blank = (c: string) => !cells[c]?.trim();
  return {
    ...cells,
    ...(blank('title') && { title: fill.title }),
    ...(blank('author') && fill.author && { author: fill.author }),
    ...(blank('image') && fill.cover && { image: fill.cover }),
  };
}

const foundOf = (lookup: BookLookup | undefined): ImportRow['found'] =>
  lookup?.book && lookup.source
    ? { title: lookup.book.title, author: lookup.book.author, source: lookup.source }
    : null;

/**
 * One row, checked alone with the spec's own listing rule: its cells as typed (and changed by the seller), their
 * blanks filled from the lookup's `fill`.
 */
function checkRow(
  ctx: CheckContext,
  line: number,
  typed: Record<string, string>,
  fill: Fill | null,
  found: ImportRow['found'],
  dropped: boolean,
): CheckedRow {
  const { seller, categories, phone, thisYear } = ctx;
  const cells = fillFromLookup(typed, fill);
  const categoryOf = (text: string) => {
    const folded = text.trim().toLowerCase();
    return categories.find(
      (c) =>
        c._id === text.trim() ||
        c.categoryName.toLowerCase() === folded ||
        (c.categoryNameBn !== null && c.categoryNameBn.trim() === text.trim()),
    );
  };
  const cell = (c: ImportColumn) => (cells[c] ?? '').trim();
  const errors: ImportRow['errors'] = [];
  const problem = (column: ImportColumn, kind: ImportRow['errors'][number]['problem']) => {
    if (!errors.some((e) => e.column === column)) errors.push({ column, problem: kind });
  };
  for (const column of REQUIRED) if (cell(column) === '') problem(column, 'required');

  const condition = conditionKeyOf(cell('condition'));
  if (cell('condition') && !(BOOK_CONDITIONS as readonly string[]).includes(condition))
    problem('condition', 'unknown');
  const district = districtKeyOf(cell('district'));
  if (cell('district') && !(BANGLADESH_DISTRICTS as readonly string[]).includes(district))
    problem('district', 'unknown');
  const category = cell('category') ? categoryOf(cell('category')) : undefined;
  if (cell('category') && !category) problem('category', 'unknown');
  const isbn = isbnOf(cells);
  if (cell('isbn') && !isbn) problem('isbn', 'invalid');
  const quantityText = toLatinDigits(cell('quantity') || '1');
  const copies = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
  if (!(copies >= 1)) problem('quantity', 'invalid');
  else if (copies > IMPORT_LIMITS.copies) problem('quantity', 'tooMany');
  const purchaseYear = toLatinDigits(cell('purchase_year') || String(thisYear));

  const image = cell('image');
  if (!image) problem('image', 'required');
  const contact = cell('phone') || phone || '';
  if (!contact) problem('phone', 'required');

  const input: NewBookInput = {
    productName: cell('title'),
    author: cell('author'),
    isbn: isbn ?? '',
    image,
    location: district,
    condition,
    resale: toLatinDigits(cell('price')),
    original: toLatinDigits(cell('printed_price') || cell('price')),
    purchage: purchaseYear,
    year: /^\d+$/.test(purchaseYear) ? String(Math.max(0, thisYear - Number(purchaseYear))) : '0',
    sellerName: seller.name,
    conatct: contact,
    description: cell('description') || cell('title'),
    category: category?._id ?? '',
    cashOnDelivery: false,
    sendsByCourier: true,
    openToExchange: false,
    wants: '',
  };
  const parsed = newBookSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF[issue.path[0] as keyof NewBookInput];
      // An empty printed price or purchase year was filled from another cell: that cell has the error.
      if (column && cell(column) === '' && (column === 'printed_price' || column === 'purchase_year'))
        continue;
      if (column) problem(column, cell(column) === '' && column !== 'image' ? 'required' : 'invalid');
    }
  const row: ImportRow = {
    line,
    title: cell('title'),
    isbn,
    condition,
    price: /^\d+$/.test(toLatinDigits(cell('price'))) ? Number(toLatinDigits(cell('price'))) : null,
    copies: Number.isFinite(copies) ? copies : 0,
    errors,
    found,
    cells: Object.fromEntries(IMPORT_EDITABLE.map((c) => [c, cells[c] ?? ''])) as ImportRow['cells'],
    dropped,
  };
  const book = parsed.success && errors.length === 0 && !dropped ? parsed.data : null;
  return {
    row,
    cells: typed,
    fill,
    listing: book && {
      sellerId: seller._id,
      categoryId: book.category,
      productName: book.productName,
      author: book.author,
      isbn: book.isbn,
      image: book.image,
      location: book.location,
      condition: book.condition,
      resale: book.resale,
      original: book.original,
      yearsUsed: book.year,
      purchaseYear: book.purchage,
      sellerName: book.sellerName,
      contact: book.conatct,
      description: book.description,
      openToExchange: false,
      cashOnDelivery: false,
      sendsByCourier: true,
    },
  };
}

/** Every row of a CSV: each distinct ISBN looked up once, blanks filled, each row checked alone. */
async function checkRows(
  db: Db,
  lookups: ImportLookupDeps,
  seller: AuthUser,
  csv: string,
): Promise<CheckedRow[]> {
  const records = readCsv(csv);
  const ctx = await checkContext(db, seller);
  const isbns = records.map(({ cells }) => isbnOf(cells)).filter((isbn) => isbn !== null);
  const found = await lookUpIsbns(lookups, isbns);
  return records.map(({ line, cells }) => {
    const isbn = isbnOf(cells);
    const lookup = isbn ? found.get(isbn) : undefined;
    return checkRow(ctx, line, cells, fillOf(lookup), foundOf(lookup), false);
  });
}

/** What a row stored before decision 456 lacks. */
const OLDER_ROW = { found: null, cells: {} as ImportRow['cells'], dropped: false };

function answer(stored: StoredImport): BookImport {
  const rows = stored.rows.map((checked) => ({ ...OLDER_ROW, ...checked.row }));
  const kept = rows.filter((r) => !r.dropped);
  const good = kept.filter((r) => r.errors.length === 0);
  return {
    id: stored.id,
    rows,
    goodRows: good.length,
    badRows: kept.length - good.length,
    droppedRows: rows.length - kept.length,
    listings: good.reduce((sum, r) => sum + r.copies, 0),
    publishedAt: stored.publishedAt,
    bookIds: stored.bookIds,
  };
}

/** POST /books/import: checks every row and stores the preview; the same CSV again is the same import. */
export async function previewImport(
  db: Db,
  lookups: ImportLookupDeps,
  seller: AuthUser,
  csv: string,
): Promise<BookImport> {
  const contentHash = createHash('sha256').update(csv.replace(/\r\n/g, '\n').trim()).digest('hex');
  const earlier = await findImportByContent(db, seller._id, contentHash);
  if (earlier) return answer(earlier);
  const rows = await checkRows(db, lookups, seller, csv);
  await insertImport(db, { id: newId(), sellerId: seller._id, contentHash, rows, createdAt: nowIso() });
  return answer((await findImportByContent(db, seller._id, contentHash))!);
}

async function ownImport(db: Db, seller: AuthUser, id: string): Promise<StoredImport> {
  const stored = await findImport(db, id);
  if (!stored) throw notFound('IMPORT_NOT_FOUND', 'Import');
  if (stored.sellerId !== seller._id) throw forbidden('NOT_A_PARTY', 'You are not allowed to do this');
  return stored;
}

/**
 * PATCH /books/import/:id/rows/:line (decision 456): the seller's changed cells, or the row dropped or taken
 * back, before publishing. The row is checked again here, as at preview (a changed ISBN is looked up); the
 * rows are written back only if nobody changed them meanwhile, and never after the publish claimed them.
 */
export async function changeImportRow(
  db: Db,
  lookups: ImportLookupDeps,
  seller: AuthUser,
  id: string,
  line: number,
  change: ImportRowChange,
): Promise<BookImport> {
  const stored = await ownImport(db, seller, id);
  const published = () => conflict('WRONG_STAGE', 'This import is already published; its rows cannot change');
  if (stored.publishedAt) throw published();
  const index = stored.rows.findIndex((r) => r.row.line === line);
  const before = stored.rows[index];
  if (!before) throw notFound('ROW_NOT_FOUND', 'Row');
  const typed: Record<string, string> = { ...(before.cells ?? {}) };
  for (const [column, value] of Object.entries(change.cells ?? {}))
    if (value !== undefined) typed[column] = value;
  const isbn = isbnOf(typed);
  // A changed ISBN is looked up anew: what the old one filled goes with it.
  const isbnChanged = isbn !== isbnOf(before.cells ?? {});
  const lookup = isbn && isbnChanged ? (await lookUpIsbns(lookups, [isbn])).get(isbn) : undefined;
  const checked = checkRow(
    await checkContext(db, seller),
    line,
    typed,
    isbnChanged ? fillOf(lookup) : (before.fill ?? null),
    isbnChanged ? foundOf(lookup) : (before.row.found ?? null),
    change.dropped ?? before.row.dropped ?? false,
  );
  const rows = stored.rows.map((r, n) => (n === index ? checked : r));
  if (!(await replaceImportRows(db, id, stored.rowsText, rows))) {
    if ((await findImport(db, id))?.publishedAt) throw published();
    throw conflict('CHANGED_MEANWHILE', 'The import changed at the same moment; try again');
  }
  return answer((await findImport(db, id))!);
}

/**
 * POST /books/import/:id/publish: lists every good row's copies in one transaction. The import is claimed
 * first (published_at set where it was null, a row lock on PostgreSQL), so two publishes at once, or one
 * after another, list the books once; the later ones answer what the first listed. Every row is checked again
 * from its stored cells with today's categories (decision 456): nothing the page sent is listed unchecked.
 */
export async function publishImport(db: Db, seller: AuthUser, id: string): Promise<BookImport> {
  const stored = await ownImport(db, seller, id);
  if (stored.publishedAt) return answer(stored);
  const ctx = await checkContext(db, seller);
  const rows = stored.rows.map((r) =>
    r.cells
      ? checkRow(ctx, r.row.line, r.cells, r.fill ?? null, r.row.found ?? null, r.row.dropped ?? false)
      : r,
  );
  await inTransaction(db, async (trx) => {
    if (!(await claimImport(trx, id, nowIso()))) return;
    const bookIds: string[] = [];
    const listings: NewListing[] = [];
    for (const { row, listing } of rows)
      for (let n = 0; listing && n < row.copies; n++) {
        const bookId = newId();
        bookIds.push(bookId);
        listings.push({ ...listing, id: bookId });
      }
    await addImportedBooks(trx, listings);
    await recordPublishedBooks(trx, id, bookIds, rows);
  });
  return answer((await findImport(db, id))!);
}
