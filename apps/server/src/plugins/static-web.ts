// Serves the built web app (hashed assets cached for a year and precompressed at build time, index.html
// from memory and revalidated by ETag: docs/decisions/183-http-caching-and-headers.md), uploaded images,
// and index.html for every address of the app: 200 for a screen, 404 for anything else (the app then shows
// its not-found page). Pages that describe something (a book) get their own title and Open Graph / Twitter
// tags so a shared link previews; robots.txt and the sitemap are written here from what the app passes in.
import fs from 'node:fs';
import path from 'node:path';
import { matchWebRoute, type WebRouteMatch } from '@boibazar/shared/web-routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  contentTypeOf,
  IMAGE_CACHE_CONTROL,
  safeKey,
  type ImageStorage,
  uploadHeaders,
} from '../lib/image-storage/index.ts';
import { BENGALI_FONT_WEIGHTS, bengaliFontFile, bengaliFontPath } from '../lib/bengali-font.ts';
import { etagOf, isFresh } from './security.ts';

/** The book page's screen in the web app's sources (its key in the build's manifest). */
const BOOK_SCREEN_SOURCE = 'src/app/routes/BookRoute.tsx';

export interface PageMeta {
  title: string;
  description: string;
  /** An absolute address, or a path on this origin. */
  image?: string;
  type?: 'website' | 'book';
}

export interface WebPages {
  /** The page's own meta tags; null when the address names nothing (HTTP 404); undefined for the defaults. */
  describe(match: WebRouteMatch): Promise<PageMeta | null | undefined>;
  /** Paths (with their last change) the sitemap lists besides the home page. */
  sitemap(): Promise<Array<{ path: string; lastModified?: string }>>;
}

export interface StaticWebOptions {
  webDist: string;
  imageStorage: ImageStorage;
  /** Where people reach this site (app.publicOrigin); never the request's Host (decision 200). */
  publicOrigin: () => string;
  pages?: WebPages;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Shortens to at most `max` characters on a word boundary, on one line. */
function summary(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** index.html with the page's title, description, canonical address and Open Graph / Twitter tags. */
export function withPageMeta(
  html: string,
  meta: PageMeta,
  url: string,
  origin: string,
  /** The page's own scripts (a lazily loaded screen's chunks), fetched with the entry's. */
  scripts: readonly string[] = [],
): string {
  const title = escapeHtml(summary(meta.title, 120));
  const description = escapeHtml(summary(meta.description, 200));
  const image = meta.image && (meta.image.startsWith('/') ? `${origin}${meta.image}` : meta.image);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="BoiBazar" />`,
    `<meta property="og:type" content="${meta.type === 'book' ? 'book' : 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}" />`] : []),
    // The book's cover is the page's largest paint: the browser fetches it with the scripts instead of
    // after the app has rendered (the same address the page's <img> uses, so the download is reused).
    ...(meta.type === 'book' && meta.image
      ? [`<link rel="preload" as="image" href="${escapeHtml(meta.image)}" fetchpriority="high" />`]
      : []),
    // The screen's code, which the app would otherwise ask for only once its own entry had run.
    ...scripts.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}" />`),
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The scripts a lazily loaded screen needs beyond what index.html already loads, from the build's manifest
 * (`apps/web/dist/.vite/manifest.json`): its chunk and the chunks it imports. Empty without a manifest.
 */
export function screenScripts(webDist: string, source: string): string[] {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loaded);
  const needed = new Set<string>();
  collect(source, needed);
  return [...needed].filter((f) => !loaded.has(f) && f.endsWith('.js')).map((f) => `/${f}`);
}

async function servePhotos(app: FastifyInstance, storage: ImageStorage) {
  if (storage.localDir) {
    fs.mkdirSync(storage.localDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.localDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      setHeaders(res, filePath) {
        res.headers(uploadHeaders(contentTypeOf(filePath)));
      },
    });
    return;
  }
  // A remote store: streamed through this origin with the same headers the local folder gets (decision 191).
  app.get('/uploads/*', async (request, reply) => {
    const key = safeKey((request.params as { '*': string })['*']);
    const image = key ? await storage.get(key) : undefined;
    if (!image) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such photo' } });
    }
    reply.header('cache-control', IMAGE_CACHE_CONTROL).headers(uploadHeaders(image.contentType));
    if (image.lastModified) reply.header('last-modified', image.lastModified.toUTCString());
    if (image.etag) {
      reply.header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) {
        image.body.destroy();
        return reply.status(304).send();
      }
    }
    if (image.contentLength !== undefined) reply.header('content-length', image.contentLength);
    return reply.send(image.body);
  });
}

export default fp(async function staticWeb(app: FastifyInstance, opts: StaticWebOptions) {
  await servePhotos(app, opts.imageStorage);

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /dashboard',
          'Disallow: /api/',
          '',
          `Sitemap: ${opts.publicOrigin()}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const origin = opts.publicOrigin();
      const entries = [{ path: '/' }, ...((await opts.pages?.sitemap()) ?? [])];
      const urls = entries.map(
        (entry) =>
          `  <url><loc>${escapeHtml(origin + entry.path)}</loc>${
            entry.lastModified ? `<lastmod>${escapeHtml(entry.lastModified.slice(0, 10))}</lastmod>` : ''
          }</url>`,
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    },
  );

  // Noto Sans Bengali at stable addresses, for the pages the server writes (the parcel label, decision 438).
  for (const weight of BENGALI_FONT_WEIGHTS) {
    const bytes = bengaliFontFile(weight);
    const etag = etagOf(bytes);
    app.get(
      bengaliFontPath(weight),
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        reply
          .type('font/woff2')
          .header('cache-control', 'public, max-age=604800')
          .header('access-control-allow-origin', '*')
          .header('etag', etag);
        if (isFresh(request, etag)) return reply.code(304).send();
        return reply.send(bytes);
      },
    );
  }

  const indexFile = path.join(opts.webDist, 'index.html');
  // A shared book link is often the first page a visitor opens: its screen's code comes with the HTML.
  const bookScreen = screenScripts(opts.webDist, BOOK_SCREEN_SOURCE);
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        if (filePath.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
      },
    });
  }

  // index.html is small and changes only with a deploy: read once, with its build-time compressed copies.
  const readIf = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);
  const indexBytes = readIf(indexFile);
  const index = indexBytes
    ? {
        identity: indexBytes,
        text: indexBytes.toString('utf8'),
        br: readIf(`${indexFile}.br`),
        gzip: readIf(`${indexFile}.gz`),
        etag: etagOf(indexBytes),
      }
    : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (
      url.startsWith('/api') ||
      url.startsWith('/uploads/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${url.split('?')[0]}` },
      });
    }
    if (!index) {
      return reply.status(503).send({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The web app is not built; run npm run build' },
      });
    }
    const pathname = url.split('?')[0]!;
    const match = matchWebRoute(pathname);
    const meta = match ? await opts.pages?.describe(match) : null;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (meta === undefined) {
      // A screen of the app with the default tags: the very bytes of the build, sent as built (brotli or
      // gzip copy when accepted) and revalidated by their ETag.
      reply.header('etag', index.etag).header('vary', 'accept-encoding');
      if (isFresh(request, index.etag)) return reply.code(304).send();
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (index.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(index.br);
      if (index.gzip && /\bgzip\b/.test(accepted))
        return reply.header('content-encoding', 'gzip').send(index.gzip);
      return reply.send(index.identity);
    }
    if (meta === null) {
      const html = index.text.replace(/<title>[^<]*<\/title>/, '<title>Page not found · BoiBazar</title>');
      return reply.status(404).send(html);
    }
    const origin = opts.publicOrigin();
    const html = withPageMeta(
      index.text,
      meta,
      `${origin}${pathname}`,
      origin,
      meta.type === 'book' ? bookScreen : [],
    );
    const etag = etagOf(html);
    reply.header('etag', etag);
    if (isFresh(request, etag)) return reply.code(304).send();
    return reply.send(html);
  });
});
