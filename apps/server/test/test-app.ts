// Builds the real app on a real, fresh database for one test file: SQLite in a temporary folder, or,
// with TEST_DB=postgres, a new PostgreSQL database created on the server named by TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/identity/password.ts';
import { insertUser, type User } from '../src/modules/identity/user-repository.ts';
import type { Role } from '../src/db/schema.ts';

export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `boibazar_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
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
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  };
  const config = loadConfig(source);
  sourceEnv.set(config, source);
  const handle = openDatabase(config.database);
  const app = await buildApp({ config, database: handle, logger: false, webDist: opts.webDist });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await handle.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app instance on the same database as `ctx` (a second server, or the same one after a
 * restart), with its own connection, job runner and live hub. Closing it leaves the database alone.
 */
export async function startAnotherInstance(
  ctx: TestContext,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; db: Db; close(): Promise<void> }> {
  const config = { ...loadConfig({ ...configSource(ctx.config), ...env }) };
  const handle = openDatabase(ctx.config.database);
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
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

/** A category straight through the database, for tests of other capabilities. */
export async function createCategory(ctx: TestContext, name = `Category ${randomBytes(3).toString('hex')}`) {
  const id = randomBytes(12).toString('hex');
  await ctx.db.insertInto('categories').values({ id, name, created_at: new Date().toISOString() }).execute();
  return { _id: id, categoryName: name };
}

/** A listing straight through the database, for tests of other capabilities. */
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
  const id = randomBytes(12).toString('hex');
  await ctx.db
    .insertInto('books')
    .values({
      id,
      seller_id: seller.user._id,
      category_id: categoryId,
      product_name: overrides.productName ?? `Book ${id.slice(0, 6)}`,
      author: 'Test Author',
      isbn: null,
      image: '/uploads/demo/cover-1.webp',
      location: 'Dhaka',
      condition: 'Good',
      resale: overrides.resale ?? 300,
      original: 600,
      years_used: 2,
      purchase_year: 2023,
      seller_name: seller.user.name,
      contact: '01711000000',
      description: 'A test listing',
      is_sold: overrides.isSold ? 1 : 0,
      advertised: overrides.advertised ? 1 : 0,
      created_at: overrides.createdAt ?? new Date().toISOString(),
      deleted_at: null,
    })
    .execute();
  return { _id: id, categoryId };
}
