// Issue 28 (Matching) in Chromium on a phone, in Bangla: a reader types হুমায়ুন (the other spelling, in
// Bangla letters) in the top bar's search and finds a book listed as "Humayun Ahmed …" in English.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { closeSuiteDb, createAccount, suiteDb } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

describe('search across scripts in Chromium', () => {
  let browser: Browser;
  const run = newId().slice(0, 6);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await closeSuiteDb();
  });

  it('when a Bangla reader on a phone types হুমায়ুন, then the book listed as Humayun Ahmed in English comes up', async () => {
    const seller = await createAccount('Seller', { verified: true, name: 'Script Seller' });
    const category = await suiteDb().selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const title = `Humayun Ahmed Rachanasamagra ${run}`;
    await insertListing(suiteDb(), {
      seller: { _id: seller._id, name: seller.name },
      categoryId: category.id,
      productName: title,
    });
    const { page, context } = await newPage(browser, PHONE);
    await context.addInitScript(() => localStorage.setItem('boibazar.language', 'bn'));
    await page.goto('/');
    const box = page.getByRole('search', { name: 'বই খুঁজুন' }).getByRole('combobox');
    await box.fill(`হুমায়ুন ${run}`);
    await box.press('Enter');
    await page.waitForURL('**/search?q=*');
    await page.getByRole('heading', { name: title }).first().waitFor();
    await screenshot(page, 'search-bangla-finds-english-phone');
    await context.close();
  });
});
