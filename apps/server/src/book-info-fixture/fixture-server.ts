// The offline book-information fixture (decision 320): a small HTTP server answering the Open Library
// calls our provider makes, in Open Library's shapes: `GET /isbn/{isbn}.json` (a redirect to the edition,
// as Open Library answers it), `GET /books/{olid}.json` (the edition), `GET /authors/{olid}.json` and the
// covers API's `GET /b/id/{id}-M.jpg`. `npm start` (outside production, without BOOK_INFO_PROVIDER) and the
// tests use it; our provider reaches it exactly as it reaches Open Library. Never started in production.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FixtureEdition {
  olid: string;
  isbn13: string;
  isbn10?: string;
  title: string;
  authors: { olid: string; name: string }[];
  publishers: string[];
  publish_date: string;
  number_of_pages?: number;
  languages: string[];
  cover?: { id: number; colour: string };
}

/** The books the fixture knows (ISBN-13s with correct check digits). */
export const FIXTURE_EDITIONS: readonly FixtureEdition[] = [
  {
    olid: 'OL7353617M',
    isbn13: '9780140328721',
    isbn10: '0140328726',
    title: 'Fantastic Mr Fox',
    authors: [{ olid: 'OL34184A', name: 'Roald Dahl' }],
    publishers: ['Puffin'],
    publish_date: 'October 1, 1988',
    number_of_pages: 96,
    languages: ['eng'],
    cover: { id: 8739161, colour: '#b45309' },
  },
  {
    olid: 'OL90000001M',
    isbn13: '9789845011129',
    title: 'হিমু',
    authors: [{ olid: 'OL90000001A', name: 'হুমায়ূন আহমেদ' }],
    publishers: ['অন্যপ্রকাশ'],
    publish_date: '1993',
    number_of_pages: 95,
    languages: ['ben'],
    cover: { id: 90000001, colour: '#1d4ed8' },
  },
  {
    // No cover and no page count: the form keeps what it has and the seller adds a photo.
    olid: 'OL90000002M',
    isbn13: '9789848680902',
    title: 'Pather Panchali',
    authors: [{ olid: 'OL90000002A', name: 'Bibhutibhushan Bandyopadhyay' }],
    publishers: ['Mitra & Ghosh'],
    publish_date: '2008',
    languages: ['ben'],
  },
];

export interface BookInfoFixtureOptions {
  host?: string;
  port?: number;
  /** Test hook: how long each answer waits (a slow provider). */
  delayMs?: number;
  /** Test hook: every answer is a 503 (a provider that is down). */
  failing?: boolean;
}

export interface BookInfoFixture {
  /** BOOK_INFO_URL and BOOK_COVERS_URL both point here. */
  baseUrl: string;
  /** How many requests of each kind it answered (isbn, edition, author, cover). */
  calls: Record<string, number>;
  close(): Promise<void>;
}

function editionJson(e: FixtureEdition) {
  return {
    key: `/books/${e.olid}`,
    title: e.title,
    authors: e.authors.map((a) => ({ key: `/authors/${a.olid}` })),
    publishers: e.publishers,
    publish_date: e.publish_date,
    ...(e.number_of_pages ? { number_of_pages: e.number_of_pages } : {}),
    languages: e.languages.map((code) => ({ key: `/languages/${code}` })),
    ...(e.cover ? { covers: [e.cover.id] } : {}),
    isbn_13: [e.isbn13],
    ...(e.isbn10 ? { isbn_10: [e.isbn10] } : {}),
    type: { key: '/type/edition' },
  };
}

export async function startBookInfoFixture(options: BookInfoFixtureOptions = {}): Promise<BookInfoFixture> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('The book-information fixture is refused in production');
  const calls: Record<string, number> = {};
  const count = (call: string) => (calls[call] = (calls[call] ?? 0) + 1);
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: http.ServerResponse) => json(res, 404, { error: 'notfound' });

  async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fixture');
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.failing) return json(res, 503, { error: 'Service Unavailable' });
    let m: RegExpExecArray | null;
    if ((m = /^\/isbn\/([0-9X]{10,13})\.json$/.exec(url.pathname))) {
      count('isbn');
      const e = FIXTURE_EDITIONS.find((b) => b.isbn13 === m![1] || b.isbn10 === m![1]);
      if (!e) return notFound(res);
      res.writeHead(302, { location: `/books/${e.olid}.json` });
      return void res.end();
    }
    if ((m = /^\/books\/(OL\d+M)\.json$/.exec(url.pathname))) {
      count('edition');
      const e = FIXTURE_EDITIONS.find((b) => b.olid === m![1]);
      return e ? json(res, 200, editionJson(e)) : notFound(res);
    }
    if ((m = /^\/authors\/(OL\d+A)\.json$/.exec(url.pathname))) {
      count('author');
      const a = FIXTURE_EDITIONS.flatMap((b) => b.authors).find((x) => x.olid === m![1]);
      return a
        ? json(res, 200, { key: `/authors/${a.olid}`, name: a.name, type: { key: '/type/author' } })
        : notFound(res);
    }
    if ((m = /^\/b\/id\/(\d+)-[SML]\.jpg$/.exec(url.pathname))) {
      count('cover');
      const e = FIXTURE_EDITIONS.find((b) => b.cover?.id === Number(m![1]));
      if (!e?.cover) return notFound(res);
      // A plain coloured cover, made on demand (sharp is the server's own image library).
      const { default: sharp } = await import('sharp');
      const bytes = await sharp({
        create: { width: 180, height: 270, channels: 3, background: e.cover.colour },
      })
        .jpeg()
        .toBuffer();
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
      return void res.end(bytes);
    }
    return notFound(res);
  }

  const server = http.createServer((req, res) => {
    answer(req, res).catch(() => {
      if (!res.headersSent) json(res, 500, { error: 'fixture failed' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
