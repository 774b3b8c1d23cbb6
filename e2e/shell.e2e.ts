import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';

describe('the app shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('when /allcategories is opened, then the demo categories are listed as links', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/allcategories');
    for (const name of ['Text Books', 'Poem', 'Fiction', 'Job Solution']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    await screenshot(page, 'allcategories-desktop');
    await context.close();
  });

  it('when an unknown route is opened on a phone, then the not-found page links home', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await screenshot(page, 'not-found-phone');
    await context.close();
  });
});
