// Accounts for the browser tests that change state: made straight in the suite's database and signed in
// with the server's own token service (as the API tests' createUser does), so no sign-in limit is spent.
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import {
  createTokenService,
  hashPassword,
  insertUser,
  loadSigningSecret,
  newId,
  type Role,
  type User,
} from '../../apps/server/test/index.ts';
import { DESKTOP, newPage } from './browser.ts';
import { DEMO_PASSWORD, suiteDb } from './catalogue-session.ts';

export interface Account {
  user: User;
  token: string;
}

/** A new account named `name` (password `boibazar-demo`) and a token for it; sellers are verified unless told. */
export async function accountWithToken(
  role: Role,
  name: string,
  opts: { verified?: boolean } = {},
): Promise<Account> {
  const user = await insertUser(suiteDb(), {
    name,
    email: `${role.toLowerCase()}-${newId().slice(0, 10)}@e2e.test`,
    image: '',
    role,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    verified: opts.verified ?? role === 'Seller',
  });
  const tokens = createTokenService(suiteDb(), loadSigningSecret(undefined, inject('dataDir')), 24);
  return { user, token: await tokens.issue(user._id) };
}

/** A page (and its context) whose web app holds `who`'s token from the first load. */
export async function signedInPage(browser: Browser, who: Account, viewport = DESKTOP) {
  const { page, context } = await newPage(browser, viewport);
  await context.addInitScript((token) => localStorage.setItem('boibazar-access-token', token), who.token);
  return { page, context };
}
