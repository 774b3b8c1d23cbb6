// Book search on both databases (decisions 020, 185, 220): the same tokens matched the same way, ranked by
// one SQL expression both databases compute alike, typo correction from the vocabulary of titles and
// authors, and 'Did you mean' when nothing matches.
import { PLACE_SEPARATORS } from '../../db/migrations/528-books-fts-filters.ts';
import { PLACE_LEXEME_CUT } from '../../db/migrations/533-books-words-and-place.ts';
import {
  flagOn,
  type SearchFacets,
  type SearchFilter,
  type SearchSort,
  type ViewedBook,
} from '@boibazar/shared/catalogue';
import { BANGLADESH_DISTRICTS } from '@boibazar/shared/districts';
import { conditionKeyOf, districtKeyOf } from '@boibazar/shared/filter-values';
import { sql, type ExpressionBuilder, type QueryCreator, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { invalidCursor, newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';
import {
  FLAG_ON,
  NEWEST_BOOKS,
  UNSOLD,
  runForViewer,
  runRowsForViewer,
  selectBooks,
  type BookQuery,
} from './book-repository.ts';
import {
  isBangla,
  keyToken,
  phoneticKey,
  searchTermsOf,
  type SearchTerm,
  type SearchToken,
} from '@boibazar/shared/search-text';

export type SearchFilterWithViewer = SearchFilter & {
  viewerId?: string;
  /**
   * The place filter as the text index asks it, found once per search by searchBooks: SQLite's FTS5 match of
   * the filters column (placeMatch), PostgreSQL's tsquery of the place lexemes (placeQuery).
   */
  placeMatch?: string;
};

/** One page of a search: the books, each one's cursor, and the closest title or author when none matched. */
export interface SearchAnswer {
  books: ViewedBook[];
  cursors: Cursor[];
  didYouMean?: string;
}

/** Best match first when there are words, else newest first, unless the caller chose. */
export const sortOf = (filter: SearchFilter): SearchSort =>
  filter.sort ?? (searchTermsOf(filter.q).length > 0 ? 'relevance' : 'newest');

/** Cursors of a search that corrected typos start with this, so its later pages correct them too. */
const CORRECTED = '~';

/**
 * Unsold books matching every word (title, author or description; either script; as a prefix), filtered
 * and sorted, keyset-paged. When the words as typed find no book at all (filters aside), Latin words of 5+
 * letters are corrected
 * from the vocabulary (one typo, two from 9 letters); when that finds nothing either, the answer names
 * the closest title or author. On SQLite a newest-first search first looks only at the newest books
 * (decision 185).
 */
export async function searchBooks(
  db: Db,
  dialect: Dialect,
  filter: SearchFilterWithViewer,
  page: Page,
): Promise<SearchAnswer> {
  const place = dialect === 'sqlite' ? placeText(filter.location) : placeLexeme(filter.location);
  const named = await namePrefixWords(db, dialect, searchTermsOf(filter.q), place);
  const typed = named.terms;
  if (place !== undefined)
    filter = {
      ...filter,
      placeMatch:
        dialect === 'sqlite' ? placeMatch(place, named.placeWhole) : placeQuery(place, named.placeWords),
    };
  const sort = sortOf(filter);
  // Typo correction and 'Did you mean' look up the same words' neighbours: each is read once per search.
  const near: NearKeys = new Map();
  if (page.cursor?.key.startsWith(CORRECTED)) {
    const cursor = { ...page.cursor, key: page.cursor.key.slice(CORRECTED.length) };
    const corrected = (await correctTypos(db, dialect, typed, typosAllowed, near)) ?? typed;
    return answer(await runSearch(db, dialect, filter, { ...page, cursor }, corrected), sort, true);
  }
  const found = await runSearch(db, dialect, filter, page, typed);
  if (found.length > 0 || page.cursor || typed.length === 0) return answer(found, sort, false);
  // The words match books that the filters leave out: nothing to correct. Without filters the search just
  // run was that question already; asking it again walked every listing on PostgreSQL (decision 495).
  if (hasFilters(filter) && (await someUnsoldBookMatches(db, dialect, typed))) return answer([], sort, false);
  const corrected = await correctTypos(db, dialect, typed, typosAllowed, near);
  if (corrected) {
    const fuzzy = await runSearch(db, dialect, filter, page, corrected);
    if (fuzzy.length > 0) return answer(fuzzy, sort, true);
  }
  return { books: [], cursors: [], didYouMean: await closestTitleOrAuthor(db, dialect, typed, { near }) };
}

/** Whether the search narrows the books beyond its words (the sort and the viewer do not). */
const hasFilters = (filter: SearchFilter) =>
  Boolean(filter.category) ||
  flagOn(filter.exchange) ||
  flagOn(filter.cod) ||
  filter.minPrice !== undefined ||
  filter.maxPrice !== undefined ||
  Boolean(filter.condition) ||
  Boolean(filter.location);

type Found = Array<{ book: ViewedBook; rank?: number }>;

function answer(found: Found, sort: SearchSort, corrected: boolean): SearchAnswer {
  const prefix = corrected ? CORRECTED : '';
  return {
    books: found.map(({ book }) => book),
    cursors: found.map(({ book, rank }) => {
      const cursor = searchCursor(sort, book, rank);
      return { ...cursor, key: prefix + cursor.key };
    }),
  };
}

/** The position of a search result in its sort order (rank: its relevance, for that sort). */
export function searchCursor(sort: SearchSort, book: ViewedBook, rank = 0): Cursor {
  if (sort === 'relevance') return { key: `${rank}|${book.time}`, id: book._id };
  return { key: sort === 'newest' ? book.time : String(book.resale), id: book._id };
}

async function runSearch(
  db: Db,
  dialect: Dialect,
  filter: SearchFilterWithViewer,
  page: Page,
  terms: SearchTerm[],
): Promise<Found> {
  const sort = sortOf(filter);
  // Words and filters few unsold books meet (a typo beside a common word, common words seldom met in one
  // book, a narrow filter) would walk the newest books or the windows to their end hoping to meet them: one
  // read through the text index finds them all first when they are few, and only they are sorted
  // (decision 501; decision 495's probe only asked whether any book at all held the words).
  // The page over those few is taken in the same statement. On PostgreSQL, best match without filters
  // first tries windows of a fixed number of the newest books, which answer common words in one statement
  // where the few-matches read builds a GIN bitmap of every match; a filter makes the windows walk further
  // and the matches fewer. SQLite's FTS5 read stops at the limit, and its windows read each word's whole
  // list over the advertised books' wide rowid span: few matches first there (decision 509).
  const windowsFirst =
    dialect === 'postgres' && terms.length > 0 && sort === 'relevance' && !hasFilters(filter);
  if (windowsFirst) {
    const windowed = await bestMatchWithinWindows(db, dialect, filter, page, terms, { decideEmpty: false });
    if (windowed) return windowed;
  }
  if (terms.length > 0) {
    const few = await fewMatchesPage(db, dialect, filter, page, terms);
    if (few) return few;
  }
  if (!windowsFirst && terms.length > 0 && sort === 'relevance') {
    const windowed = await bestMatchWithinWindows(db, dialect, filter, page, terms);
    if (windowed) return windowed;
  }
  if (dialect === 'sqlite' && terms.length > 0 && sort === 'newest') {
    const windowed = await searchWithinWindow(db, filter, page, terms);
    if (windowed) return windowed.map((book) => ({ book }));
  }
  if (dialect === 'sqlite' && terms.length > 0 && (sort === 'price_asc' || sort === 'price_desc')) {
    const windowed = await searchWithinPriceWindow(db, filter, page, terms);
    if (windowed) return windowed;
  }
  const rows = await runRowsForViewer(searchBooksQuery(db, dialect, filter, page, terms), filter.viewerId);
  return rows.map(({ row, book }) => ({ book, rank: Number(row.search_rank ?? 0) }));
}

/**
 * FTS5: every term, each as any of its tokens (quoted, so no user text is FTS5 syntax); a prefix that
 * namePrefixWords found begins no other word is asked as that whole word. Bare, for a column filter of its
 * own; a statement's match is ftsQuery's.
 */
const ftsTerms = (terms: SearchTerm[], join = ' AND ') =>
  terms.map((term) => `(${term.tokens.map((t) => ftsToken(t, t.prefix)).join(' OR ')})`).join(join);

/**
 * A statement's FTS5 match: the terms, among books not gone (sold or deleted) and, given a place, whose
 * place begins with it (placeMatch), both read from the filters column (migration 528), whose tokens no
 * word matches. The statement still applies every filter itself: the column only keeps FTS5 from handing it
 * books it would look up to drop.
 */
const ftsQuery = (terms: SearchTerm[], join = ' AND ', place?: string) =>
  `((${ftsTerms(terms, join)}) NOT {search_filters}: "·gone")${place ? ` AND {search_filters}: ${place}` : ''}`;

/**
 * The filters column's token for a place filter (migration 528): '·' and the place lower-cased, each
 * character the column turns into '·' turned so. A book whose place starts with the filter (any ASCII letter
 * case) has a token beginning with it. Undefined when the place holds another ASCII character the tokenizer
 * would cut at, which the column does not turn: then FTS5 is given no place.
 */
function placeText(place: string | undefined): string | undefined {
  if (!place) return undefined;
  let token = '·';
  for (const char of place.toLowerCase()) {
    if (PLACE_SEPARATORS.includes(char)) token += '·';
    else if (char > '\x7f' || /[a-z0-9_]/.test(char)) token += char;
    else return undefined;
  }
  return token;
}

/**
 * The place filter as FTS5 asks it: its token (placeText) as a prefix, so FTS5 keeps every book the
 * statement's own `like` keeps, or whole when no other token begins with it (from namePrefixWords): FTS5
 * merges a prefix's whole list before its first row (~2–3 ms for a place 166,667 of 1M books hold).
 */
const placeMatch = (token: string, whole: boolean) => `"${token}"${whole ? '' : '*'}`;

/**
 * PostgreSQL: the lexeme a place filter begins in search_vector (migration 533): `·` and the place
 * lower-cased. Undefined (GIN is asked for no place; the statement's own `like` still applies) when the
 * place is longer than the indexed cut (PLACE_LEXEME_CUT characters), or holds a character outside ASCII and Bangla,
 * where JavaScript's lower case might not be PostgreSQL's.
 */
function placeLexeme(place: string | undefined): string | undefined {
  if (!place) return undefined;
  const lower = place.toLowerCase();
  if ([...lower].length > PLACE_LEXEME_CUT || !/^[\x20-\x7e\u0980-\u09ff]+$/.test(lower)) return undefined;
  return `·${lower}`;
}

/**
 * PostgreSQL: the place filter as a tsquery, the places its lexeme begins named as whole lexemes (GIN reads a
 * prefix by collecting every posting of every lexeme it begins into a bitmap first: 166,667 for a place
 * at 1,000,000 books, which went lossy), or a prefix when namePrefixWords found more than PREFIX_WORDS.
 */
const placeQuery = (place: string, words: string[] | undefined) =>
  words && words.length > 0 && words.length <= PREFIX_WORDS
    ? `(${words.map(lexeme).join(' | ')})`
    : `${lexeme(place)}:*`;

/** One token for FTS5, as a prefix when `prefix` unless namePrefixWords named its words. */
const ftsToken = (token: SearchToken, prefix: boolean) => {
  const words = prefix ? (token as NamedToken).words : undefined;
  if (words) return words.map((word) => `"${word}"`).join(' OR ');
  return `"${token.text}"${prefix ? '*' : ''}`;
};

/**
 * The same as a tsquery; tokens hold only letters, marks, digits and '_', so quoting them is safe. A prefix
 * whose words namePrefixWords found is written as those words (quoted: a raw writer's words may hold any
 * character).
 */
const tsQuery = (terms: SearchTerm[], join = ' & ') =>
  terms
    .map(
      (term) =>
        `(${term.tokens
          .map((t) => {
            const words = (t as NamedToken).words;
            if (words) return words.map(lexeme).join(' | ');
            return `'${t.text}'${t.prefix ? ':*' : ''}`;
          })
          .join(' | ')})`,
    )
    .join(join);

/** A word quoted for a tsquery (a raw writer's words may hold a quote or a backslash). */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A prefix token of a search with every word of books' text that it begins (PostgreSQL, decision 512), or,
 * on SQLite, with the token itself when it begins no other word (decision 527).
 */
type NamedToken = SearchToken & { words?: string[] };

/** A prefix beginning more words than this stays a prefix in the tsquery. */
export const PREFIX_WORDS = 64;

/**
 * Each prefix token given the words it begins, when the database can name them cheaply. The same books
 * match (the words are all those the prefix begins); ranking reads the tokens, not these words, so it is
 * unchanged.
 * PostgreSQL: every word it begins, when at most PREFIX_WORDS (search_lexemes, migration 492, holds every
 * word search_vector ever held). GIN reads a prefix by first collecting every posting of every word it
 * begins into a bitmap, a cost that grows with the shop even when a rare word beside it leaves a handful
 * of books; whole words are read with its skipping scan.
 * SQLite: the token alone, when no other term of FTS5's index begins with it (books_fts_terms, migration
 * 527). FTS5 reads a prefix by merging the whole list of every term it begins before its first row (30 ms
 * for a word 200,000 of 1M books hold), a whole word lazily: a read stopping at a limit or kept to a rowid
 * range reads only that much. A prefix that begins other words stays a prefix.
 */
async function namePrefixWords(
  db: Db,
  dialect: Dialect,
  terms: SearchTerm[],
  place?: string,
): Promise<{ terms: SearchTerm[]; placeWhole: boolean; placeWords?: string[] }> {
  const prefixes = [
    ...new Set(terms.flatMap((term) => term.tokens.filter((t) => t.prefix).map((t) => t.text))),
  ];
  if (prefixes.length === 0 && place === undefined) return { terms, placeWhole: false };
  // The place filter's token too (placeMatch, placeQuery), in the same statement; no word begins with it.
  const asked = place === undefined ? prefixes : [...prefixes, place];
  const words = dialect === 'postgres' ? await lexemesBegun(db, asked) : await wordsAlone(db, asked);
  return {
    terms: terms.map((term) => ({
      ...term,
      tokens: term.tokens.map((token): NamedToken => {
        const begun = token.prefix ? words.get(token.text) : undefined;
        // None: the prefix begins no word, and GIN's read of it is as cheap as any.
        return begun && begun.length <= PREFIX_WORDS ? { ...token, words: begun } : token;
      }),
    })),
    placeWhole: place !== undefined && words.has(place),
    placeWords: place === undefined ? undefined : words.get(place),
  };
}

/** PostgreSQL: the words search_lexemes holds that each prefix begins, at most PREFIX_WORDS + 1 of each. */
async function lexemesBegun(db: Db, prefixes: string[]): Promise<Map<string, string[]>> {
  const rows = await sql<{ prefix: string; lexeme: string }>`
    select p.prefix, l.lexeme from unnest(${prefixes}::text[]) as p(prefix)
    cross join lateral (
      select lexeme from search_lexemes
      where lexeme >= p.prefix collate "C" and lexeme < (p.prefix || ${AFTER_PREFIX}) collate "C"
      order by lexeme limit ${PREFIX_WORDS + 1}
    ) as l`.execute(db);
  const words = new Map<string, string[]>();
  for (const { prefix, lexeme } of rows.rows) words.set(prefix, [...(words.get(prefix) ?? []), lexeme]);
  return words;
}

/**
 * SQLite: each prefix that no other term of the index begins, named as itself. One statement, an `exists`
 * per prefix over books_fts_terms from just after the prefix (`\u0001`, below every character a term
 * holds, so the prefix itself is not read: fts5vocab counts each term it passes, a walk of its list) to the
 * end of its range (prefixRangeEnd): a term there is one that begins with it.
 */
async function wordsAlone(db: Db, prefixes: string[]): Promise<Map<string, string[]>> {
  const ranged = prefixes.flatMap((prefix) => {
    const end = prefixRangeEnd(prefix);
    return end === undefined ? [] : [{ prefix, end }];
  });
  if (ranged.length === 0) return new Map();
  const rows = await sql<Record<string, number>>`select ${sql.join(
    ranged.map(
      ({ prefix, end }, i) =>
        sql`exists (select 1 from books_fts_terms where term > ${`${prefix}\u0001`} and term < ${end}) as ${sql.id(`extended_${i}`)}`,
    ),
  )}`.execute(db);
  const row = rows.rows[0]!;
  return new Map(
    ranged.flatMap(({ prefix }, i) => (Number(row[`extended_${i}`]) === 0 ? [[prefix, [prefix]]] : [])),
  );
}

function textMatches(
  dialect: Dialect,
  terms: SearchTerm[],
  anyTerm = false,
  place?: string,
): RawBuilder<SqlBool> {
  if (dialect === 'postgres') {
    const words = tsQuery(terms, anyTerm ? ' | ' : ' & ');
    return sql<SqlBool>`books.search_vector @@ ${place ? `(${words}) & ${place}` : words}::tsquery`;
  }
  return sql<SqlBool>`books.rowid in (select rowid from books_fts where books_fts match ${ftsQuery(
    terms,
    anyTerm ? ' OR ' : ' AND ',
    place,
  )})`;
}

/**
 * Relevance, the same number on both databases: per word, 6 when it is a whole word of the title, 5 when it
 * begins one, 4 and 3 for the author, 1 elsewhere (the description); summed over the words, then ×4, +2 for
 * a book not reserved for an exchange and +1 for an advertised one, so among equals those come first.
 */
function relevance(dialect: Dialect, terms: SearchTerm[]): RawBuilder<number> {
  const find = dialect === 'postgres' ? sql.raw('strpos') : sql.raw('instr');
  const title = sql`(' ' || books.search_title || ' ')`;
  const author = sql`(' ' || books.search_author || ' ')`;
  const any = (field: RawBuilder<unknown>, whole: boolean, term: SearchTerm) => {
    const tokens = term.tokens.filter((t) => whole || t.prefix);
    if (tokens.length === 0) return sql`false`;
    return sql.join(
      tokens.map((t) => sql`${find}(${field}, ${whole ? ` ${t.text} ` : ` ${t.text}`}) > 0`),
      sql` or `,
    );
  };
  const perTerm = terms.map(
    (term) => sql`(case
      when ${any(title, true, term)} then 6 when ${any(title, false, term)} then 5
      when ${any(author, true, term)} then 4 when ${any(author, false, term)} then 3 else 1 end)`,
  );
  const words = perTerm.length > 0 ? sql.join(perTerm, sql` + `) : sql`0`;
  return sql<number>`((${words}) * 4
    + (case when books.exchange_state is null then 2 else 0 end)
    + (case when books.advertised = 1 then 1 else 0 end))`;
}

const RELEVANCE_KEY = /^(\d{1,4})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z)$/;

/** Unsold books matching the words (or within the given ids) and every filter, unsorted. */
function filteredBooks(
  db: Db,
  dialect: Dialect,
  filter: SearchFilterWithViewer,
  terms: SearchTerm[],
  within?: string[] | RawBuilder<SqlBool>,
): BookQuery {
  let query = selectBooks(db).where('books.is_sold', '=', UNSOLD);
  if (Array.isArray(within)) query = query.where('books.id', 'in', within.length > 0 ? within : ['']);
  else if (within) query = query.where(within);
  else if (terms.length > 0) query = query.where(textMatches(dialect, terms, false, filter.placeMatch));
  if (filter.category) query = query.where('books.category_id', '=', filter.category);
  if (flagOn(filter.exchange)) query = query.where('books.open_to_exchange', '=', FLAG_ON);
  if (flagOn(filter.cod)) query = query.where('books.cod_allowed', '=', FLAG_ON);
  if (filter.minPrice !== undefined) query = query.where('books.resale', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where('books.resale', '<=', filter.maxPrice);
  // SQLite: `+` keeps the condition out of the index choice (books_unsold_condition_place_idx, migration 500,
  // is read only by filterSet): walking a common condition's books, each an FTS5 lookup, would cost seconds.
  if (filter.condition)
    query = query.where(
      dialect === 'sqlite' ? sql`+lower(books.condition)` : sql`lower(books.condition)`,
      '=',
      filter.condition.toLowerCase(),
    );
  if (filter.location) query = query.where(placeStartsWith(filter.location));
  return query;
}

/** A book's place starts with `place` (any letter case; its own `%`, `_` and `\` taken as they are). */
function placeStartsWith(place: string) {
  const escaped = place.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`lower(books.location) like ${`${escaped}%`} escape '\\'`;
}

/** Matching books counted for the filter bar; beyond this the counts are lower bounds (decision 390). */
export const FACET_SAMPLE = 2000;

interface FacetGroup {
  category: string;
  condition: string;
  location: string;
  exchange: boolean;
  cod: boolean;
  n: number;
}

/**
 * How many unsold books the search finds, and for each value of each filter how many it would find with
 * that value chosen instead (each list counted with every other filter applied, its own left out), so
 * the bar can say "Fiction (214)". The words are matched as typed (no typo correction).
 * One statement reads at most FACET_SAMPLE + 1 books matching the words and the price range (no order, so
 * the database stops there) grouped by the five filter columns; the filters and their lists are then
 * worked out from those groups. When more books match, `capped` is set and every count is the count
 * among the books read: at least that many, never more than there are (decision 390).
 */
export async function countFacets(
  db: Db,
  dialect: Dialect,
  filter: SearchFilter,
  sampleSize = FACET_SAMPLE,
): Promise<SearchFacets> {
  const terms = searchTermsOf(filter.q);
  const counted = { q: filter.q, minPrice: filter.minPrice, maxPrice: filter.maxPrice };
  // SQLite: through FTS5's matches, so the sample stops at its size; `rowid in (matches)` first collected
  // every match (150,000 for a common word at 1M books; decision 536).
  const sample = (
    dialect === 'sqlite' && terms.length > 0
      ? throughMatches(db, counted, terms)
      : filteredBooks(db, dialect, counted, terms)
  )
    .clearSelect()
    .select([
      'books.category_id as category',
      'books.condition as condition',
      'books.location as location',
      'books.open_to_exchange as exchange',
      'books.cod_allowed as cod',
    ])
    .limit(sampleSize + 1)
    .as('sample');
  const rows = await db
    .selectFrom(sample)
    .select(['category', 'condition', 'location', 'exchange', 'cod', sql<number>`count(*)`.as('n')])
    .groupBy(['category', 'condition', 'location', 'exchange', 'cod'])
    .execute();
  const groups: FacetGroup[] = rows.map((row) => ({
    category: String(row.category),
    condition: String(row.condition ?? ''),
    location: String(row.location ?? ''),
    exchange: Number(row.exchange) === 1,
    cod: Number(row.cod) === 1,
    n: Number(row.n),
  }));
  const capped = groups.reduce((sum, group) => sum + group.n, 0) > sampleSize;
  // The same tests filteredBooks makes in SQL, each one left out in turn for its own list.
  const place = filter.location?.toLowerCase();
  const tests = {
    category: (g: FacetGroup) => !filter.category || g.category === filter.category,
    condition: (g: FacetGroup) =>
      !filter.condition || g.condition.toLowerCase() === filter.condition.toLowerCase(),
    location: (g: FacetGroup) => place === undefined || g.location.toLowerCase().startsWith(place),
    exchange: (g: FacetGroup) => !flagOn(filter.exchange) || g.exchange,
    cod: (g: FacetGroup) => !flagOn(filter.cod) || g.cod,
  };
  type Test = keyof typeof tests;
  const kept = (without?: Test) =>
    groups.filter((g) => (Object.keys(tests) as Test[]).every((name) => name === without || tests[name](g)));
  const sum = (list: FacetGroup[]) => list.reduce((total, g) => total + g.n, 0);
  const countBy = (list: FacetGroup[], keyOf: (g: FacetGroup) => string | undefined) => {
    const counts = new Map<string, number>();
    for (const g of list) {
      const key = keyOf(g);
      if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + g.n);
    }
    return [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  };
  const all = kept();
  return {
    total: sum(all),
    categories: countBy(kept('category'), (g) => g.category),
    conditions: countBy(kept('condition'), (g) => conditionKeyOf(g.condition)),
    // Locations are free text; the list names districts only, a district's count summing its spellings.
    districts: countBy(kept('location'), (g) => {
      const district = districtKeyOf(g.location);
      return DISTRICTS.has(district) ? district : undefined;
    }),
    exchange: sum(all.filter((g) => g.exchange)),
    cod: sum(all.filter((g) => g.cod)),
    ...(capped && { capped }),
  };
}

const DISTRICTS = new Set<string>(BANGLADESH_DISTRICTS);

/**
 * The query behind searchBooks (terms: the words to match, the query's own by default; within: books already
 * known to match them, which then stand in for the text search).
 */
export function searchBooksQuery(
  db: Db,
  dialect: Dialect,
  filter: SearchFilter,
  page: Page,
  terms: SearchTerm[] = searchTermsOf(filter.q),
  within?: string[] | RawBuilder<SqlBool>,
): BookQuery {
  let query = filteredBooks(db, dialect, filter, terms, within);
  const sort = sortOf(filter);
  const cursor = page.cursor;
  if (sort === 'newest') return newestFirst(query, NEWEST_BOOKS, page);
  if (sort === 'relevance') {
    const rank = relevance(dialect, terms);
    if (cursor) {
      const position = RELEVANCE_KEY.exec(cursor.key);
      if (!position) throw invalidCursor();
      const [, rankAt, timeAt] = position;
      query = query.where(
        sql<SqlBool>`(${rank} < ${Number(rankAt)} or (${rank} = ${Number(rankAt)} and (books.created_at < ${timeAt}
          or (books.created_at = ${timeAt} and books.id < ${cursor.id}))))`,
      );
    }
    return query
      .select(rank.as('search_rank'))
      .orderBy(sql`search_rank`, 'desc')
      .orderBy('books.created_at', 'desc')
      .orderBy('books.id', 'desc')
      .limit(page.limit + 1) as unknown as BookQuery;
  }
  const ascending = sort === 'price_asc';
  if (cursor) query = query.where(afterPrice(ascending, cursor));
  const direction = ascending ? 'asc' : 'desc';
  return query
    .orderBy('books.resale', direction)
    .orderBy('books.id', direction)
    .limit(page.limit + 1);
}

/** Books after a price cursor, in price order then id. */
function afterPrice(ascending: boolean, cursor: Cursor) {
  // A price cursor we handed out is a whole number; anything else would reach the database as NaN.
  if (!/^\d{1,9}$/.test(cursor.key)) throw invalidCursor();
  const price = Number(cursor.key);
  return (eb: ExpressionBuilder<Database, 'books'>) =>
    eb.or([
      eb('books.resale', ascending ? '>' : '<', price),
      eb.and([eb('books.resale', '=', price), eb('books.id', ascending ? '>' : '<', cursor.id)]),
    ]);
}

/**
 * The page of a newest-first SQLite search taken from the books that come first in its order (all its
 * other filters and its cursor applied): their rowids in order, then one FTS query for the matches within
 * that rowid span, then the rows of the first limit + 1 hits. Exact when it finds limit + 1 (every book
 * outside the window comes later) or the window holds every candidate; otherwise undefined and the
 * caller runs the full query, which is then cheap because the words are rare among the newest books.
 * Listings get rowids in the order they are added, so the newest books span few rowids and FTS reads
 * only that slice of each word's list; a wide span also sends the search to the full query (decision 185).
 */
async function searchWithinWindow(
  db: Db,
  filter: SearchFilterWithViewer,
  page: Page,
  terms: SearchTerm[],
): Promise<ViewedBook[] | undefined> {
  const windowSize = Math.min(2000, 50 * (page.limit + 1));
  const window = await searchBooksQuery(db, 'sqlite', { ...filter, q: undefined, sort: 'newest' }, page, [])
    .clearSelect()
    .select(['books.id', sql<number>`books.rowid`.as('rowid')])
    .limit(windowSize)
    .execute();
  if (window.length === 0) return [];
  let low = window[0].rowid;
  let high = low;
  for (const { rowid } of window) {
    if (rowid < low) low = rowid;
    if (rowid > high) high = rowid;
  }
  if (high - low > 20 * windowSize) return undefined;
  const matches = await sql<{ rowid: number }>`
    select rowid from books_fts
    where books_fts match ${ftsQuery(terms)} and rowid between ${low} and ${high}`.execute(db);
  const matched = new Set(matches.rows.map((m) => m.rowid));
  const hits = window.filter((w) => matched.has(w.rowid)).slice(0, page.limit + 1);
  if (hits.length <= page.limit && window.length === windowSize) return undefined;
  if (hits.length === 0) return [];
  const books = await runForViewer(
    selectBooks(db).where(
      'books.id',
      'in',
      hits.map((h) => h.id),
    ),
    filter.viewerId,
  );
  const byId = new Map(books.map((book) => [book._id, book]));
  return hits.flatMap((h) => byId.get(h.id) ?? []);
}

/** SQLite: the books in price order a price-sorted search of common words looks at first (decision 511). */
export const PRICE_WINDOW = 20_000;

/**
 * The page of a price-sorted SQLite search whose words and filters more than FEW_MATCHES books meet, taken
 * from the first `size` unsold books in its order (price range and cursor applied): their rowids read from
 * books_price_idx alone (no books row), those the words match kept (the FTS5 matches as a set), and only
 * those books read, filtered and sorted, in one statement. Exact when it finds limit + 1 (every book
 * outside the window comes later) or the window holds every unsold book left; otherwise undefined and the
 * caller runs the full query, which reads books once per match of the words (200,000 for a common word at
 * 1M books; "mathematics" in Khulna by price: 222 against 49 ms CPU for the whole search, decision 511).
 */
export async function searchWithinPriceWindow(
  db: Db,
  filter: SearchFilterWithViewer,
  page: Page,
  terms: SearchTerm[],
  size = PRICE_WINDOW,
): Promise<Found | undefined> {
  const ascending = sortOf(filter) === 'price_asc';
  const direction = ascending ? 'asc' : 'desc';
  const window = db
    .selectFrom('books')
    .select(sql<number>`books.rowid`.as('rowid'))
    .where('books.is_sold', '=', UNSOLD)
    .$if(filter.minPrice !== undefined, (qb) => qb.where('books.resale', '>=', filter.minPrice!))
    .$if(filter.maxPrice !== undefined, (qb) => qb.where('books.resale', '<=', filter.maxPrice!))
    .$if(page.cursor !== undefined, (qb) => qb.where(afterPrice(ascending, page.cursor!)))
    .orderBy('books.resale', direction)
    .orderBy('books.id', direction)
    .limit(size);
  const creator = db.with(
    (cte) => cte('price_window').materialized(),
    () => window,
  );
  const within = sql<SqlBool>`books.rowid in (select rowid from price_window
    where rowid in (select rowid from books_fts where books_fts match ${ftsQuery(terms)}))`;
  const query = searchBooksQuery(creator as unknown as Db, 'sqlite', filter, page, terms, within).select(
    sql<number>`(select count(*) from price_window)`.as('window_rows'),
  );
  const rows = await runRowsForViewer(query as unknown as BookQuery, filter.viewerId);
  if (rows.length <= page.limit && (rows.length === 0 || Number(rows[0]!.row.window_rows) >= size))
    return undefined;
  return rows.map(({ book }) => ({ book }));
}

/** Best-match pages look at the newest advertised books and the newest others separately (below). */
const BEST_MATCH_GROUPS = [
  // Advertised: the rank's bonus is 3 when not reserved for an exchange, else 1 (see relevance).
  { flag: FLAG_ON, bonuses: [3, 1] },
  { flag: sql.lit<0>(0), bonuses: [2, 0] },
] as const;

/** The highest rank a book of a group can have with at most `words` word points and a rank of at most `ceiling`. */
function highestRank(bonuses: readonly number[], words: number, ceiling: number): number {
  let best = -Infinity;
  for (const bonus of bonuses) {
    const points = Math.min(words, Math.floor((ceiling - bonus) / 4));
    if (points >= 0) best = Math.max(best, 4 * points + bonus);
  }
  return best;
}

/**
 * A best-match page read from windows of the newest books (decision 220; 185 does the same for newest
 * first), so a common word does not rank every book it matches. Ranks are word points × 4 plus a bonus
 * (advertised, not reserved), so the order is points, then bonus, then newest. For each group of books
 * (advertised or not; the bonus tells them apart), the window is its newest books after every filter but
 * the words (a fixed number, read from the listing indexes), and the candidates those of them that match:
 * from the cursor's position when the group can still rank as high as the cursor, else from the newest.
 * The page is the full query over the candidates only, in the same statement (decision 509). It is exact
 * when no book left out can come before its last row: a book older than a full window ranks at most what
 * its group can reach (per word, the best field the word holds in any book at all, found by index probes),
 * and a book newer than the cursor but after it ranks below the cursor; each must rank below the last row,
 * or equal to it and be older. Otherwise (and when the page is empty) undefined, and the caller reads the
 * matches through the text index, or runs the full query.
 */
export async function bestMatchWithinWindows(
  db: Db,
  dialect: Dialect,
  filter: SearchFilterWithViewer,
  page: Page,
  terms: SearchTerm[],
  { decideEmpty = true }: { decideEmpty?: boolean } = {},
): Promise<Found | undefined> {
  let at: { rank: number; cursor: Cursor } | undefined;
  if (page.cursor) {
    const position = RELEVANCE_KEY.exec(page.cursor.key);
    if (!position) throw invalidCursor();
    at = { rank: Number(position[1]), cursor: { key: position[2]!, id: page.cursor.id } };
  }
  const size = Math.min(2000, 20 * (page.limit + 1));
  // With a cursor, where each group's window starts depends on the best rank its books can reach, so the
  // probes come first; on a first page they are asked in the page's own statement.
  const knownPoints = at ? await bestPossibleWordPoints(db, dialect, terms) : undefined;
  const known = knownPoints?.reduce((total, points) => total + points, 0);
  const starts = BEST_MATCH_GROUPS.map((group) => {
    const fromCursor = at !== undefined && highestRank(group.bonuses, known!, Infinity) >= at.rank;
    return { group, fromCursor, from: fromCursor ? at?.cursor : undefined };
  });
  const together = await windowsAndPage(db, dialect, filter, page, terms, starts, size, known === undefined);
  if (!together) {
    // No candidate: exact only when every window read its whole group from the newest. Asked only when
    // the caller has no cheaper way to find out (runSearch reads the few matches next).
    if (!decideEmpty || starts.some(({ fromCursor }) => fromCursor)) return undefined;
    const counts = await sql<Record<string, number | string>>`select ${sql.join(
      starts.map(
        ({ group }, i) =>
          sql`(select count(*) from ${windowOf(db, dialect, filter, group, undefined, size)} as w) as ${sql.id(`window_rows_${i}`)}`,
      ),
    )}`.execute(db);
    const row = counts.rows[0]!;
    return starts.every((_, i) => Number(row[`window_rows_${i}`]) < size) ? [] : undefined;
  }
  let words = known ?? together.words!;
  const found = together.found;
  const windows = starts.map(({ group, fromCursor }, i) => ({
    group,
    fromCursor,
    complete: together.windowRows[i]! < size,
  }));
  const unvouched = (list: Found, bound = words) => {
    const last = list.length > page.limit ? Number(list[page.limit]!.rank) : -Infinity;
    return windows.filter(
      ({ group, fromCursor, complete }) =>
        // Older than the window: at most the group's best, and no higher than the cursor once past it.
        (!complete && highestRank(group.bonuses, bound, at ? at.rank : Infinity) > last) ||
        // Newer than the cursor yet after it: below the cursor's rank, and newer than the last row.
        (fromCursor && at && highestRank(group.bonuses, bound, at.rank - 1) >= last),
    );
  };
  let failing = unvouched(found);
  // Each word's bound is its best field in any book, but no book may hold those words together there: a
  // word outside its book's title and author earns 1 (the description). The highest bound at which the
  // page would stand (leaving at most the advertised group to rank alone) names the sets of words a book
  // must hold together in its title or author to rank above it; when no book holds any of those sets, that
  // bound holds. Asked only when some bound would let the page stand: otherwise the full query runs
  // whatever it answers (decisions 512, 522, 536). Not asked when only the advertised group fails: it is
  // then ranked alone below, from its own small index, where the probe reads every book holding the words
  // (two bitmaps of 50,000 books, 70 ms at 1M books on PostgreSQL; decision 543).
  const points = knownPoints ?? together.points;
  if (
    failing.some(({ group }) => group.flag !== FLAG_ON) &&
    points &&
    points.length > 1 &&
    points.length <= SET_PROBE_WORDS
  ) {
    const stands = (bound: number) => unvouched(found, bound).every(({ group }) => group.flag === FLAG_ON);
    let bound = words - 1;
    while (bound >= points.length && !stands(bound)) bound -= 1;
    if (bound >= points.length) {
      const { above, below } = wordSetsAround(points, bound);
      if (!(await someBookHoldsASetInTitleOrAuthor(db, dialect, terms, above))) {
        words = below;
        failing = unvouched(found);
      }
    }
  }
  if (failing.length === 0) return found;
  // Advertised books are few (paid): when their window cannot vouch for the page, the group's own best
  // limit + 1 after the cursor are ranked in full, which is exact for that group, and the page is taken
  // again with them; the other group must still pass its checks, else the full query (decision 501).
  if (failing.some(({ group }) => group.flag !== FLAG_ON)) return undefined;
  const best = await searchBooksQuery(
    db,
    dialect,
    filter,
    page,
    terms,
    advertisedMatches(dialect, filter, terms),
  )
    .where('books.advertised', '=', FLAG_ON)
    .execute();
  // The page is the best limit + 1 of the candidates: ranked again with more books, it stands for all of
  // them (any other candidate ranks after its limit + 1 rows).
  const again = (
    await runRowsForViewer(
      searchBooksQuery(db, dialect, filter, page, terms, [
        ...new Set([...found.map(({ book }) => book._id), ...best.map((row) => row.id)]),
      ]),
      filter.viewerId,
    )
  ).map(({ row, book }) => ({ book, rank: Number(row.search_rank ?? 0) }));
  return unvouched(again).every(({ group }) => group.flag === FLAG_ON) ? again : undefined;
}

/**
 * The words' matches for the advertised group ranked alone. SQLite: FTS5's matches among the books the
 * filters column marks advertised (and for sale, and in the place asked: migration 528), so books are
 * looked up only for the advertised matches. The plain `books.rowid in (matches)` looked books up once per
 * match (200,000 for "songs" at 1M books: 174 against 16 ms CPU; decision 511); the set of advertised
 * books read from their own index beside FTS5's matches cost 8–10 ms a search (decision 536).
 * PostgreSQL: the words, as everywhere.
 */
const advertisedMatches = (dialect: Dialect, filter: SearchFilterWithViewer, terms: SearchTerm[]) =>
  dialect === 'sqlite'
    ? sql<SqlBool>`books.rowid in (select rowid from books_fts where books_fts match ${`${ftsQuery(
        terms,
        ' AND ',
        filter.placeMatch,
      )} AND {search_filters}: "·advertised"`})`
    : undefined;

/** A group's newest `size` books after every filter but the words (ids; SQLite: and rowids). */
function windowOf(
  db: Db,
  dialect: Dialect,
  filter: SearchFilter,
  group: (typeof BEST_MATCH_GROUPS)[number],
  from: Cursor | undefined,
  size: number,
) {
  return searchBooksQuery(
    db,
    dialect,
    { ...filter, q: undefined, sort: 'newest' },
    { limit: size - 1, cursor: from },
    [],
  )
    .where('books.advertised', '=', group.flag)
    .clearSelect()
    .select('books.id')
    .$if(dialect === 'sqlite', (qb) => qb.select(sql<number>`books.rowid`.as('rowid')));
}

/**
 * The windows of bestMatchWithinWindows and the page over their candidates in one statement: each window
 * a common table expression, the group's newest `size` books after every filter but the words, read from
 * the listing indexes (so never a walk of every match, nor, on PostgreSQL, a plan built on the tsquery's
 * estimated frequency, which was ten times too low for common words: decision 509), with which of them
 * match (PostgreSQL: the tsquery on each row; SQLite: one FTS5 query within the window's rowid span, so
 * only that slice of each word's list is read); how many books each window read and, when asked, the
 * words' best possible points, as columns of every row. Undefined when the page is empty.
 */
async function windowsAndPage(
  db: Db,
  dialect: Dialect,
  filter: SearchFilterWithViewer,
  page: Page,
  terms: SearchTerm[],
  starts: Array<{ group: (typeof BEST_MATCH_GROUPS)[number]; from: Cursor | undefined }>,
  size: number,
  probe: boolean,
): Promise<{ found: Found; windowRows: number[]; words?: number; points?: number[] } | undefined> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let creator: QueryCreator<any> = db;
  const candidates: RawBuilder<unknown>[] = [];
  starts.forEach(({ group, from }, i) => {
    const name = `window_${i}`;
    const window = windowOf(db, dialect, filter, group, from, size).$if(dialect === 'postgres', (qb) =>
      qb.select(sql<SqlBool>`books.search_vector @@ ${tsQuery(terms)}::tsquery`.as('hit')),
    );
    creator = creator.with(
      (cte) => cte(name).materialized(),
      () => window,
    );
    if (dialect === 'postgres') {
      candidates.push(sql`select id from ${sql.table(name)} where hit`);
      return;
    }
    const hits = `hits_${i}`;
    creator = creator.with(
      hits,
      // A raw common table expression is not put in parentheses for us.
      () => sql`(select rowid from ${sql.table(name)} where rowid in (
        select rowid from books_fts where books_fts match ${ftsQuery(terms)}
        and rowid between (select min(rowid) from ${sql.table(name)}) and (select max(rowid) from ${sql.table(name)})))`,
    );
    candidates.push(sql`select rowid from ${sql.table(hits)}`);
  });
  const within = sql<SqlBool>`${sql.raw(dialect === 'sqlite' ? 'books.rowid' : 'books.id')} in (${sql.join(
    candidates,
    sql` union all `,
  )})`;
  const counted = searchBooksQuery(creator as unknown as Db, dialect, filter, page, terms, within).select(
    starts.map((_, i) =>
      sql<number>`(select count(*) from ${sql.table(`window_${i}`)})`.as(`window_rows_${i}`),
    ),
  );
  const query = probe
    ? counted.select(terms.map((term, i) => wordPointsBound(dialect, term).as(`word_points_${i}`)))
    : counted;
  const rows = await runRowsForViewer(query as unknown as BookQuery, filter.viewerId);
  if (rows.length === 0) return undefined;
  const first = rows[0]!.row;
  const words = probe ? terms.map((_, i) => Number(first[`word_points_${i}`])) : undefined;
  words?.forEach((points, i) => points === TITLE_WORD && reachesTitleWord.add(signature(dialect, terms[i]!)));
  return {
    found: rows.map(({ row, book }) => ({ book, rank: Number(row.search_rank ?? 0) })),
    windowRows: starts.map((_, i) => Number(first[`window_rows_${i}`])),
    words: words?.reduce((total, points) => total + points, 0),
    points: words,
  };
}

/**
 * The most word points any book could have: per word, the best place it holds in any book (sold and deleted
 * ones too, so a bound, not the answer): 6 a whole title word, 5 the start of one, 4 and 3 the author, else
 * 1 (the description). One statement; each field's index probe runs only when the better fields fail.
 */
async function bestPossibleWordPoints(db: Db, dialect: Dialect, terms: SearchTerm[]): Promise<number[]> {
  const rows = await sql<Record<string, number | string>>`select ${sql.join(
    terms.map((term, i) => sql`${wordPointsBound(dialect, term)} as ${sql.id(`word_points_${i}`)}`),
  )}`.execute(db);
  const row = rows.rows[0]!;
  return terms.map((term, i) => {
    const points = Number(row[`word_points_${i}`]);
    if (points === TITLE_WORD) reachesTitleWord.add(signature(dialect, term));
    return points;
  });
}

/** Best-match searches of at most this many words ask which sets of them a title or author holds (2^n sets). */
const SET_PROBE_WORDS = 6;

/**
 * The words' sets by the most points a book holding just that set in its title or author can have (each
 * word of the set its best field, every other word 1, the description): `above`, the smallest sets (as word
 * indexes) worth more than `bound`; `below`, the most any other set is worth. Every set worth more than
 * `bound` holds one of `above` (a set is worth no less than any set within it), so a book holding none of
 * them ranks at most `below` word points.
 */
export function wordSetsAround(points: number[], bound: number): { above: number[][]; below: number } {
  const worth = (mask: number) => points.reduce((sum, best, i) => sum + (mask & (1 << i) ? best : 1), 0);
  const masks = Array.from({ length: 1 << points.length }, (_, mask) => mask).sort(
    (a, b) => bitCount(a) - bitCount(b),
  );
  const above: number[] = [];
  let below = -Infinity;
  for (const mask of masks) {
    if (worth(mask) <= bound) below = Math.max(below, worth(mask));
    else if (!above.some((set) => (mask & set) === set)) above.push(mask);
  }
  return { above: above.map((mask) => points.flatMap((_, i) => (mask & (1 << i) ? [i] : []))), below };
}

const bitCount = (mask: number) => mask.toString(2).replace(/0/g, '').length;

/**
 * Whether any unsold, live book that holds every word of the search holds, in its title or author, every
 * word of one of `sets` (word indexes into `terms`): only such a book can rank above the windows' page.
 * SQLite: one FTS5 query, every word anywhere and each set's words under a column filter of the title and
 * author (decisions 522, 536). PostgreSQL: first whether each word of some set is any book's title or author
 * word at all (search_field_words), then books_unsold_fields_meet, the search's words through
 * books_unsold_search_idx and the sets through books_search_fields_idx (decision 538); a prefix
 * namePrefixWords named is asked as its words, so GIN skips through the postings instead of collecting each
 * prefix's into a bitmap (which went lossy at 1M books and re-split 343,570 titles: 2.8–7.9 s; decision 512).
 */
async function someBookHoldsASetInTitleOrAuthor(
  db: Db,
  dialect: Dialect,
  terms: SearchTerm[],
  sets: number[][],
): Promise<boolean> {
  if (dialect === 'sqlite') {
    const held = sets
      .map(
        (set) =>
          `(${set.map((i) => `{search_title search_author}: (${ftsTerms([terms[i]!])})`).join(' AND ')})`,
      )
      .join(' OR ');
    const rows = await sql<{
      meets: number;
    }>`select exists (select 1 from books_fts where books_fts match ${`${ftsQuery(terms)} AND (${held})`}) as meets`.execute(
      db,
    );
    return Number(rows.rows[0]!.meets) === 1;
  }
  const fieldWords = (term: SearchTerm) =>
    `(${term.tokens
      .flatMap((t) =>
        ['t', 'a'].map((tag) => {
          const words = (t as NamedToken).words;
          if (words) return words.map((w) => lexeme(tag + w)).join(' | ');
          return `${lexeme(tag + t.text)}${t.prefix ? ':*' : ''}`;
        }),
      )
      .join(' | ')})`;
  if (sets.length === 0) return false;
  // Each word of a set must be some book's title or author word first (search_field_words, migration 530:
  // a B-tree look-up each); only then are the books read, unsold ones holding every word of the search and
  // a set in their title or author (migration 532), as SQLite's probe reads them.
  const possible = sql.join(
    sets.map(
      (set) =>
        sql`(${sql.join(
          set.map((i) => fieldWordHeld(['title', 'author'], terms[i]!.tokens, false)),
          sql` and `,
        )})`,
    ),
    sql` or `,
  );
  const query = sets.map((set) => `(${set.map((i) => fieldWords(terms[i]!)).join(' & ')})`).join(' | ');
  const rows = await sql<{ meets: boolean }>`select case when ${possible}
    then books_unsold_fields_meet(${tsQuery(terms)}::tsquery, ${query}::tsquery) else false end as meets`.execute(
    db,
  );
  return rows.rows[0]!.meets;
}

/** The most points a word can earn: a whole word of a title. */
const TITLE_WORD = 6;

/**
 * Words some book was seen to hold as a whole title word. Their bound is the highest there is, so it
 * stays a bound whatever is listed, edited or removed later (on any database): their probes are not run
 * again (decision 509). Lower bounds are never kept: a new listing can raise them.
 */
const reachesTitleWord = new Set<string>();
const signature = (dialect: Dialect, term: SearchTerm) => {
  if (reachesTitleWord.size > 10_000) reachesTitleWord.clear();
  return `${dialect} ${term.tokens.map((t) => `${t.text}${t.prefix ? '*' : ''}`).join(' ')}`;
};

/**
 * A word's best possible points (see bestPossibleWordPoints) as one SQL expression: each probe an
 * uncorrelated subquery, run once and only when the case reaches it.
 */
function wordPointsBound(dialect: Dialect, term: SearchTerm): RawBuilder<number> {
  if (reachesTitleWord.has(signature(dialect, term))) return sql.lit(TITLE_WORD);
  const holds = (field: 'title' | 'author', whole: boolean) =>
    sql<SqlBool>`(select ${someBookHolds(dialect, field, term.tokens, whole)})`;
  const place = (field: 'title' | 'author', whole: number, start: number) =>
    term.tokens.some((t) => t.prefix)
      ? sql`case when ${holds(field, true)} then ${sql.lit(whole)} else ${sql.lit(start)} end`
      : sql.lit(whole);
  return sql<number>`(case when ${holds('title', false)} then ${place('title', TITLE_WORD, 5)}
    when ${holds('author', false)} then ${place('author', 4, 3)} else 1 end)`;
}

/** A search whose words and filters match at most this many unsold books ranks them all (decision 501). */
export const FEW_MATCHES = 300;

/**
 * The ids of the unsold books matching every word and every filter when there are at most `most` of them,
 * else undefined: read through the text index (FTS5, or books' GIN index as a bitmap scan), stopping after
 * most + 1, so words many books hold cost a short read and words few books hold no walk of the books
 * (only their own postings: an FTS5 or GIN intersection).
 * PostgreSQL's planner, asked for a few rows, would rather walk the table or the listing index hoping to
 * meet them soon, which for words no unsold book holds together means every row: sequential scans are set
 * aside for this one statement (as books_text_meets does, migration 489).
 */
export async function fewMatches(
  db: Db,
  dialect: Dialect,
  filter: SearchFilter,
  terms: SearchTerm[],
  most = FEW_MATCHES,
): Promise<string[] | undefined> {
  const within = await filterSet(db, dialect, filter);
  if (within?.length === 0) return [];
  const ids = await throughTextIndex(db, dialect, async (on) =>
    (await matchingBooks(on, dialect, filter, terms, most, within).execute()).map((row) => row.id),
  );
  return ids.length > most ? undefined : ids;
}

/**
 * The newest `limit` unsold books of live sellers, newest first from the listing index, nothing selected yet:
 * the walk that 'Did you mean' and someUnsoldBookMatches read before (or instead of) the text index.
 */
const newestUnsold = (db: Db, limit: number) =>
  selectBooks(db)
    .where('books.is_sold', '=', UNSOLD)
    .clearSelect()
    .orderBy('books.created_at', 'desc')
    .orderBy('books.id', 'desc')
    .limit(limit);

/** Unsold books walked newest first before PostgreSQL's GIN index is asked whether any matches. */
export const NEWEST_MATCH_WALK = 200;

/**
 * Whether any unsold book matches every word, filters aside. PostgreSQL first tries the words on the newest
 * NEWEST_MATCH_WALK unsold books, walked from the listing index, and asks GIN only when none of them
 * matches: GIN answers through a bitmap of every match, so a word 200,000 books hold cost 25 ms at 1M books
 * to say yes (decision 544). SQLite: FTS5 stops at its first match.
 */
async function someUnsoldBookMatches(db: Db, dialect: Dialect, terms: SearchTerm[]): Promise<boolean> {
  if (dialect === 'postgres') {
    const newest = newestUnsold(db, NEWEST_MATCH_WALK).select(textMatches(dialect, terms).as('hit'));
    const rows = await sql<{ meets: boolean }>`select exists (
      select 1 from (${newest}) as w where w.hit) as meets`.execute(db);
    if (rows.rows[0]!.meets) return true;
  }
  return (await fewMatches(db, dialect, {}, terms, 0)) === undefined;
}

/** SQLite: a condition and place met by at most this many unsold books are read as a set first. */
export const FILTER_SET = 2000;

/**
 * SQLite, a search with a condition (and perhaps a place): the rowids of every unsold book in that condition
 * and place when there are at most FILTER_SET, else undefined (and undefined without a condition). Read from
 * books_unsold_condition_place_idx alone (migration 500): the condition one value, the place a range of
 * it (a superset of `like place%`, which is also applied). FTS5 then keeps only its matches in this set,
 * where it would look every match up in books to check the place and condition (a word 200,000 books
 * hold, in a condition and place no book meets: 200,000 lookups; decision 517).
 */
async function filterSet(db: Db, dialect: Dialect, filter: SearchFilter): Promise<number[] | undefined> {
  if (dialect !== 'sqlite' || !filter.condition) return undefined;
  let query = db
    .selectFrom('books')
    .select(sql<number>`rowid`.as('rowid'))
    .where('is_sold', '=', UNSOLD)
    .where(sql`lower(condition)`, '=', filter.condition.toLowerCase())
    .limit(FILTER_SET + 1);
  const place = filter.location?.toLowerCase();
  if (place) {
    const after = prefixRangeEnd(place);
    query = query
      .where(sql`lower(location)`, '>=', place)
      .$if(after !== undefined, (qb) => qb.where(sql`lower(location)`, '<', after!))
      .where(placeStartsWith(place));
  }
  const rows = await query.execute();
  return rows.length > FILTER_SET ? undefined : rows.map((row) => row.rowid);
}

/**
 * The first string after every string beginning with `prefix` in SQLite's text order (UTF-8 bytes, so code
 * points): the prefix with its last code point one higher; undefined when that is the highest code point or
 * a lone surrogate (then the range is only `>= prefix`, still a superset of `like prefix%`).
 */
function prefixRangeEnd(prefix: string): string | undefined {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  // The highest code point has no next; a lone surrogate reaches SQLite as U+FFFD, the range then empty.
  if (last === 0x10ffff || (last >= 0xd800 && last <= 0xdfff)) return undefined;
  // No character lies among the surrogates: the next after U+D7FF is U+E000.
  return points.join('') + String.fromCodePoint(last + 1 === 0xd800 ? 0xe000 : last + 1);
}

/**
 * SQLite: the unsold books matching the words and every filter, FTS5 driving the join, so a read stopping at
 * a limit reads only that many matches (`books.rowid in (matches)` would first collect every match).
 */
const throughMatches = (on: Db, filter: SearchFilterWithViewer, terms: SearchTerm[]) =>
  filteredBooks(on, 'sqlite', filter, [])
    .innerJoin(sql<{ rowid: number }>`books_fts`.as('f'), (join) =>
      join.on(sql<SqlBool>`f.rowid = books.rowid`),
    )
    .where(sql<SqlBool>`f.books_fts match ${ftsQuery(terms, ' AND ', filter.placeMatch)}`);

/**
 * The unsold books matching the words and filters, at most most + 1 (ids; SQLite: and rowids), read
 * through the text index: SQLite's FTS5 drives a join, stepping through its matches and stopping at the
 * limit (the `in` subquery of textMatches would first collect every match of a common word); PostgreSQL
 * reads books' GIN index when run through throughTextIndex.
 */
function matchingBooks(
  on: Db,
  dialect: Dialect,
  filter: SearchFilter,
  terms: SearchTerm[],
  most: number,
  within?: number[],
) {
  const query =
    dialect === 'sqlite'
      ? throughMatches(on, filter, terms)
          // `+`: FTS5 steps through its matches keeping those in the set, rather than one FTS5 lookup per
          // book of the set (decision 501).
          .$if(within !== undefined, (qb) =>
            qb.where(sql<SqlBool>`+f.rowid in (select value from json_each(${JSON.stringify(within)}))`),
          )
      : filteredBooks(on, dialect, filter, terms);
  return query
    .clearSelect()
    .select('books.id')
    .$if(dialect === 'sqlite', (qb) => qb.select(sql<number>`books.rowid`.as('rowid')))
    .limit(most + 1);
}

/**
 * Runs `read` with PostgreSQL's sequential and plain index scans set aside (in a transaction of its own
 * unless in one), so books are read through bitmaps, books' GIN index first. With index scans allowed, the
 * planner, asked for one row of words no unsold book holds together, walked books_live_category_sold_idx
 * through all 90,000 unsold books of the bench shop (600 ms against 6 ms; decision 509).
 */
async function throughTextIndex<T>(db: Db, dialect: Dialect, read: (on: Db) => Promise<T>): Promise<T> {
  if (dialect !== 'postgres' || db.isTransaction) return read(db);
  return db.transaction().execute(async (trx) => {
    // Both settings in one round trip.
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(
      trx,
    );
    return read(trx);
  });
}

/**
 * The page of a search when at most FEW_MATCHES unsold books match its words and filters, in one
 * statement: fewMatches' read as a common table expression, the page (every sort, every cursor) over its
 * books, and how many it read as a column of every row. Undefined when more match. An empty page after a
 * cursor says nothing of how many match: then fewMatches asks.
 */
async function fewMatchesPage(
  db: Db,
  dialect: Dialect,
  filter: SearchFilterWithViewer,
  page: Page,
  terms: SearchTerm[],
): Promise<Found | undefined> {
  const key = dialect === 'sqlite' ? 'rowid' : 'id';
  const within = await filterSet(db, dialect, filter);
  if (within?.length === 0) return [];
  const rows = await throughTextIndex(db, dialect, (on) => {
    const creator = on.with(
      (cte) => cte('few').materialized(),
      () => matchingBooks(on, dialect, filter, terms, FEW_MATCHES, within),
    );
    const query = searchBooksQuery(
      creator as unknown as Db,
      dialect,
      filter,
      page,
      terms,
      sql<SqlBool>`${sql.ref(`books.${key}`)} in (select ${sql.ref(key)} from few)`,
    ).select(sql<number>`(select count(*) from few)`.as('few_matches'));
    return runRowsForViewer(query as unknown as BookQuery, filter.viewerId);
  });
  if (rows.length === 0) {
    if (!page.cursor) return [];
    return (await fewMatches(db, dialect, filter, terms)) ? [] : undefined;
  }
  if (Number(rows[0]!.row.few_matches) > FEW_MATCHES) return undefined;
  return rows.map(({ row, book }) => ({ book, rank: Number(row.search_rank ?? 0) }));
}

/**
 * Whether any book's title (or author) holds one of the tokens as a whole word (whole), or as a whole word
 * or the start of one for the tokens matched as prefixes. SQLite: an FTS5 column filter; PostgreSQL: the
 * title and author words tagged t and a, in books_search_fields_idx (migration 240).
 */
function someBookHolds(
  dialect: Dialect,
  field: 'title' | 'author',
  tokens: SearchToken[],
  whole: boolean,
): RawBuilder<SqlBool> {
  const prefix = (t: SearchToken) => t.prefix && !whole;
  if (dialect === 'postgres') return fieldWordHeld([field], tokens, whole);
  const query = `{search_${field}}: (${tokens.map((t) => ftsToken(t, prefix(t))).join(' OR ')})`;
  return sql<SqlBool>`exists (select 1 from books_fts where books_fts match ${query})`;
}

/**
 * PostgreSQL: whether any book has ever held one of the tokens as a word of one of the fields (or, for a
 * token matched as a prefix and not `whole`, a word it begins), from search_field_words (migration 530):
 * a B-tree look-up per token, where books_search_fields_idx first collected every posting of the word.
 */
function fieldWordHeld(
  fields: Array<'title' | 'author'>,
  tokens: SearchToken[],
  whole: boolean,
): RawBuilder<SqlBool> {
  const tagged = (begun: boolean) =>
    fields.flatMap((field) =>
      tokens
        .filter((t) => (t.prefix && !whole) === begun)
        .map((t) => `${field === 'title' ? 't' : 'a'}${t.text}`),
    );
  return sql<SqlBool>`(exists (select 1 from search_field_words where word = any(${tagged(false)}::text[]))
    or exists (select 1 from unnest(${tagged(true)}::text[]) as p(prefix) where exists (
      select 1 from search_field_words
      where word >= p.prefix collate "C" and word < (p.prefix || ${AFTER_PREFIX}) collate "C")))`;
}

/**
 * Candidates per word: vocabulary keys holding any three letters of it in a row, first in key order; the
 * edit distance then decides. The same set on both databases (not 'the most similar', which pg_trgm and
 * FTS5 would score differently).
 */
const NEAR_KEYS = 2000;
/** Corrections kept per word, closest first. */
const CORRECTIONS_PER_WORD = 5;

/** Vocabulary keys near each key looked up so far in one search (see keysNear). */
type NearKeys = Map<string, Promise<string[]>>;

/**
 * Keys of the vocabulary sharing a trigram with this one (PostgreSQL: pg_trgm index; SQLite: FTS5 trigram),
 * read once per `near`.
 */
function keysNear(db: Db, dialect: Dialect, key: string, near: NearKeys): Promise<string[]> {
  let keys = near.get(key);
  if (!keys) {
    keys = readKeysNear(db, dialect, key);
    near.set(key, keys);
  }
  return keys;
}

async function readKeysNear(db: Db, dialect: Dialect, key: string): Promise<string[]> {
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= key.length; i += 1) trigrams.add(key.slice(i, i + 3));
  if (trigrams.size === 0) return [];
  if (dialect === 'postgres') {
    const patterns = [...trigrams].map((trigram) => `%${trigram}%`);
    const rows = await db
      .selectFrom('search_vocabulary')
      .select('key')
      .where(sql<SqlBool>`key like any(${patterns}::text[])`)
      .orderBy('key')
      .limit(NEAR_KEYS)
      .execute();
    return rows.map((row) => row.key);
  }
  const anyTrigram = [...trigrams].map((trigram) => `"${trigram}"`).join(' OR ');
  const rows = await sql<{ key: string }>`
    select key from search_vocabulary_trigram where search_vocabulary_trigram match ${anyTrigram}
    order by key limit ${NEAR_KEYS}`.execute(db);
  return rows.rows.map((row) => row.key);
}

/** Restricted Damerau–Levenshtein distance (a swap of neighbours is one edit). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

const LATIN_WORD = /^[a-z]+$/i;

/** How many typos a typed word may hold: one from 5 letters, two from 9 (issue 28). */
const typosAllowed = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * The terms with the vocabulary's keys near each Latin word added (whole keys only); undefined when no word
 * has any. `allowed` says how far a word may be from a key.
 */
async function correctTypos(
  db: Db,
  dialect: Dialect,
  terms: SearchTerm[],
  allowed: (word: string) => number = typosAllowed,
  near: NearKeys = new Map(),
): Promise<SearchTerm[] | undefined> {
  let changed = false;
  const corrected: SearchTerm[] = [];
  for (const term of terms) {
    const limit = LATIN_WORD.test(term.typed) ? allowed(term.typed) : 0;
    const key = phoneticKey(term.typed);
    if (limit === 0 || key.length < 3) {
      corrected.push(term);
      continue;
    }
    const closest = (await keysNear(db, dialect, key, near))
      .map((candidate) => ({ candidate, distance: editDistance(candidate, key) }))
      .filter(({ distance }) => distance > 0 && distance <= limit)
      .sort((x, y) => x.distance - y.distance || (x.candidate < y.candidate ? -1 : 1))
      .slice(0, CORRECTIONS_PER_WORD);
    if (closest.length > 0) changed = true;
    corrected.push({
      ...term,
      tokens: [...term.tokens, ...closest.map(({ candidate }) => keyToken(candidate, false))],
    });
  }
  return changed ? corrected : undefined;
}

/**
 * The title or author of the unsold book that best matches any of the words (typos up to two letters
 * forgiven: one from 4 letters, two from 9), among the newest `pool` unsold books matching any of them:
 * the title when it holds as many of the words as the author, else the author. Undefined when no word
 * matches anything. The pool is chosen in the database, newest first (the listing index, stopping after
 * `pool` matches), and only it is ranked: several common words that no book holds together match most of
 * the shop, and ranking every one of them made this the slowest step of a search (decision 495).
 */
export async function closestTitleOrAuthor(
  db: Db,
  dialect: Dialect,
  terms: SearchTerm[],
  {
    pool = SUGGESTION_POOL,
    scan = POOL_SCAN,
    window = POOL_WINDOW_PER_BOOK * pool,
    near = new Map(),
  }: { pool?: number; scan?: number; window?: number; near?: NearKeys } = {},
): Promise<string | undefined> {
  if (terms.length === 0) return undefined;
  const loose =
    (await correctTypos(
      db,
      dialect,
      terms,
      (word) => (word.length >= 9 ? 2 : word.length >= 4 ? 1 : 0),
      near,
    )) ?? terms;
  const rank = relevance(dialect, loose);
  const best =
    (await rankedNewestPool(db, dialect, loose, rank, { pool, window })) ??
    (await rankedPool(db, dialect, loose, rank, { scan, pool }));
  const held = (indexed: string) => {
    const words = indexed.split(' ');
    return loose.filter((term) =>
      term.tokens.some((t) => words.some((w) => (t.prefix ? w.startsWith(t.text) : w === t.text))),
    ).length;
  };
  const suggestions = best.map((book) =>
    book.author && held(book.search_author) > held(book.search_title) ? book.author : book.product_name,
  );
  // Offered in the script the reader typed in when one of the best matches has it.
  const bangla = isBangla(terms.map((term) => term.typed).join(''));
  return suggestions.find((text) => isBangla(text) === bangla) ?? suggestions[0];
}

interface PoolBook {
  product_name: string;
  author: string | null;
  search_title: string;
  search_author: string;
}

/** The best SUGGESTION_CANDIDATES of the newest `pool` unsold books matching any of the words. */
async function rankedPool(
  db: Db,
  dialect: Dialect,
  terms: SearchTerm[],
  rank: RawBuilder<number>,
  bounds: { scan: number; pool: number },
): Promise<PoolBook[]> {
  const newest = newestUnsold(db, bounds.pool)
    .where(await anyWordMatches(db, dialect, terms, bounds))
    .select('books.id');
  return db
    .selectFrom('books')
    .where('books.id', 'in', newest)
    .select(['books.product_name', 'books.author', 'books.search_title', 'books.search_author'])
    .orderBy(rank, 'desc')
    .orderBy('books.created_at', 'desc')
    .orderBy('books.id', 'desc')
    .limit(SUGGESTION_CANDIDATES)
    .execute();
}

/** What the newest books' walk reads for a pool ranked as it is read (rankedNewestPool). */
const POOL_COLUMNS = [
  'books.id',
  'books.created_at',
  'books.product_name',
  'books.author',
  'books.search_title',
  'books.search_author',
  'books.exchange_state',
  'books.advertised',
] as const;

/**
 * rankedPool in one statement when the newest books hold the pool: the newest `window` unsold books walked
 * newest first from the listing index, the first `pool` matching any word taken and ranked as they are read.
 * Undefined unless that is the whole pool (then rankedPool reads the matches through the text index).
 * - PostgreSQL tries the tsquery on each book walked and stops at `pool` matches: GIN would first build a
 *   bitmap of every match, and the pool was then read again by id; two words 200,000 books hold at 1M books,
 *   33 + 8.5 ms against 3 (decision 538). Fewer than `pool` matches: undefined.
 * - SQLite materializes the window and asks FTS5 which of its books match, within the window's rowid span
 *   only (decision 509). It also decides a pool it does not fill when the window holds every unsold book.
 *   The window used to name its matches for rankedPool to walk the listing index again and rank them,
 *   after a read of up to 2,001 matches through FTS5 that common words always fill (decision 545).
 */
async function rankedNewestPool(
  db: Db,
  dialect: Dialect,
  terms: SearchTerm[],
  rank: RawBuilder<number>,
  { pool, window }: { pool: number; window: number },
): Promise<PoolBook[] | undefined> {
  // `books` names the pool so that rank reads it.
  const ranked = sql`select books.product_name, books.author, books.search_title, books.search_author,
      (select count(*) from pool) as pooled`;
  const order = sql`order by ${rank} desc, books.created_at desc, books.id desc
    limit ${SUGGESTION_CANDIDATES}`;
  if (dialect === 'postgres') {
    const walk = newestUnsold(db, window).select([
      ...POOL_COLUMNS,
      textMatches(dialect, terms, true).as('hit'),
    ]);
    // The pool is read in the walk's order and stops at `pool` matches.
    const rows = await sql<PoolBook & { pooled: number | string }>`
      with pool as materialized (select * from (${walk}) as w where w.hit limit ${pool})
      ${ranked} from pool as books ${order}`.execute(db);
    if (rows.rows.length === 0 || Number(rows.rows[0]!.pooled) < pool) return undefined;
    return rows.rows;
  }
  const walk = newestUnsold(db, window).select([sql<number>`books.rowid`.as('rowid'), ...POOL_COLUMNS]);
  const rows = await sql<PoolBook & { pooled: number; seen: number }>`
    with w as materialized ${walk},
    pool as materialized (
      select * from w
      where w.rowid in (
        select rowid from books_fts where books_fts match ${ftsQuery(terms, ' OR ')}
        and rowid between (select min(rowid) from w) and (select max(rowid) from w)
      )
      order by w.created_at desc, w.id desc
      limit ${pool})
    ${ranked}, (select count(*) from w) as seen from pool as books ${order}`.execute(db);
  const first = rows.rows[0];
  if (!first || (first.pooled < pool && first.seen >= window)) return undefined;
  return rows.rows;
}

/**
 * Books matching any of the words, as a condition that lets the database read the newest first, when the
 * newest books did not hold the pool (rankedNewestPool). Up to `scan` matches are read
 * through the text index (GIN, FTS5) and, when that is all of them, named. When there are more, PostgreSQL's
 * planner walks the listing index with the tsquery as a filter; SQLite's planner cannot see how many books
 * FTS5 matches and would read all of them and sort, so the FTS5 match is kept out of the index choice (`+`)
 * and the newest-first index is walked, each row one lookup in the set of every match, stopping at the pool.
 */
async function anyWordMatches(
  db: Db,
  dialect: Dialect,
  terms: SearchTerm[],
  { scan }: { scan: number },
): Promise<RawBuilder<SqlBool>> {
  if (dialect === 'postgres') {
    // Words few books hold would walk the whole listing index looking for the pool (a Bangla word no book
    // holds: 700 ms at 100k books): up to `scan` matches are read through the GIN index first and, when
    // that is all of them, named (decision 509).
    const few = await throughTextIndex(db, dialect, (on) =>
      selectBooks(on)
        .where('books.is_sold', '=', UNSOLD)
        .where(textMatches(dialect, terms, true))
        .clearSelect()
        .select('books.id')
        .limit(scan + 1)
        .execute(),
    );
    if (few.length <= scan)
      return sql<SqlBool>`books.id in (${sql.join(few.length > 0 ? few.map((row) => row.id) : [''])})`;
    return textMatches(dialect, terms, true);
  }
  const query = ftsQuery(terms, ' OR ');
  const few = await sql<{ rowid: number }>`
    select rowid from books_fts where books_fts match ${query} limit ${scan + 1}`.execute(db);
  if (few.rows.length <= scan)
    return sql<SqlBool>`books.rowid in (select value from json_each(${JSON.stringify(few.rows.map((row) => row.rowid))}))`;
  return sql<SqlBool>`+books.rowid in (select rowid from books_fts where books_fts match ${query})`;
}

/** The window of newest unsold books read for a pool of common words, per book of the pool (both databases). */
const POOL_WINDOW_PER_BOOK = 8;

/** SQLite: up to this many books matching any word are named by rowid (see anyWordMatches). */
const POOL_SCAN = 2000;

/** Among this many of the best matches, 'Did you mean' prefers one in the query's script. */
const SUGGESTION_CANDIDATES = 5;
/** 'Did you mean' ranks the newest this many unsold books matching any of the words (decision 495). */
export const SUGGESTION_POOL = 500;

/** After every word beginning with a prefix p in byte order: p + the highest code point. */
const AFTER_PREFIX = '\u{10FFFF}';
/** Rows read per book wanted: one book may hold several words a token begins ('river', its key). */
const WORD_ROWS_PER_BOOK = 4;

/** A word of book_words (under `alias`) that the token is or begins: an equality or a B-tree range. */
function wordIs(alias: string, token: SearchToken): RawBuilder<SqlBool> {
  const word = sql.ref(`${alias}.word`);
  return token.prefix
    ? sql<SqlBool>`(${word} >= ${token.text} and ${word} < ${token.text + AFTER_PREFIX})`
    : sql<SqlBool>`${word} = ${token.text}`;
}

/**
 * Titles and authors of unsold books matching the words typed so far, with the search's own word rules:
 * through book_words (one row per title and author word of each live book, kept by the database;
 * decision 395), each token of the most telling word an index range, each other word a lookup of the
 * same book's words. The first `limit` books found, in no order, so the database stops there instead
 * of reading every match of a common prefix (decision 390); they are then read through the search's
 * filters, so a book sold, deleted or of a deleted seller never counts.
 */
export async function findSuggestionSources(
  db: Db,
  dialect: Dialect,
  terms: SearchTerm[],
  limit: number,
): Promise<Array<{ title: string; author: string | null }>> {
  if (terms.length === 0) return [];
  // The longest word typed begins the fewest words: it is read by range in the index's order (so the
  // database stops after the rows wanted), the others looked up per book through (book_id, word);
  // `offset 0` (with the `limit` SQLite wants before it) keeps PostgreSQL from turning that lookup into a hash of every word the other term begins.
  const [leading, ...others] = [...terms].sort((a, b) => b.tokens[0]!.text.length - a.tokens[0]!.text.length);
  const alsoHeld = others.map((term, i) => {
    const alias = `o${i}`;
    return sql<SqlBool>`exists (select 1 from book_words as ${sql.id(alias)}
      where ${sql.ref(`${alias}.book_id`)} = w.book_id
      and (${sql.join(
        term.tokens.map((token) => wordIs(alias, token)),
        sql` or `,
      )}) limit 1 offset 0)`;
  });
  const branches = leading!.tokens.map(
    (token, i) => sql`select * from (select w.book_id from book_words as w
      where ${sql.join([wordIs('w', token), ...alsoHeld], sql` and `)}
      order by w.word, w.book_id limit ${sql.lit(limit * WORD_ROWS_PER_BOOK)}) as ${sql.id(`b${i}`)}`,
  );
  const found = await sql<{ book_id: string }>`${sql.join(branches, sql` union all `)}`.execute(db);
  const ids = [...new Set(found.rows.map((row) => row.book_id))].slice(0, limit);
  if (ids.length === 0) return [];
  const rows = await filteredBooks(db, dialect, {}, terms, ids)
    .clearSelect()
    .select(['books.id', 'books.product_name', 'books.author'])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ title: row.product_name, author: row.author }] : [];
  });
}

/** A book a search finds, with the words a saved search's own rules read again (decision 454). */
export interface FoundListing {
  id: string;
  sellerId: string;
  productName: string;
  author: string | null;
  description: string;
}

/**
 * The newest unsold books a search finds, at most `limit` + 1 (a saved search's first matches, decision 454):
 * what the saved-searches module reads instead of the query itself.
 */
export async function newestBooksFound(
  db: Db,
  dialect: Dialect,
  filter: SearchFilter,
  limit: number,
): Promise<FoundListing[]> {
  const rows = await searchBooksQuery(db, dialect, { ...filter, sort: 'newest' }, { limit }).execute();
  return rows.map((row) => ({
    id: row.id,
    sellerId: row.seller_id,
    productName: row.product_name,
    author: row.author,
    description: row.description,
  }));
}
