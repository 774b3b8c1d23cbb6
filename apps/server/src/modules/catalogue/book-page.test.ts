import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createCategory,
  createTestApp,
  createUser,
  type TestContext,
} from '../../../test/test-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="BoiBazar: buy, sell and exchange used books." />
    <title>BoiBazar · second-hand books</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('a book page', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    // The build's manifest: the entry (which index.html loads) and the book screen's lazy chunk.
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(
      path.join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
        '_react-r1.js': { file: 'assets/react-r1.js' },
        '_Rating-s1.js': { file: 'assets/Rating-s1.js', imports: ['_react-r1.js'] },
        'src/app/routes/BookRoute.tsx': {
          file: 'assets/BookRoute-b1.js',
          isDynamicEntry: true,
          imports: ['_react-r1.js', '_Rating-s1.js', 'index.html'],
        },
      }),
    );
    ctx = await createTestApp({ PUBLIC_URL: 'https://boibazar.example' }, { webDist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('when a visitor opens GET /api/books/:id, then the book comes without the seller phone and email; a signed-in user sees them', async () => {
    const seller = await createUser(ctx, { role: 'Seller', verified: true });
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, seller, { productName: 'Padma Nadir Majhi' });

    const visitor = await ctx.app.inject({ url: `/api/books/${book._id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({
      _id: book._id,
      productName: 'Padma Nadir Majhi',
      sellerId: seller.user._id,
      sellerVerified: true,
      conatct: '',
      email: '',
    });
    const signedIn = await ctx.app.inject({ url: `/api/books/${book._id}`, headers: buyer.auth });
    expect(signedIn.json()).toMatchObject({
      conatct: '01711000000',
      email: seller.user.email,
      wishlisted: false,
    });
  });

  it('when the book is sold, then its page still answers (marked sold); when deleted or unknown, then 404', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const sold = await createBook(ctx, seller, { isSold: true });
    const gone = await createBook(ctx, seller);
    await ctx.db
      .updateTable('books')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone._id)
      .execute();

    expect((await ctx.app.inject({ url: `/api/books/${sold._id}` })).json().isSold).toBe(true);
    for (const id of [gone._id, 'no-such-book']) {
      const res = await ctx.app.inject({ url: `/api/books/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('BOOK_NOT_FOUND');
    }
  });

  it("when people open a book's page, then its views count up, but not when its own seller looks", async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, seller);
    await ctx.app.inject({ url: `/api/books/${book._id}` });
    await ctx.app.inject({ url: `/api/books/${book._id}`, headers: buyer.auth });
    await ctx.app.inject({ url: `/api/books/${book._id}`, headers: seller.auth });
    const row = await ctx.db
      .selectFrom('books')
      .select('views')
      .where('id', '=', book._id)
      .executeTakeFirstOrThrow();
    expect(Number(row.views)).toBe(2);
  });

  it("when related books are asked, then the seller's other unsold books and other sellers' books of the category come", async () => {
    const category = await createCategory(ctx);
    const seller = await createUser(ctx, { role: 'Seller' });
    const other = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller, { categoryId: category._id });
    const sibling = await createBook(ctx, seller);
    await createBook(ctx, seller, { isSold: true });
    const similar = await createBook(ctx, other, { categoryId: category._id });
    await createBook(ctx, other, { categoryId: category._id, isSold: true });

    const res = await ctx.app.inject({ url: `/api/books/${book._id}/related` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.moreFromSeller.map((b: { _id: string }) => b._id)).toEqual([sibling._id]);
    expect(body.similar.map((b: { _id: string }) => b._id)).toEqual([similar._id]);
    expect(body.similar[0]).toMatchObject({ conatct: '', email: '' });
    expect((await ctx.app.inject({ url: '/api/books/nothing/related' })).statusCode).toBe(404);
  });

  it('when the HTML of a book page is fetched, then title, description and cover are in escaped Open Graph and Twitter tags', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller, {
      productName: 'Tom & Jerry <script>alert("x")</script>',
      resale: 250,
    });
    const res = await ctx.app.inject({ url: `/books/${book._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>Tom &amp; Jerry &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; by Test Author · BoiBazar</title>',
    );
    expect(html).toContain('<meta property="og:title" content="Tom &amp; Jerry &lt;script&gt;');
    expect(html).toMatch(/<meta property="og:description" content="250 Taka · Good · Dhaka\. [^"]*" \/>/);
    expect(html).toContain(
      '<meta property="og:image" content="https://boibazar.example/uploads/demo/cover-1.webp" />',
    );
    expect(html).toContain(`<meta property="og:url" content="https://boibazar.example/books/${book._id}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:title" content="Tom &amp; Jerry');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // The cover, the page's largest paint, is fetched with the scripts, at the address its <img> uses.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/demo/cover-1.webp" fetchpriority="high" />',
    );
    // The book screen's own chunks come with the HTML; what the entry already loads is not repeated.
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
      (m) => m[1],
    );
    expect(preloaded).toEqual(['/assets/BookRoute-b1.js', '/assets/Rating-s1.js']);
  });

  it('when an address names no screen or no book, then the app is sent with status 404', async () => {
    for (const url of ['/no-such-page', '/books/no-such-book', '/books', '/categories/a/b']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<title>Page not found · BoiBazar</title>');
    }
    for (const url of ['/', '/search?q=x', '/dashboard/myorders', '/login']) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('when robots.txt and the sitemap are fetched, then they are not the app: rules, and every unsold book', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const listed = await createBook(ctx, seller);
    const sold = await createBook(ctx, seller, { isSold: true });

    const robots = await ctx.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Sitemap: https://boibazar.example/sitemap.xml');

    const sitemap = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.body).toContain(`<loc>https://boibazar.example/books/${listed._id}</loc>`);
    expect(sitemap.body).toContain('<loc>https://boibazar.example/help</loc>');
    expect(sitemap.body).not.toContain(sold._id);
  });
});

describe('absolute addresses without PUBLIC_URL (issue 25, probe 3)', () => {
  let ctx: TestContext;
  let webDist: string;
  // A caller on this machine is a trusted proxy by default (TRUST_PROXY=loopback), so even its
  // X-Forwarded-Host would be believed if anything read it.
  const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    ctx = await createTestApp({ PORT: '3456' }, { webDist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("when a request names another host, then the book page's canonical and og:url, robots.txt and the sitemap still name the listen address", async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
      const page = await ctx.app.inject({ url: `/books/${book._id}`, headers: hostile, remoteAddress });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="http://localhost:3456/books/${book._id}" />`);
      expect(page.body).toContain(
        `<meta property="og:url" content="http://localhost:3456/books/${book._id}" />`,
      );
      expect(page.body).toContain(
        '<meta property="og:image" content="http://localhost:3456/uploads/demo/cover-1.webp" />',
      );
      const robots = await ctx.app.inject({ url: '/robots.txt', headers: hostile, remoteAddress });
      expect(robots.body).toContain('Sitemap: http://localhost:3456/sitemap.xml');
      const sitemap = await ctx.app.inject({ url: '/sitemap.xml', headers: hostile, remoteAddress });
      expect(sitemap.body).toContain(`<loc>http://localhost:3456/books/${book._id}</loc>`);
      for (const res of [page, robots, sitemap]) expect(res.body).not.toContain('evil.example');
    }
  });
});
