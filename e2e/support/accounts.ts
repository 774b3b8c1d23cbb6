// Accounts for the browser tests that change state: made straight in the suite's database and signed in
// with the server's own token service (as the API tests' createUser does), so no sign-in limit is spent.
import type { Browser, Page } from 'playwright-core';
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
import { baseURL, DESKTOP, newPage, PHONE, setStepTimeouts } from './browser.ts';
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

/**
 * A page whose web app holds `token` and reads in `language` from the first load. A phone-wide viewport is a
 * touch phone's (`hasTouch`, `isMobile`), as the deal suites walk them.
 */
export async function readerPage(
  browser: Browser,
  token: string,
  language: 'en' | 'bn',
  viewport = PHONE,
): Promise<Page> {
  const phone = viewport.width <= PHONE.width;
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    hasTouch: phone,
    isMobile: phone,
  });
  await context.addInitScript(
    ([t, lang]) => {
      localStorage.setItem('boibazar.language', lang!);
      localStorage.setItem('boibazar-access-token', t!);
    },
    [token, language],
  );
  const page = await context.newPage();
  setStepTimeouts(page);
  return page;
}
