// Accounts and sign-in for the catalogue's browser tests. Fresh accounts go straight into the suite's
// database (so a test can also arrange rows, e.g. mark a book sold); the token comes from POST /api/auth/login.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  hashPassword,
  insertUser,
  openDatabase,
  type Role,
} from '../../apps/server/test/index.ts';
import { baseURL } from './browser.ts';

export const DEMO_PASSWORD = 'boibazar-demo';
const ACCESS_TOKEN_KEY = 'boibazar-access-token';

let handle: DatabaseHandle | undefined;
/** The database the suite's app runs on: PostgreSQL under TEST_DB=postgres, else DATA_DIR/boibazar.sqlite. */
export function suiteDb() {
  const url = inject('databaseUrl');
  handle ??= openDatabase(
    url
      ? { dialect: 'postgres', url }
      : { dialect: 'sqlite', file: path.join(inject('dataDir'), 'boibazar.sqlite') },
  );
  return handle.db;
}
/** A category row of the demo data by its name (`{ id }`), read from the suite's database. */
export const categoryRow = (name: string) =>
  suiteDb().selectFrom('categories').select('id').where('name', '=', name).executeTakeFirstOrThrow();

export async function closeSuiteDb() {
  await handle?.close();
  handle = undefined;
}

export async function createAccount(role: Role, opts: { verified?: boolean; name?: string } = {}) {
  const email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@catalogue.test`;
  const user = await insertUser(suiteDb(), {
    name: opts.name ?? `${role} ${email.slice(role.length + 1, role.length + 5)}`,
    email,
    image: '',
    role,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    verified: opts.verified,
  });
  return user;
}

export async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Puts the account's token where the web app keeps it, then opens `to`. */
export async function signInAs(page: Page, email: string, to = '/'): Promise<void> {
  const token = await tokenFor(email);
  await page.goto('/blog');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [ACCESS_TOKEN_KEY, token]);
  await page.goto(to);
}
