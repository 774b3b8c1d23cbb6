// Builds the real app on a real, fresh database for one test file: SQLite in a temporary folder, or,
// with TEST_DB=postgres, a new PostgreSQL database created on the server named by TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/database.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestClock, useClock, type TestClock } from '../src/lib/clock.ts';
import { insertBooks, insertCategories } from '../src/modules/catalogue/seed.ts';
import { hashPassword, insertUser, type User } from '../src/modules/identity/index.ts';
import type { Role } from '../src/db/schema.ts';
import { createPostgresDatabase } from './throwaway-postgres.ts';

export { createPostgresDatabase } from './throwaway-postgres.ts';

export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The server's clock (decision 460): `ctx.clock.advance('3d')` moves every timer and deadline. */
  clock: TestClock;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { webDist?: string } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-test-'));
  const pgDb = testDialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const source: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    // No daily reconciliation job in a test's queue unless the test asks for one (decision 360).
    RECONCILE_SCHEDULE: '0',
    // Nor a courier settlement read (decision 430): tests read them through the admin's route.
    COURIER_SETTLEMENT_POLL: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  };
  const config = loadConfig(source);
  sourceEnv.set(config, source);
  const handle = openDatabase(config.database);
  const clock = holdTestClock();
  const app = await buildApp({ config, database: handle, logger: false, webDist: opts.webDist });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    clock,
    async close() {
      releaseTestClock();
      await app.close();
      await handle.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Moves the app's clock on by `by` (milliseconds or a duration such as '2h') and runs the jobs due by then. */
export function runLater(ctx: Pick<TestContext, 'app' | 'clock'>, by: number | string): Promise<number> {
  ctx.clock.advance(by);
  return ctx.app.jobs.runDue();
}

// Apps open at the same time in one test file share one test clock (one world time); the next app
// after all are closed starts again at real time.
let testClock: { clock: TestClock; holders: number } | undefined;
function holdTestClock(): TestClock {
  testClock ??= { clock: createTestClock(), holders: 0 };
  testClock.holders += 1;
  useClock(testClock.clock);
  return testClock.clock;
}
function releaseTestClock(): void {
  if (!testClock || --testClock.holders > 0) return;
  testClock = undefined;
  useClock(undefined);
}

/**
 * Another app instance on the same database as `ctx` (a second server, or the same one after a
 * restart), with its own connection, job runner and live hub. Closing it leaves the database alone.
 */
export async function startAnotherInstance(
  ctx: TestContext,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; db: Db; handle: DatabaseHandle; close(): Promise<void> }> {
  const config = { ...loadConfig({ ...configSource(ctx.config), ...env }) };
  const handle = openDatabase(ctx.config.database);
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The environment a test app was built from, to build another like it. */
function configSource(config: Config): Record<string, string> {
  return { ...sourceEnv.get(config) };
}
const sourceEnv = new WeakMap<Config, Record<string, string>>();

export interface TestUser {
  user: User;
  token: string;
  password: string;
  auth: { authorization: string };
}

let counter = 0;
/** Makes an account straight through the repository and signs it in. */
export async function createUser(
  ctx: TestContext,
  opts: { role?: Role; verified?: boolean; email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const password = opts.password ?? 'correct horse battery';
  const role = opts.role ?? 'Buyer';
  const user = await insertUser(ctx.db, {
    name: opts.name ?? `${role} ${counter}`,
    email: opts.email ?? `${role.toLowerCase()}${counter}.${randomBytes(3).toString('hex')}@example.test`,
    image: '',
    role,
    passwordHash: await hashPassword(password),
    verified: opts.verified,
  });
  const token = await ctx.app.tokens.issue(user._id);
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}

/**
 * A category straight through the repository, for tests of other capabilities. Names are unique (lower-cased),
 * and a test may make hundreds: 3 random bytes once collided in CI (stop 48's second run), 8 do not.
 */
export async function createCategory(ctx: TestContext, name = `Category ${randomBytes(8).toString('hex')}`) {
  const [category] = await insertCategories(ctx.db, [{ name }]);
  return category!;
}

/** A listing straight through the repository, for tests of other capabilities. */
export async function createBook(
  ctx: TestContext,
  seller: TestUser,
  overrides: Partial<{
    productName: string;
    resale: number;
    categoryId: string;
    isSold: boolean;
    advertised: boolean;
    createdAt: string;
  }> = {},
) {
  const categoryId = overrides.categoryId ?? (await createCategory(ctx))._id;
  const id = newId();
  await insertBooks(ctx.db, [
    {
      id,
      sellerId: seller.user._id,
      categoryId,
      productName: overrides.productName ?? `Book ${id.slice(0, 6)}`,
      author: 'Test Author',
      image: '/uploads/demo/cover-1.webp',
      location: 'Dhaka',
      condition: 'Good',
      resale: overrides.resale ?? 300,
      original: 600,
      yearsUsed: 2,
      purchaseYear: 2023,
      sellerName: seller.user.name,
      contact: '01711000000',
      description: 'A test listing',
      isSold: overrides.isSold,
      advertised: overrides.advertised,
      createdAt: overrides.createdAt,
    },
  ]);
  return { _id: id, categoryId };
}

/**
 * The user's notifications as the API shows them (their text rendered in English unless the user chose
 * Bangla), oldest first; `type` keeps one kind.
 */
export async function notificationsOf(
  ctx: TestContext,
  user: TestUser,
  filter: { type?: string } = {},
): Promise<Array<{ _id: string; type: string; title: string; body: string; link: string; read: boolean }>> {
  const response = await ctx.app.inject({ url: '/api/notifications?limit=100', headers: user.auth });
  if (response.statusCode !== 200) throw new Error(`GET /api/notifications: ${response.statusCode}`);
  const items = (response.json() as Array<{ type: string }>).reverse();
  return (filter.type ? items.filter((n) => n.type === filter.type) : items) as never;
}

/** A listing through the spec's `POST /api/products` form (its odd field names), `overrides` winning; its id. */
export async function listThroughApi(
  ctx: TestContext,
  seller: TestUser,
  category: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: seller.auth,
    payload: {
      productName: 'Untitled',
      image: 'https://images.example.com/a.jpg',
      location: 'Dhaka',
      condition: 'Good',
      resale: 100,
      original: 200,
      purchage: 2020,
      year: 1,
      sellerName: 'S',
      conatct: '017',
      description: 'A book',
      category,
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/products: ${res.statusCode} ${res.body}`);
  return (res.json() as { insertedId: string }).insertedId;
}
