// The CSV import's ISBN lookups (decision 456): once per distinct ISBN of an import, a few at a time, within one
// time budget for the whole file, and remembered for an hour (the same ISBNs come back in the next CSV and in
// a row's edit). A lookup that fails, is slow or is past the budget is "nothing found": it only fills blanks.
import type { BookLookup } from '@boibazar/shared/listing';
import { lookUpBook, type LookupDeps } from './look-up-book.ts';

export const IMPORT_LOOKUP = {
  /** Lookups running at once (the provider is one outside service). */
  concurrency: 4,
  /** No new lookup starts this long after the import's first. */
  budgetMs: 15_000,
  cacheMs: 60 * 60 * 1000,
  cacheEntries: 5_000,
} as const;

/** What lookups found, by ISBN-13, for an hour; the oldest entries go first when it is full. */
export class LookupCache {
  private readonly entries = new Map<string, { at: number; lookup: BookLookup }>();
  constructor(private readonly now: () => number = Date.now) {}

  get(isbn13: string): BookLookup | undefined {
    const entry = this.entries.get(isbn13);
    if (!entry) return undefined;
    if (this.now() - entry.at > IMPORT_LOOKUP.cacheMs) {
      this.entries.delete(isbn13);
      return undefined;
    }
    return entry.lookup;
  }

  set(isbn13: string, lookup: BookLookup): void {
    this.entries.delete(isbn13);
    this.entries.set(isbn13, { at: this.now(), lookup });
    while (this.entries.size > IMPORT_LOOKUP.cacheEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

export interface ImportLookupDeps extends LookupDeps {
  cache: LookupCache;
}

/** Looks up each distinct ISBN once (cache first), at most `concurrency` at a time, within the budget. */
export async function lookUpIsbns(
  deps: ImportLookupDeps,
  isbns: Iterable<string>,
): Promise<Map<string, BookLookup>> {
  const found = new Map<string, BookLookup>();
  const queue: string[] = [];
  for (const isbn of new Set(isbns)) {
    const cached = deps.cache.get(isbn);
    if (cached) found.set(isbn, cached);
    else queue.push(isbn);
  }
  const stopAt = Date.now() + IMPORT_LOOKUP.budgetMs;
  const worker = async () => {
    for (let isbn = queue.shift(); isbn !== undefined; isbn = queue.shift()) {
      if (Date.now() > stopAt) return;
      const lookup = await lookUpBook(deps, isbn);
      // Only what was found is remembered: a miss may be the provider's bad moment.
      if (lookup.book) deps.cache.set(isbn, lookup);
      found.set(isbn, lookup);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMPORT_LOOKUP.concurrency, queue.length) }, worker));
  return found;
}
