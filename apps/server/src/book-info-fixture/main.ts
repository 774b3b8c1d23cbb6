// Runs the offline book-information fixture on its own: `node --import tsx apps/server/src/book-info-fixture/main.ts`
// (PORT, default 4091); then start the server with the settings it prints.
import { startBookInfoFixture } from './fixture-server.ts';

const fixture = await startBookInfoFixture({ port: Number(process.env.PORT ?? 4091) });
process.stdout.write(
  `BOOK_INFO_PROVIDER=openlibrary\nBOOK_INFO_URL=${fixture.baseUrl}\nBOOK_COVERS_URL=${fixture.baseUrl}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void fixture.close().then(() => process.exit(0)));
