import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { searchDocument } from '@boibazar/shared/search-text';

// Text stored before the input guard put every typed string in Unicode NFC (docs/decisions/114-unicode-nfc.md)
// is brought to NFC too, so PostgreSQL's search and every equality or prefix comparison find it. Only rows
// not in NFC are rewritten; PostgreSQL finds them itself (`is not nfc normalized`), SQLite has no such
// function, so its rows are read in pages and checked here. Tables a later migration creates (when this one
// runs first on a fresh database) are skipped: nothing un-normalised can be in them yet; so are columns a
// later migration dropped.

/** Free text people type, by table. Emails are ASCII by their schema; passwords are only hashes. */
export const NFC_COLUMNS: Record<string, string[]> = {
  users: ['name'],
  categories: ['name'],
  books: ['product_name', 'author', 'location', 'condition', 'seller_name', 'description'],
  reports: ['reason'],
  bookings: ['buyer_name', 'book_name', 'location'],
  messages: ['text'],
  conversation_reports: ['reason'],
  notifications: ['title', 'body'],
  reviews: ['text', 'reply', 'hidden_reason'],
};

const PAGE = 1000;

type Row = Record<string, string | null> & { id: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const tables = await db.introspection.getTables();
  const existing = new Set(tables.map((table) => table.name));
  const searchColumns = tables.some(
    (table) => table.name === 'books' && table.columns.some((column) => column.name === 'search_title'),
  );
  for (const [table, listed] of Object.entries(NFC_COLUMNS)) {
    if (!existing.has(table)) continue;
    // Columns a later migration replaced (notifications' title and body became template and params in
    // 330) are skipped the same way, when that migration ran first.
    const present = new Set(tables.find((t) => t.name === table)!.columns.map((column) => column.name));
    const columns = listed.filter((column) => present.has(column));
    if (columns.length === 0) continue;
    for await (const row of rowsToNormalise(db, postgres, table, columns)) {
      const changes: Record<string, string> = {};
      for (const column of columns) {
        const value = row[column];
        if (typeof value === 'string' && value.normalize('NFC') !== value) {
          changes[column] = value.normalize('NFC');
        }
      }
      if (Object.keys(changes).length === 0) continue;
      // Two category names that differ only in their Unicode form would collide on the unique index of
      // lower(name); the later one keeps its old form rather than stop the upgrade.
      if (table === 'categories' && (await categoryTaken(db, row.id, changes.name!))) continue;
      await db.updateTable(table).set(changes).where('id', '=', row.id).execute();
      // A database that met migration 240 first indexes the new text too (a second statement: see 240).
      if (table === 'books' && searchColumns)
        await db.updateTable('books').set(bookSearchText(row, changes)).where('id', '=', row.id).execute();
    }
  }
}

const bookSearchText = (row: Row, changes: Record<string, string>) => {
  const value = (column: string) => changes[column] ?? row[column] ?? null;
  return {
    search_title: searchDocument(value('product_name'), true),
    search_author: searchDocument(value('author'), true),
    search_description: searchDocument(value('description'), false, false),
  };
};

async function* rowsToNormalise(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  postgres: boolean,
  table: string,
  columns: string[],
): AsyncGenerator<Row> {
  let after = '';
  for (;;) {
    let query = db
      .selectFrom(table)
      .select(['id', ...columns])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE);
    if (postgres) {
      query = query.where((eb) =>
        eb.or(columns.map((column) => sql<boolean>`${sql.ref(column)} is not nfc normalized`)),
      );
    }
    const rows = (await query.execute()) as Row[];
    for (const row of rows) yield row;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function categoryTaken(db: Kysely<any>, id: string, name: string): Promise<boolean> {
  const other = await db
    .selectFrom('categories')
    .select('id')
    .where(sql`lower(name)`, '=', sql`lower(${name})`)
    .where('id', '<>', id)
    .executeTakeFirst();
  return Boolean(other);
}
