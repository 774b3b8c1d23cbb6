// GET /api/books/lookup (decision 320): BoiBazar's own earlier listings of the ISBN first, then the
// book-information provider within the time budget. Anything that fails or is slow answers "nothing
// found": the lookup only saves typing and never stands between a seller and their listing.
import type { BookLookup } from '@boibazar/shared/listing';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ImageStorage } from '../../lib/image-storage/index.ts';
import { uploadImage } from '../catalogue/index.ts';
import type { BookInfoProvider } from './book-info-provider.ts';
import { findDetailsByIsbn } from './listing-repository.ts';

export interface LookupDeps {
  db: Db;
  storage: ImageStorage;
  provider: BookInfoProvider | null;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export async function lookUpBook(deps: LookupDeps, isbn13: string): Promise<BookLookup> {
  const own = await findDetailsByIsbn(deps.db, isbn13);
  if (own) return { isbn: isbn13, source: 'catalogue', book: own };
  if (!deps.provider) return { isbn: isbn13, source: null, book: null };
  const provider = deps.provider;
  const signal = AbortSignal.timeout(deps.timeoutMs);
  try {
    const info = await provider.lookUp(isbn13, signal);
    if (!info) return { isbn: isbn13, source: null, book: null };
    let cover: string | null = null;
    if (info.coverUrl) {
      // The cover is re-encoded and stored like a seller's photo, so the listing never points elsewhere.
      try {
        const bytes = await provider.cover(info.coverUrl, signal);
        if (bytes) cover = (await uploadImage(deps.storage, bytes)).url;
      } catch (error) {
        deps.log.warn({ err: error, isbn13 }, 'book cover not stored');
      }
    }
    const { coverUrl: _ignored, ...details } = info;
    return { isbn: isbn13, source: 'provider', book: { ...details, cover, printedPrice: null } };
  } catch (error) {
    deps.log.warn({ err: error, isbn13 }, 'book-information lookup failed or was slow');
    return { isbn: isbn13, source: null, book: null };
  }
}
