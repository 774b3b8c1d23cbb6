// Drives Debian's Chromium (never a downloaded browser) through playwright-core.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(
  'test-results',
  process.env.TEST_DB === 'postgres' ? 'screenshots-postgres' : 'screenshots',
);

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export function baseURL(): string {
  return inject('baseURL');
}

/** Chromium as every suite runs it; `extraArgs` adds switches (the barcode suite's fake camera). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  const page = await context.newPage();
  setStepTimeouts(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page };
}

/** A step waits up to 10 s; a page load up to 30 s, which a busy machine can take. */
export function setStepTimeouts(page: Page): void {
  page.setDefaultTimeout(10_000);
  page.setDefaultNavigationTimeout(30_000);
}

/**
 * Closes the browser contexts a journey pushed onto `contexts` when it ends. Left open until the file
 * ends, their live streams and renders slowed every later journey (two timed out on a slow machine's CI).
 */
export function closeContextsAfterEach(contexts: BrowserContext[]): void {
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Signs in through the real form. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** How far the page scrolls sideways (0 when it fits its width, as a phone page must). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * On the payment page, where bKash is chosen first (decision 260): choose the card and wait for its form.
 * `card` is the radio's name in the page's language.
 */
export async function chooseCard(page: Page, card = 'Card', cardNumber = 'Card number'): Promise<void> {
  const radio = page.getByRole('radio', { name: card, exact: true });
  await radio.waitFor({ state: 'attached' });
  await radio.dispatchEvent('click');
  await page.getByLabel(cardNumber).waitFor();
}

/** A final step asks first (decision 260): press `name` in the confirm dialog and wait for it to close. */
export async function confirmInDialog(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
