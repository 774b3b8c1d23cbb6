import multipart from '@fastify/multipart';
import { bookPhotoEndpoints, catalogueEndpoints as e, MAX_BOOK_PHOTOS } from '@boibazar/shared/catalogue';
import { DID_YOU_MEAN_HEADER, NEXT_CURSOR_HEADER } from '@boibazar/shared/http';
import { MAX_PHOTO_BYTES } from '@boibazar/shared/images';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { storedAnswers } from '../../lib/stored-answers.ts';
import { checkSession, currentUser, settleSession } from '../../plugins/auth.ts';
import { requireOwnEmail } from '../identity/index.ts';
import { addBook } from './add-book.ts';
import { addCategory, nameCategoryInBangla } from './add-category.ts';
import { browseCatalogue } from './browse-catalogue.ts';
import { editBook } from './edit-book.ts';
import { bookCursor, listSellerBooks } from './book-repository.ts';
import { advertiseBook, deleteBook } from './manage-book.ts';
import { reportBook } from './report-book.ts';
import { listReportedBooks, reportedCursor } from './report-repository.ts';
import { addPhoto, removePhoto, reorderPhotos, showPhotos } from './book-photos.ts';
import { photoBytes } from './photo-bytes.ts';
import { uploadImage } from './upload-image.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist-repository.ts';

// Every route from its definition in @boibazar/shared (`catalogueEndpoints`, decision 497).
const tags = ['catalogue'];

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.imageStorage;
  const browse = browseCatalogue(app.db, app.dialect, app.readCache);
  // The hot page's answer sent again as bytes while nothing was written (decision 500).
  const categoryAnswers = storedAnswers(app.readCache, 'category', [NEXT_CURSOR_HEADER], {
    verify: app.config.verifyAnswers,
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 },
  });

  endpointRoute(app, e.categories, { config: { access: 'public' }, schema: { tags } }, async () =>
    browse.categories(),
  );

  endpointRoute(
    app,
    e.allBooks,
    {
      config: { access: 'optional' },
      schema: {
        tags,
        description: 'Unsold books, newest first; `advertised=1` keeps only advertised ones.',
      },
    },
    async (request, reply) => {
      const { advertised } = request.query;
      const advertisedOnly = advertised === '1' || advertised === 'true';
      const rows = await browse.books({ advertisedOnly }, request.query, request.user);
      return sendPage(reply, rows, request.query, bookCursor);
    },
  );

  endpointRoute(
    app,
    e.advertised,
    {
      config: { access: 'optional' },
      schema: { tags },
    },
    async (request, reply) => {
      const rows = await browse.books({ advertisedOnly: true }, request.query, request.user);
      return sendPage(reply, rows, request.query, bookCursor);
    },
  );

  endpointRoute(
    app,
    e.book,
    {
      config: { access: 'optional' },
      schema: {
        tags,
        description:
          "One listing's page, sold ones included; a visitor gets no seller phone or email (decision 023).",
      },
    },
    async (request) => browse.book(request.params.id, request.user),
  );

  endpointRoute(
    app,
    e.related,
    {
      config: { access: 'optional' },
      schema: { tags },
    },
    async (request) => browse.related(request.params.id, request.user),
  );

  endpointRoute(
    app,
    e.categoryBooks,
    {
      // The session is checked in the page's own statement when it would cost a round trip (decision 513).
      config: { access: 'optional', sessionInStatement: true },
      onRequest: categoryAnswers.onRequest,
      schema: {
        tags,
        description:
          'The category and one page of its unsold books; the next page is in X-Next-Cursor. `advertised=1` keeps only advertised books, `advertised=0` leaves them out (the web app lists them first).',
      },
    },
    async (request, reply) => {
      const { advertised, exchange } = request.query;
      const { category, books, sessionUser } = await browse.categoryPage(
        request.params.id,
        { advertisedOnly: advertised === '1', notAdvertised: advertised === '0', openToExchange: exchange },
        request.query,
        request.user,
        request.uncheckedSession,
      );
      if (sessionUser !== undefined) settleSession(request, sessionUser);
      else await checkSession(request);
      const page = await sendPage(reply, books, request.query, bookCursor);
      return categoryAnswers.send(request, reply, { ...category, books: page });
    },
  );

  endpointRoute(
    app,
    e.addCategory,
    {
      config: { access: 'admin' },
      schema: { tags },
    },
    async (request) => {
      const { categoryName, categoryNameBn } = request.body;
      const category = await addCategory(app.db, categoryName, categoryNameBn ?? null);
      return { acknowledged: true as const, insertedId: category._id };
    },
  );

  endpointRoute(
    app,
    e.nameCategory,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: "The admin sets the category's name in Bangla (`categoryNameBn`; blank clears it).",
      },
    },
    async (request) => nameCategoryInBangla(app.db, request.params.id, request.body.categoryNameBn),
  );

  endpointRoute(
    app,
    e.upload,
    {
      // Decoding photos costs CPU: a seller may upload a few a minute, not a flood.
      config: { access: 'seller', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        description: `multipart/form-data with one file (JPEG, PNG or WebP, at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB).`,
      },
    },
    async (request) => uploadImage(storage, await photoBytes(request)),
  );

  endpointRoute(
    app,
    bookPhotoEndpoints.photos,
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          "A listing's photos in the seller's order, the cover first (decision 380); a listing without added photos has one, its `image`, with id `cover`.",
      },
    },
    async (request) => showPhotos(app.db, request.params.id),
  );

  endpointRoute(
    app,
    bookPhotoEndpoints.add,
    {
      config: { access: 'seller', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        description: `One more photo of the seller's unsold listing, last in the order (at most ${MAX_BOOK_PHOTOS}): multipart/form-data with one file, checked and re-encoded like /uploads.`,
      },
    },
    async (request) =>
      addPhoto(app.db, currentUser(request), request.params.id, async () =>
        uploadImage(storage, await photoBytes(request)),
      ),
  );

  endpointRoute(
    app,
    bookPhotoEndpoints.reorder,
    {
      config: { access: 'seller' },
      schema: {
        tags,
        description:
          "The photos' new order: every photo id once, the cover first (it also becomes the listing's `image`).",
      },
    },
    async (request) => reorderPhotos(app.db, currentUser(request), request.params.id, request.body.order),
  );

  endpointRoute(
    app,
    bookPhotoEndpoints.remove,
    {
      config: { access: 'seller' },
      schema: {
        tags,
        description: 'Removes one photo of the listing; its last photo cannot be removed.',
      },
    },
    async (request) => removePhoto(app.db, currentUser(request), request.params.id, request.params.photoId),
  );

  endpointRoute(
    app,
    e.avatar,
    {
      // Before an account exists (sign-up), so public; a person needs one or two, not a stream.
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        description: `A profile photo for sign-up: multipart/form-data with one file (JPEG, PNG or WebP, at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB), through the same checks and re-encoding as book photos.`,
      },
    },
    async (request) => uploadImage(storage, await photoBytes(request)),
  );

  endpointRoute(
    app,
    e.addBook,
    {
      config: { access: 'seller' },
      schema: { tags },
    },
    async (request) => {
      const { id } = await addBook(app.db, storage, currentUser(request), request.body);
      return { acknowledged: true as const, insertedId: id };
    },
  );

  endpointRoute(
    app,
    e.myBooks,
    {
      config: { access: 'seller' },
      schema: {
        tags,
        description:
          "The caller's own books, sold ones included, with views and wishlist counts; another seller's email is refused.",
      },
    },
    async (request, reply) => {
      const seller = currentUser(request);
      requireOwnEmail(seller, request.query.email || undefined, 'You can only list your own books');
      return sendPage(
        reply,
        await listSellerBooks(app.db, seller._id, request.query),
        request.query,
        bookCursor,
      );
    },
  );

  endpointRoute(
    app,
    e.editBook,
    {
      config: { access: 'seller' },
      schema: {
        tags,
        description:
          'The seller changes their unsold listing: price (`resale`), description, photo (`image`) or condition.',
      },
    },
    async (request) => editBook(app.db, storage, currentUser(request), request.params.id, request.body),
  );

  endpointRoute(
    app,
    e.deleteBook,
    {
      // The seller's own, or the admin's (an admin action, decision 282).
      config: { access: 'signedIn', audit: 'admin' },
      schema: { tags },
    },
    async (request) => {
      const { deletedCount } = await deleteBook(app.db, currentUser(request), request.params.id);
      return { acknowledged: true as const, deletedCount };
    },
  );

  endpointRoute(
    app,
    e.advertise,
    {
      config: { access: 'seller' },
      schema: { tags },
    },
    async (request) => {
      const { modifiedCount } = await advertiseBook(app.db, currentUser(request), request.params.id);
      return { acknowledged: true as const, modifiedCount };
    },
  );

  endpointRoute(
    app,
    e.report,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'Once per user and book: a second report is 409. The seller cannot report their own book.',
      },
    },
    async (request) => {
      const reason = request.body?.reason ?? null;
      const { modifiedCount } = await reportBook(app.db, currentUser(request), request.params.id, reason);
      return { acknowledged: true as const, modifiedCount };
    },
  );

  endpointRoute(
    app,
    e.reported,
    {
      config: { access: 'admin' },
      schema: { tags },
    },
    async (request, reply) => {
      return sendPage(reply, await listReportedBooks(app.db, request.query), request.query, reportedCursor);
    },
  );

  endpointRoute(
    app,
    e.search,
    {
      config: { access: 'optional' },
      schema: {
        tags,
        description:
          'Unsold books by title, author and description (every word, as a prefix, in Bangla or Latin letters, ' +
          'typos corrected when nothing matches as typed), filtered and sorted; best match first when there ' +
          'are words. When nothing matches, the x-did-you-mean header names the closest title or author.',
      },
    },
    async (request, reply) => {
      const { limit, cursor, ...filter } = request.query;
      const found = await browse.search(filter, { limit, cursor }, request.user);
      if (found.didYouMean) reply.header(DID_YOU_MEAN_HEADER, encodeURIComponent(found.didYouMean));
      const cursors = new Map(found.books.map((book, i) => [book, found.cursors[i]!]));
      return sendPage(reply, found.books, request.query, (book) => cursors.get(book)!);
    },
  );

  endpointRoute(
    app,
    e.searchFacets,
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'For the filter bar: how many unsold books the search finds, and per category, condition and district ' +
          'how many it finds with that value chosen instead (its own filter left out, the others kept); also ' +
          'how many are open to exchange and take cash on delivery. Same query as GET /api/search.',
      },
    },
    async (request) => browse.facets(request.query),
  );

  endpointRoute(
    app,
    e.suggestions,
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'Up to eight titles, authors and categories holding every word typed so far (from two letters; ' +
          'Bangla or Latin letters, by the search word rules).',
      },
    },
    async (request) => browse.suggestions(request.query.q),
  );

  endpointRoute(
    app,
    e.wishlist,
    {
      config: { access: 'signedIn' },
      schema: { tags },
    },
    async (request, reply) => {
      const rows = await listWishlist(app.db, currentUser(request)._id, request.query);
      return sendPage(
        reply,
        rows,
        request.query,
        (item) => ({ key: item.addedAt, id: item.book._id }),
        (items) => items.map((item) => item.book),
      );
    },
  );

  endpointRoute(
    app,
    e.addToWishlist,
    {
      config: { access: 'signedIn' },
      schema: { tags },
    },
    async (request) => {
      const modifiedCount = await addToWishlist(app.db, currentUser(request)._id, request.params.bookId);
      return { acknowledged: true as const, modifiedCount };
    },
  );

  endpointRoute(
    app,
    e.removeFromWishlist,
    {
      config: { access: 'signedIn' },
      schema: { tags },
    },
    async (request) => {
      const deletedCount = await removeFromWishlist(app.db, currentUser(request)._id, request.params.bookId);
      return { acknowledged: true as const, deletedCount };
    },
  );
};

export default catalogueRoutes;
