// The server's test and bench surface: e2e/ and scripts/ reach the server through this file only
// (eslint.config.js enforces it), so the server's internals can move without breaking them.
export { buildApp, DEFAULT_WEB_DIST } from '../src/app.ts';
export { loadConfig } from '../src/config.ts';
export { type CourierSandbox, startCourierSandbox } from '../src/courier-sandbox/sandbox-server.ts';
export {
  type DatabaseHandle,
  type Db,
  type Dialect,
  migrateToLatest,
  openDatabase,
} from '../src/db/database.ts';
export type { Role } from '../src/db/schema.ts';
export { newId, nowIso } from '../src/lib/ids.ts';
export { decodeCursor, encodeCursor } from '../src/lib/pagination.ts';
export { catalogueStats, listBooks, newListingsPerDay } from '../src/modules/catalogue/index.ts';
export {
  countFacets,
  insertBooks,
  insertCategories,
  listBooksQuery,
  type NewListing,
  queryPlan,
  searchBooks,
  searchBooksQuery,
  suggestBooks,
} from '../src/modules/catalogue/seed.ts';
export {
  countMembersByRole,
  createTokenService,
  hashPassword,
  insertUser,
  insertUsers,
  loadSigningSecret,
  type User,
} from '../src/modules/identity/index.ts';
export { enqueueEmail } from '../src/modules/mail/index.ts';
export { orderStats } from '../src/modules/orders/index.ts';
export { paidOrdersPerDay, paidRevenue } from '../src/modules/payments/index.ts';
export {
  analyze,
  appendBooks,
  generateBooks,
  type GeneratedShop,
  WORDS as GENERATED_WORDS,
} from './generate-books.ts';
export { startOidcProvider, type TestOidcProvider } from './oidc-test-provider.ts';
export { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.ts';
export { createPostgresDatabase, type ThrowawayDatabase } from './throwaway-postgres.ts';
export { openSse, type SseClient } from './sse-client.ts';
export { measureCompletions, type CompletionFigures } from './bench-completions.ts';
export { RAJSHAHI_ADDRESS } from './courier.ts';
