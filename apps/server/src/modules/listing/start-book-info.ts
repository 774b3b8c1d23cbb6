// Which book-information provider the lookup asks (decision 320): Open Library (BOOK_INFO_URL), the
// offline fixture started here and stopped with the app (outside production, the default there), or none.
import type { FastifyInstance } from 'fastify';
import { startBookInfoFixture } from '../../book-info-fixture/fixture-server.ts';
import type { BookInfoProvider } from './book-info-provider.ts';
import { createOpenLibraryProvider } from './open-library-provider.ts';

export async function startBookInfo(app: FastifyInstance): Promise<BookInfoProvider | null> {
  const { bookInfo, NODE_ENV } = app.config;
  if (!bookInfo) return null;
  if (bookInfo.kind === 'openlibrary') return createOpenLibraryProvider(bookInfo);
  // NOTE: config.ts refuses the fixture in production; this guards a hand-made Config as well.
  if (NODE_ENV === 'production') throw new Error('The book-information fixture is refused in production');
  const fixture = await startBookInfoFixture();
  app.addHook('onClose', () => fixture.close());
  app.log.info({ baseUrl: fixture.baseUrl }, 'book-information fixture started (BOOK_INFO_PROVIDER=fixture)');
  return createOpenLibraryProvider({ baseUrl: fixture.baseUrl, coversUrl: fixture.baseUrl });
}
