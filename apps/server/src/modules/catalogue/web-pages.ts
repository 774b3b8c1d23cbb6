// What the catalogue tells the server's HTML answers: a book page's title, description and cover for
// link previews (or that the book does not exist: 404), and the books the sitemap lists.
import { formatTaka } from '@boibazar/shared/money';
import type { Db } from '../../db/database.ts';
import type { WebPages } from '../../plugins/static-web.ts';
import { findBookForViewer, listBooksForSitemap } from './book-repository.ts';

/** Search engines take at most 50,000 addresses per sitemap file. */
const SITEMAP_BOOKS = 45_000;

export function catalogueWebPages(db: Db): WebPages {
  return {
    async describe(match) {
      if (match.route !== '/books/:id') return undefined;
      const book = await findBookForViewer(db, match.params.id ?? '', undefined);
      if (!book) return null;
      const by = book.author ? ` by ${book.author}` : '';
      return {
        title: `${book.productName}${by} · BoiBazar`,
        description: `${book.isSold ? 'Sold' : formatTaka(book.resale)} · ${book.condition} · ${book.location}. ${book.description}`,
        image: book.image,
        type: 'book',
      };
    },
    async sitemap() {
      // Category pages need sign-in (spec §2), so only public pages and the books' own pages are listed.
      const books = await listBooksForSitemap(db, SITEMAP_BOOKS);
      return [
        { path: '/allcategories' },
        { path: '/blog' },
        { path: '/help' },
        ...books.map((b) => ({ path: `/books/${encodeURIComponent(b.id)}`, lastModified: b.created_at })),
      ];
    },
  };
}
