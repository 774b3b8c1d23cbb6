import {
  bookImportSchema,
  importRequestSchema,
  importRowChangeSchema,
  bookLookupSchema,
  listingPaths,
  lookupQuery,
  priceHintQuery,
  priceHintSchema,
  workSchema,
} from '@boibazar/shared/listing';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { changeImportRow, previewImport, publishImport } from './import-books.ts';
import { LookupCache } from './import-lookups.ts';
import { lookUpBook } from './look-up-book.ts';
import { showWork } from './show-work.ts';
import { startBookInfo } from './start-book-info.ts';
import { suggestPrice } from './suggest-price.ts';

const tags = ['listing'];
const ID = ':id';

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

  app.get(
    listingPaths.lookup,
    {
      // Each lookup may call the provider and store a cover: a seller lists a few books a minute.
      config: { access: 'seller', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          'What is known of an ISBN (10 or 13 digits, hyphens, spaces or Bengali digits): earlier BoiBazar listings first, then the book-information provider. `book: null` is "nothing found", also when the provider failed or took longer than BOOK_INFO_TIMEOUT.',
        querystring: lookupQuery,
        response: { 200: bookLookupSchema },
      },
    },
    async (request) =>
      lookUpBook(
        { db: app.db, storage: app.imageStorage, provider, timeoutMs, log: request.log },
        request.query.isbn,
      ),
  );

  app.get(
    listingPaths.priceHint,
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'A fair price range for a copy (decision 320): by ISBN or title and author, its condition, printed price and purchase year; with `price`, where that price sits among the copies for sale now.',
        querystring: priceHintQuery,
        response: { 200: priceHintSchema },
      },
    },
    async (request) => suggestPrice(app.db, request.query),
  );

  app.get(
    listingPaths.work(ID),
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          "A listing's work: every copy for sale of the same book (same ISBN, or same title and author), cheapest first, and its sales in the last 90 days.",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: workSchema },
      },
    },
    async (request) => showWork(app.db, request.params.id),
  );

  app.post(
    listingPaths.importBooks,
    {
      config: { access: 'seller', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          'CSV import, step 1 (decision 452): `{ csv }` with a header row (title, condition, price, category, district; optional isbn, author, printed_price, quantity, purchase_year, description, image, phone), at most 500 rows. Answers every row with its errors (column + problem key); nothing is listed yet. The same CSV again answers the same import.',
        body: importRequestSchema,
        response: { 200: bookImportSchema },
      },
    },
    async (request) =>
      previewImport(app.db, importLookups(request.log), currentUser(request), request.body.csv),
  );

  app.patch(
    listingPaths.importRow(ID, ':line'),
    {
      config: { access: 'seller', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          "CSV import, between the steps (decision 456): one row's changed cells (`cells`: title, author, isbn, condition, price, quantity, category, district) and/or `dropped`. The row is checked again on the server (a changed ISBN is looked up); answers the whole import. 409 once published.",
        params: z.object({
          id: z.string().min(1).max(64),
          line: z.coerce
            .number({ message: 'line must be a row number' })
            .int({ message: 'line must be a row number' })
            .min(2, { message: 'line must be a row number' })
            .max(1_000_000, { message: 'line must be a row number' }),
        }),
        body: importRowChangeSchema,
        response: { 200: bookImportSchema },
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

  app.post(
    listingPaths.publishImport(ID),
    {
      config: { access: 'seller', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          "CSV import, step 2: lists every good row's copies in one transaction; bad rows are skipped. A second publish lists nothing again and answers the same book ids.",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: bookImportSchema },
      },
    },
    async (request) => publishImport(app.db, currentUser(request), request.params.id),
  );
};

export default listingRoutes;
