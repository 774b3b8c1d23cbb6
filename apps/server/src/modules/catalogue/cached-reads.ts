// The catalogue's busiest reads (categories, category pages, Newly Arrived, search) answered through the
// read cache: the same repository queries, reused from memory while nothing was written to the database
// since (docs/decisions/186-read-cache.md). Answers are shared between requests and never changed.
import type { SearchFilter } from '@boibazar/shared/catalogue';
import type { Db, Dialect } from '../../db/database.ts';
import type { Page } from '../../lib/pagination.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { SessionClaims } from '../../plugins/auth.ts';
import { listBooks, listCategoryPage, type BookFilter } from './book-repository.ts';
import { listCategories } from './category-repository.ts';
import { countFacets, searchBooks } from './search-repository.ts';
import { suggestBooks } from './suggest-books.ts';

export function cachedCatalogue(db: Db, dialect: Dialect, cache: ReadCache) {
  return {
    categories: () => cache.read('categories', () => listCategories(db)),
    /**
     * A category and one page of its books (undefined when there is no such category). With the caller's
     * session to check in the same statement (decision 513), never from memory: the answer is that check's.
     */
    categoryPage: (
      id: string,
      filter: Omit<BookFilter, 'categoryId'>,
      page: Page,
      session?: SessionClaims,
    ) =>
      session
        ? listCategoryPage(db, dialect, id, filter, page, session)
        : cache.read(`category ${JSON.stringify([id, filter, page])}`, () =>
            listCategoryPage(db, dialect, id, filter, page),
          ),
    books: (filter: BookFilter, page: Page) =>
      cache.read(`books ${JSON.stringify([filter, page])}`, () => listBooks(db, filter, page)),
    search: (filter: SearchFilter & { viewerId?: string }, page: Page) =>
      cache.read(`search ${JSON.stringify([filter, page])}`, () => searchBooks(db, dialect, filter, page)),
    facets: (filter: SearchFilter) =>
      cache.read(`facets ${JSON.stringify(filter)}`, () => countFacets(db, dialect, filter)),
    suggestions: (q: string) =>
      cache.read(`suggest ${q}`, async () => suggestBooks(db, dialect, await listCategories(db), q)),
  };
}
