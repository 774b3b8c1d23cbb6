// A book-information service asked by ISBN (decision 320). Open Library is the one implementation; the
// offline fixture (src/book-info-fixture) speaks its shapes for `npm start` and the tests.

/** What a provider knows of an edition; any field may be missing. */
export interface BookInfo {
  title: string;
  author: string | null;
  publisher: string | null;
  publishedYear: number | null;
  pages: number | null;
  language: string | null;
  /** The cover picture's address at the provider, fetched once by the lookup and stored as our upload. */
  coverUrl: string | null;
}

export interface BookInfoProvider {
  /** The edition with this ISBN-13, or null when the provider has none. Throws when it cannot answer. */
  lookUp(isbn13: string, signal: AbortSignal): Promise<BookInfo | null>;
  /** A cover's bytes, or null. */
  cover(url: string, signal: AbortSignal): Promise<Buffer | null>;
}
