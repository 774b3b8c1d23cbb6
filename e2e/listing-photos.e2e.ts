// Issue 29, decision 451, in Chromium at phone width: in Add a Book a seller chooses two more photos beside
// the spec's one image, moves the last one earlier, and lists the book; the listing then has three photos,
// the spec's image first and the other two in the order chosen (checked by the stored pictures' colours).
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { readerPage } from './support/accounts.ts';
import { axeProblems } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { categoryRow, closeSuiteDb, createAccount, suiteDb, tokenFor } from './support/catalogue-session.ts';

const RED = { r: 200, g: 40, b: 40 };
const GREEN = { r: 40, g: 170, b: 80 };
const BLUE = { r: 40, g: 90, b: 210 };

const photo = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The stored picture's main colour: which of the three it is. */
async function colourOf(page: Page, url: string): Promise<string> {
  const body = await (await page.request.get(url)).body();
  const { dominant } = await sharp(body).stats();
  if (dominant.r > dominant.g && dominant.r > dominant.b) return 'red';
  return dominant.g > dominant.b ? 'green' : 'blue';
}

describe('Add a Book with more photos in Chromium (phone)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  for (const language of ['en', 'bn'] as const)
    it(`when a seller adds two more photos before listing (${language}), then the listing has three, in order`, async () => {
      const t =
        language === 'en'
          ? { more: 'Add more photos', earlier: 'Move earlier: Photo 3', add: 'Add Book' }
          : { more: 'আরও ছবি যোগ করুন', earlier: 'আগে সরান: ছবি ৩', add: 'বই যোগ করুন' };
      const seller = await createAccount('Seller', { verified: true });
      const category = await categoryRow('Fiction');
      const page = await readerPage(browser, await tokenFor(seller.email), language);
      page.setDefaultTimeout(20_000);
      await page.goto('/dashboard/addproduct');
      const title = `Photos ${language} ${newId().slice(0, 6)}`;
      await page
        .locator('#book-image')
        .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await photo(RED) });
      await page.getByRole('img', { name: /Preview of the photo|ছবির পূর্বদৃশ্য/ }).waitFor();
      await page.locator('#book-extra-photos').setInputFiles([
        { name: 'spine.jpg', mimeType: 'image/jpeg', buffer: await photo(GREEN) },
        { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(BLUE) },
      ]);
      await page.getByRole('button', { name: t.earlier }).click();
      await page.locator('#book-productName').fill(title);
      await page.locator('#book-condition').selectOption('Good');
      await page.locator('#book-location').selectOption('Dhaka');
      await page.locator('#book-resale').fill('200');
      await page.locator('#book-original').fill('400');
      await page.locator('#book-purchage').fill('2022');
      await page.locator('#book-year').fill('2');
      await page.locator('#book-conatct').fill('01711223344');
      await page.locator('#book-category').selectOption(category.id);
      await page.locator('#book-description').fill('A book with three photos.');
      await screenshot(page, `listing-photos-chosen-${language}-phone`);
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('button', { name: t.add, exact: true }).click();
      await page.waitForURL('**/dashboard/myproducts');

      const book = await suiteDb()
        .selectFrom('books')
        .select(['id', 'image'])
        .where('product_name', '=', title)
        .executeTakeFirstOrThrow();
      const photos = await suiteDb()
        .selectFrom('book_photos')
        .select(['url', 'position'])
        .where('book_id', '=', book.id)
        .orderBy('position')
        .execute();
      expect(photos).toHaveLength(3);
      expect(photos[0]!.url).toBe(book.image);
      const colours = [];
      for (const { url } of photos) colours.push(await colourOf(page, url));
      expect(colours).toEqual(['red', 'blue', 'green']);
      await page.context().close();
    });
});
