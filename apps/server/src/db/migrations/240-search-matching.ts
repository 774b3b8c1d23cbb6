import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { searchDocument, vocabularyKeys } from '@boibazar/shared/search-text';

// Search matches whole Bangla words, across scripts and spelling variants, the same way on both databases
// (docs/decisions/220-matching-and-ranking.md). Each book gets search_title, search_author and
// search_description: its words folded and their Latin keys, space-separated, written by the catalogue's
// repository. The index covers those columns only, cut at spaces (SQLite: FTS5 'ascii' tokenizer, which
// keeps every non-ASCII character inside words; PostgreSQL: array_to_tsvector, no parser at all), so the
// two databases see the same tokens. A writer that changes a title without its search column (a raw
// update) or inserts a book without them gets the lower-cased text there instead of stale or no words. search_vocabulary holds the keys of every title and author word,
// behind a trigram index, for typo correction. Replaces the index of migration 020.

const SOURCES = [
  ['search_title', 'product_name'],
  ['search_author', 'author'],
  ['search_description', 'description'],
] as const;
const PAGE = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop index if exists books_search_idx`.execute(db);
    await sql`alter table books drop column if exists search_vector`.execute(db);
  } else {
    for (const trigger of ['books_fts_insert', 'books_fts_delete', 'books_fts_update'])
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    await sql`drop table if exists books_fts`.execute(db);
  }
  for (const [column] of SOURCES)
    await db.schema
      .alterTable('books')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  await db.schema
    .createTable('search_vocabulary')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .execute();

  await fillSearchText(db);

  if (postgres) {
    await sql`
      alter table books add column search_vector tsvector generated always as (
        array_to_tsvector(array_remove(regexp_split_to_array(
          search_title || ' ' || search_author || ' ' || search_description, '\\s+'), ''))
      ) stored`.execute(db);
    // fastupdate off: new books go straight into the index, not into a pending list that every search must
    // read whole until a vacuum merges it (after a bulk load, the planner then prices the index above a
    // sequential scan of books, and rightly: the list is megabytes). Listings are written rarely, searched often.
    await sql`create index books_search_idx on books using gin (search_vector) with (fastupdate = off)`.execute(
      db,
    );
    // Best match pages read windows of the newest books and need to know, cheaply, the best place each
    // word can hold in any book: its title or author words, tagged t/a, in their own GIN index (SQLite: an
    // FTS5 column filter). The search repository writes the same expression, so the planner matches it.
    await sql`
      create index books_search_fields_idx on books using gin (array_to_tsvector(array_remove(regexp_split_to_array(
        regexp_replace(search_title, '(\\S+)', 't\\1', 'g') || ' ' || regexp_replace(search_author, '(\\S+)', 'a\\1', 'g'),
        '\\s+'), ''))) with (fastupdate = off)`.execute(db);
    // Whether any book's tagged title or author words meet a query. Always through the index: asked for one
    // row, the planner would otherwise scan books hoping to meet one soon, and a word no title holds (the
    // usual case) would cost the whole table.
    await sql`
      create function books_field_words_meet(query tsquery) returns boolean language sql stable
      set enable_seqscan = off as $$
        select exists (select 1 from books where array_to_tsvector(array_remove(regexp_split_to_array(
          regexp_replace(search_title, '(\\S+)', 't\\1', 'g') || ' ' || regexp_replace(search_author, '(\\S+)', 'a\\1', 'g'),
          '\\s+'), '')) @@ query)
      $$`.execute(db);
    // Each search column whose source a statement changed without it falls back to the lower-cased text.
    await sql`
      create function books_search_text_fallback() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          if new.search_title = '' then new.search_title := lower(new.product_name); end if;
          if new.search_author = '' then new.search_author := lower(coalesce(new.author, '')); end if;
          if new.search_description = '' then new.search_description := lower(new.description); end if;
          return new;
        end if;
        if new.product_name is distinct from old.product_name and new.search_title = old.search_title then
          new.search_title := lower(new.product_name);
        end if;
        if new.author is distinct from old.author and new.search_author = old.search_author then
          new.search_author := lower(coalesce(new.author, ''));
        end if;
        if new.description is distinct from old.description and new.search_description = old.search_description then
          new.search_description := lower(new.description);
        end if;
        return new;
      end $$`.execute(db);
    await sql`
      create trigger books_search_text_fallback before insert or update on books
      for each row execute function books_search_text_fallback()`.execute(db);
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index search_vocabulary_trgm_idx on search_vocabulary using gist (key gist_trgm_ops)`.execute(
      db,
    );
    return;
  }

  await sql`
    create virtual table books_fts using fts5(
      search_title, search_author, search_description,
      content = 'books', content_rowid = 'rowid', tokenize = "ascii tokenchars '_'"
    )`.execute(db);
  await sql`
    create trigger books_fts_insert after insert on books begin
      insert into books_fts (rowid, search_title, search_author, search_description)
      values (new.rowid, new.search_title, new.search_author, new.search_description);
    end`.execute(db);
  await sql`
    create trigger books_fts_delete after delete on books begin
      insert into books_fts (books_fts, rowid, search_title, search_author, search_description)
      values ('delete', old.rowid, old.search_title, old.search_author, old.search_description);
    end`.execute(db);
  await sql`
    create trigger books_fts_update after update of search_title, search_author, search_description on books
    begin
      insert into books_fts (books_fts, rowid, search_title, search_author, search_description)
      values ('delete', old.rowid, old.search_title, old.search_author, old.search_description);
      insert into books_fts (rowid, search_title, search_author, search_description)
      values (new.rowid, new.search_title, new.search_author, new.search_description);
    end`.execute(db);
  for (const [column, source] of SOURCES) {
    await sql`
      create trigger ${sql.id(`books_${column}_inserted`)} after insert on books
      when new.${sql.id(column)} = '' and coalesce(new.${sql.id(source)}, '') <> '' begin
        update books set ${sql.id(column)} = lower(coalesce(new.${sql.id(source)}, '')) where rowid = new.rowid;
      end`.execute(db);
    await sql`
      create trigger ${sql.id(`books_${column}_stale`)} after update of ${sql.id(source)} on books
      when new.${sql.id(column)} is old.${sql.id(column)} begin
        update books set ${sql.id(column)} = lower(coalesce(new.${sql.id(source)}, '')) where rowid = new.rowid;
      end`.execute(db);
  }
  await sql`insert into books_fts (books_fts) values ('rebuild')`.execute(db);

  await sql`
    create virtual table search_vocabulary_trigram using fts5(
      key, content = 'search_vocabulary', content_rowid = 'rowid', tokenize = 'trigram'
    )`.execute(db);
  await sql`
    create trigger search_vocabulary_insert after insert on search_vocabulary begin
      insert into search_vocabulary_trigram (rowid, key) values (new.rowid, new.key);
    end`.execute(db);
  await sql`insert into search_vocabulary_trigram (search_vocabulary_trigram) values ('rebuild')`.execute(db);
}

/** The search text of every book there is, and the vocabulary of their titles and authors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function fillSearchText(db: Kysely<any>): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('books')
      .select(['id', 'product_name', 'author', 'description'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as Array<{ id: string; product_name: string; author: string | null; description: string }>;
    const vocabulary = new Set<string>();
    for (const row of rows) {
      await db
        .updateTable('books')
        .set({
          search_title: searchDocument(row.product_name, true),
          search_author: searchDocument(row.author, true),
          search_description: searchDocument(row.description, false, false),
        })
        .where('id', '=', row.id)
        .execute();
      for (const key of vocabularyKeys(row.product_name, row.author)) vocabulary.add(key);
    }
    const keys = [...vocabulary];
    for (let i = 0; i < keys.length; i += PAGE)
      await db
        .insertInto('search_vocabulary')
        .values(keys.slice(i, i + PAGE).map((key) => ({ key })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}
