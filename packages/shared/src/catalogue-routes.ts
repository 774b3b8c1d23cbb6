// The catalogue's endpoints' methods and paths (decision 497): zod-free, so the web's first load (book cards,
// the category menu, the search box) calls them without loading the schemas. `catalogue.ts` makes each an
// endpoint by adding its schemas (`catalogueEndpoints`); `paths.ts` re-exports them beside the other first-load
// routes. A module of its own so that neither of those two files imports the other.
import type { Route } from './endpoint.ts';

export const catalogueRoutes = {
  categories: { method: 'GET', path: '/categories' },
  addCategory: { method: 'POST', path: '/categories' },
  /** The admin names a category in Bangla. */
  nameCategory: { method: 'PATCH', path: '/categories/:id' },
  /** The spec's category page with one page of its books (singular, unlike the list). */
  categoryBooks: { method: 'GET', path: '/category/:id' },
  allBooks: { method: 'GET', path: '/allbooks' },
  advertised: { method: 'GET', path: '/books/advertised' },
  book: { method: 'GET', path: '/books/:id' },
  related: { method: 'GET', path: '/books/:id/related' },
  editBook: { method: 'PATCH', path: '/books/:id' },
  /** The spec's singular path for removing a book (the seller's own, or the admin's). */
  deleteBook: { method: 'DELETE', path: '/book/:id' },
  advertise: { method: 'PUT', path: '/books/advertise/:id' },
  report: { method: 'PUT', path: '/books/reported/:id' },
  reported: { method: 'GET', path: '/books/reported' },
  /** The spec's "add a product": a seller lists a book. */
  addBook: { method: 'POST', path: '/products' },
  myBooks: { method: 'GET', path: '/mybooks' },
  search: { method: 'GET', path: '/search' },
  searchFacets: { method: 'GET', path: '/search/facets' },
  suggestions: { method: 'GET', path: '/search/suggestions' },
  /** A book's photo before the listing exists (multipart/form-data). */
  upload: { method: 'POST', path: '/uploads' },
  /** A profile photo for sign-up (multipart/form-data, public). */
  avatar: { method: 'POST', path: '/uploads/avatar' },
  wishlist: { method: 'GET', path: '/wishlist' },
  addToWishlist: { method: 'PUT', path: '/wishlist/:bookId' },
  removeFromWishlist: { method: 'DELETE', path: '/wishlist/:bookId' },
} as const satisfies Record<string, Route>;
