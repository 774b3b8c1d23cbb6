// Open Library's ISBN API (`GET /isbn/{isbn}.json`, redirected to the edition `/books/{olid}.json`; each
// author from `/authors/{olid}.json`) and its covers API (`/b/id/{coverId}-M.jpg`). No key is needed.
import { MAX_PHOTO_BYTES } from '@boibazar/shared/images';
import type { BookInfo, BookInfoProvider } from './book-info-provider.ts';

interface Edition {
  title?: unknown;
  authors?: { key?: unknown }[];
  publishers?: unknown[];
  publish_date?: unknown;
  number_of_pages?: unknown;
  languages?: { key?: unknown }[];
  covers?: unknown[];
}

/** Open Library's MARC language codes, as the form's language field writes them. */
const LANGUAGES: Record<string, string> = {
  ben: 'Bangla',
  eng: 'English',
  hin: 'Hindi',
  urd: 'Urdu',
  ara: 'Arabic',
  fre: 'French',
  ger: 'German',
  spa: 'Spanish',
};

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().normalize('NFC').slice(0, max) : null;

/** 'October 1, 1988' → 1988; the last four-digit year in the text. */
function yearOf(date: unknown): number | null {
  if (typeof date !== 'string') return null;
  const years = date.match(/\b(1[4-9]\d\d|20\d\d)\b/g);
  return years ? Number(years[years.length - 1]) : null;
}

export function createOpenLibraryProvider(options: { baseUrl: string; coversUrl: string }): BookInfoProvider {
  const getJson = async (path: string, signal: AbortSignal): Promise<unknown> => {
    const res = await fetch(`${options.baseUrl}${path}`, {
      signal,
      redirect: 'follow',
      headers: { accept: 'application/json', 'user-agent': 'BoiBazar (used-book marketplace)' },
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`Open Library answered ${res.status} for ${path}`);
    return res.json();
  };

  return {
    async lookUp(isbn13: string, signal: AbortSignal): Promise<BookInfo | null> {
      const edition = (await getJson(`/isbn/${isbn13}.json`, signal)) as Edition | null;
      const title = edition ? text(edition.title, 120) : null;
      if (!edition || !title) return null;
      const authorKeys = (edition.authors ?? [])
        .map((a) => (typeof a.key === 'string' && /^\/authors\/OL\d+A$/.test(a.key) ? a.key : null))
        .filter((key): key is string => key !== null)
        .slice(0, 3);
      const authors = await Promise.all(
        authorKeys.map(async (key) =>
          text(((await getJson(`${key}.json`, signal)) as { name?: unknown } | null)?.name, 120),
        ),
      );
      const names = authors.filter((name): name is string => name !== null);
      const languageKey = edition.languages?.[0]?.key;
      const language =
        typeof languageKey === 'string' ? (LANGUAGES[languageKey.replace('/languages/', '')] ?? null) : null;
      const pages = edition.number_of_pages;
      const coverId = edition.covers?.find((id) => typeof id === 'number' && Number.isInteger(id) && id > 0);
      return {
        title,
        author: names.length > 0 ? names.join(', ').slice(0, 120) : null,
        publisher: text(edition.publishers?.[0], 120),
        publishedYear: yearOf(edition.publish_date),
        pages:
          typeof pages === 'number' && Number.isInteger(pages) && pages > 0 && pages <= 20_000 ? pages : null,
        language,
        coverUrl: coverId ? `${options.coversUrl}/b/id/${String(coverId)}-M.jpg` : null,
      };
    },

    async cover(url: string, signal: AbortSignal): Promise<Buffer | null> {
      const res = await fetch(url, { signal, redirect: 'follow' });
      if (!res.ok) return null;
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > MAX_PHOTO_BYTES) return null;
      const bytes = Buffer.from(await res.arrayBuffer());
      return bytes.length > 0 && bytes.length <= MAX_PHOTO_BYTES ? bytes : null;
    },
  };
}
