// Issue 29, decisions 452 and 456, in Chromium at phone width: a shop chooses a CSV on /dashboard/import, sees
// each row ready or with its errors and what its ISBN's lookup found (English and Bangla), fixes a row, drops
// another, and lists the good rows in one go.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { readerPage } from './support/accounts.ts';
import { axeProblems } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { categoryRow, closeSuiteDb, createAccount, suiteDb, tokenFor } from './support/catalogue-session.ts';

const COVER = 'https://covers.example.org/b/id/1-M.jpg';

describe('importing books from a CSV in Chromium (phone)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  for (const language of ['en', 'bn'] as const)
    it(`when a shop imports a CSV with a bad row (${language}), then the good rows are listed`, async () => {
      const t =
        language === 'en'
          ? {
              heading: 'Import books from a CSV',
              ready: 'Ready',
              error: 'price: missing',
              found: 'Found: Pather Panchali by Bibhutibhushan Bandyopadhyay',
              change: 'Change line 3',
              price: 'Price (Taka)',
              save: 'Check and save the row',
              drop: 'Drop line 4',
              dropped: 'Dropped: not listed',
              list: 'List 3 books',
              done: '3 books listed.',
            }
          : {
              heading: 'সিএসভি ফাইল থেকে বই যোগ করুন',
              ready: 'তৈরি',
              error: 'price: নেই',
              found: 'পাওয়া গেছে: Pather Panchali, লেখক Bibhutibhushan Bandyopadhyay',
              change: '৩ নম্বর সারি বদলান',
              price: 'দাম (টাকা)',
              save: 'সারিটি যাচাই করে রাখুন',
              drop: '৪ নম্বর সারি বাদ দিন',
              dropped: 'বাদ দেওয়া হয়েছে: যোগ হবে না',
              list: '৩টি বই যোগ করুন',
              done: '৩টি বই যোগ হয়েছে।',
            };
      const seller = await createAccount('Seller', { verified: true });
      const category = await categoryRow('Fiction');
      const run = newId().slice(0, 6);
      const csv = [
        'title,isbn,condition,price,quantity,category,district,image,phone',
        `Import ${run} one,,Good,150,2,Fiction,Dhaka,${COVER},01711223344`,
        `Import ${run} two,,Fair,,1,Fiction,Dhaka,${COVER},01711223344`,
        // No title: the ISBN's lookup (the book-information fixture) fills it, and the page says what it found.
        `,978-984-8680-90-2,Good,200,1,Fiction,Dhaka,${COVER},01711223344`,
      ].join('\n');
      const page = await readerPage(browser, await tokenFor(seller.email), language);
      page.setDefaultTimeout(20_000);
      await page.goto('/dashboard/import');
      await page.getByRole('heading', { level: 1, name: t.heading }).waitFor();
      await page
        .locator('#import-csv')
        .setInputFiles({ name: 'books.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('cell', { name: t.ready }).first().waitFor();
      await page.getByRole('cell', { name: t.error }).waitFor();
      await page.getByText(t.found).waitFor();
      await screenshot(page, `book-import-preview-${language}-phone`);
      expect(await axeProblems(page)).toEqual([]);
      // The missing price is typed on the page; the server checks the row again.
      await page.getByRole('button', { name: t.change }).click();
      await page.getByLabel(t.price).fill('120');
      await screenshot(page, `book-import-edit-${language}-phone`);
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('button', { name: t.save }).click();
      await page.getByRole('cell', { name: t.error }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: t.drop }).click();
      await page.getByRole('cell', { name: new RegExp(t.dropped) }).waitFor();
      await screenshot(page, `book-import-fixed-${language}-phone`);
      await page.getByRole('button', { name: t.list }).click();
      await page.getByText(t.done).waitFor();
      const books = await suiteDb()
        .selectFrom('books')
        .select(['product_name', 'category_id'])
        .where('product_name', 'like', `Import ${run}%`)
        .execute();
      expect(books.map((b) => b.product_name).sort()).toEqual([
        `Import ${run} one`,
        `Import ${run} one`,
        `Import ${run} two`,
      ]);
      expect(books.every((b) => b.category_id === category.id)).toBe(true);
      await page.context().close();
    });
});
