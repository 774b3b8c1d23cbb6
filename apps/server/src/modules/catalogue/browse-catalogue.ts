// What visitors and members browse: categories, category pages, Newly Arrived, search, a book's page and its
// related books, through the read cache (cached-reads.ts). The seller-contact rule (decision 023) is
// applied here, once for every list, so no route applies it by hand or can forget it.
import type { SearchFilter } from '@boibazar/shared/catalogue';
import type { Db, Dialect } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { Page } from '../../lib/pagination.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { SessionClaims } from '../../plugins/auth.ts';
import { findBookForViewer, listRelatedBooks, recordBookView, type BookFilter } from './book-repository.ts';
import { cachedCatalogue } from './cached-reads.ts';
import type { SearchAnswer } from './search-repository.ts';
import { forViewer, type Viewer } from './seller-contact.ts';

export function browseCatalogue(db: Db, dialect: Dialect, cache: ReadCache) {
  const cached = cachedCatalogue(db, dialect, cache);
  return {
    categories: () => cached.categories(),

    /** Unsold books, newest first (limit + 1 rows, for sendPage). */
    books: async (filter: BookFilter, page: Page, viewer: Viewer) =>
      forViewer(await cached.books(filter, page), viewer),

    /**
     * The category and one page of its unsold books (limit + 1 rows); 404 when there is no such category.
     * With a `session` still to check (decision 513), the page's statement checks it: `sessionUser` is the
     * member it found (null: a visitor's page), undefined when an empty page could not tell.
     */
    async categoryPage(
      id: string,
      filter: Omit<BookFilter, 'categoryId' | 'viewerId'>,
      page: Page,
      viewer: Viewer,
      session?: SessionClaims | null,
    ) {
      const found = await cached.categoryPage(
        id,
        { ...filter, viewerId: viewer?._id },
        page,
        session ?? undefined,
      );
      if (!found) throw notFound('CATEGORY_NOT_FOUND', 'Category');
      const { sessionUser } = found;
      const books = forViewer(found.books, session ? sessionUser : viewer);
      return { category: found.category, books, sessionUser };
    },

    /** One page of a search, each book with its cursor, and 'Did you mean' when nothing matched. */
    async search(filter: SearchFilter, page: Page, viewer: Viewer): Promise<SearchAnswer> {
      const found = await cached.search({ ...filter, viewerId: viewer?._id }, page);
      return { ...found, books: forViewer(found.books, viewer) };
    },

    /** The search's counts per filter value (without paging). */
    facets: (filter: SearchFilter) => cached.facets(filter),

    /** Titles, authors and categories for the words typed so far. */
    suggestions: (q: string) => cached.suggestions(q),

    /** One listing's page, sold ones included; each visit is counted. */
    async book(id: string, viewer: Viewer) {
      const book = await findBookForViewer(db, id, viewer?._id);
      if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
      await recordBookView(db, book._id, viewer?._id);
      return forViewer([book], viewer)[0]!;
    },

    async related(id: string, viewer: Viewer) {
      const book = await findBookForViewer(db, id, undefined);
      if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
      const related = await listRelatedBooks(db, book);
      return {
        moreFromSeller: forViewer(related.moreFromSeller, viewer),
        similar: forViewer(related.similar, viewer),
      };
    },
  };
}
