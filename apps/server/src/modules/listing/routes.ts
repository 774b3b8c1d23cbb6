import { listingEndpoints } from '@boibazar/shared/listing';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { changeImportRow, previewImport, publishImport } from './import-books.ts';
import { LookupCache } from './import-lookups.ts';
import { lookUpBook } from './look-up-book.ts';
import { showWork } from './show-work.ts';
import { startBookInfo } from './start-book-info.ts';
import { suggestPrice } from './suggest-price.ts';

const tags = ['listing'];

const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = await startBookInfo(app);
  const timeoutMs = app.config.bookInfo?.timeoutMs ?? 3000;
  // The CSV import's lookups, remembered for an hour across imports (decision 456).
  const lookupCache = new LookupCache();
  const importLookups = (log: FastifyBaseLogger) => ({
    db: app.db,
    storage: app.imageStorage,
    provider,
    timeoutMs,
    log,
    cache: lookupCache,
  });

  endpointRoute(
    app,
    listingEndpoints.lookup,
    {
      // Each lookup may call the provider and store a cover: a seller lists a few books a minute.
      config: { access: 'seller', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          'What is known of an ISBN (10 or 13 digits, hyphens, spaces or Bengali digits): earlier BoiBazar listings first, then the book-information provider. `book: null` is "nothing found", also when the provider failed or took longer than BOOK_INFO_TIMEOUT.',
      },
    },
    async (request) =>
      lookUpBook(
        { db: app.db, storage: app.imageStorage, provider, timeoutMs, log: request.log },
        request.query.isbn,
      ),
  );

  endpointRoute(
    app,
    listingEndpoints.priceHint,
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'A fair price range for a copy (decision 320): by ISBN or title and author, its condition, printed price and purchase year; with `price`, where that price sits among the copies for sale now.',
      },
    },
    async (request) => suggestPrice(app.db, request.query),
  );

  endpointRoute(
    app,
    listingEndpoints.work,
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          "A listing's work: every copy for sale of the same book (same ISBN, or same title and author), cheapest first, and its sales in the last 90 days.",
      },
    },
    async (request) => showWork(app.db, request.params.id),
  );

  endpointRoute(
    app,
    listingEndpoints.importBooks,
    {
      config: { access: 'seller', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          'CSV import, step 1 (decision 452): `{ csv }` with a header row (title, condition, price, category, district; optional isbn, author, printed_price, quantity, purchase_year, description, image, phone), at most 500 rows. Answers every row with its errors (column + problem key); nothing is listed yet. The same CSV again answers the same import.',
      },
    },
    async (request) =>
      previewImport(app.db, importLookups(request.log), currentUser(request), request.body.csv),
  );

  endpointRoute(
    app,
    listingEndpoints.importRow,
    {
      config: { access: 'seller', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          "CSV import, between the steps (decision 456): one row's changed cells (`cells`: title, author, isbn, condition, price, quantity, category, district) and/or `dropped`. The row is checked again on the server (a changed ISBN is looked up); answers the whole import. 409 once published.",
      },
    },
    async (request) =>
      changeImportRow(
        app.db,
        importLookups(request.log),
        currentUser(request),
        request.params.id,
        request.params.line,
        request.body,
      ),
  );

  endpointRoute(
    app,
    listingEndpoints.publishImport,
    {
      config: { access: 'seller', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          "CSV import, step 2: lists every good row's copies in one transaction; bad rows are skipped. A second publish lists nothing again and answers the same book ids.",
      },
    },
    async (request) => publishImport(app.db, currentUser(request), request.params.id),
  );
};

export default listingRoutes;
