// Issue 29, photos that show the book (decision 380), in Chromium at phone width, in English and Bangla:
// the seller adds two photos to their listing from the book page, moves the last one to be the cover, and
// a buyer swipes through the gallery and steps through it with the arrow keys.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import {
  baseURL,
  closeContextsAfterEach,
  launchBrowser,
  PHONE,
  screenshot,
  sidewaysOverflow,
} from './support/browser.ts';
import { categoryRow, closeSuiteDb, createAccount, suiteDb, tokenFor } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

const JOURNEYS = [
  {
    language: 'en',
    t: {
      yourPhotos: 'Your photos',
      choose: 'Choose a photo',
      moveEarlier: ['Move earlier: 3', 'Move earlier: 2'],
      gallery: (title: string) => `Photos of ${title}`,
      photo: (title: string, n: number) => `${title}, photo ${n} of 3`,
      next: 'Next photo',
    },
  },
  {
    language: 'bn',
    t: {
      yourPhotos: 'আপনার ছবি',
      choose: 'ছবি বেছে নিন',
      moveEarlier: ['আগে সরান: ৩', 'আগে সরান: ২'],
      gallery: (title: string) => `${title}-এর ছবিগুলো`,
      photo: (title: string, n: number) => `${title}, ৩টির মধ্যে ${'০১২৩'[n]} নম্বর ছবি`,
      next: 'পরের ছবি',
    },
  },
] as const;

describe('a listing with several photos in Chromium (phone)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const run = newId().slice(0, 6);

  async function phone(language: string, token?: string): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    contexts.push(context);
    await context.addInitScript(
      ([lang, t]) => {
        localStorage.setItem('boibazar.language', lang!);
        if (t) localStorage.setItem('boibazar-access-token', t);
      },
      [language, token ?? ''],
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }
  const photo = async (colour: string) =>
    sharp({ create: { width: 200, height: 300, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  closeContextsAfterEach(contexts);
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  for (const { language, t } of JOURNEYS)
    it(`when a seller adds and reorders photos (${language}), then a buyer swipes and steps through the gallery`, async () => {
      const seller = await createAccount('Seller', {
        verified: true,
        name: `Photo seller ${language} ${run}`,
      });
      const title = `Gallery ${language} ${run}`;
      const bookId = await insertListing(suiteDb(), {
        seller: { _id: seller._id, name: seller.name },
        categoryId: (await categoryRow('Fiction')).id,
        productName: title,
      });

      const page = await phone(language, await tokenFor(seller.email));
      await page.goto(`/books/${bookId}`);
      const mine = page.getByRole('region', { name: t.yourPhotos });
      await mine.waitFor();
      for (const [n, colour] of [
        [2, '#3060a0'],
        [3, '#30a060'],
      ] as const) {
        await mine
          .getByLabel(t.choose)
          .setInputFiles({ name: `p${n}.jpg`, mimeType: 'image/jpeg', buffer: await photo(colour) });
        await expect.poll(() => mine.getByRole('listitem').count()).toBe(n);
      }
      const before = await suiteDb()
        .selectFrom('book_photos')
        .select(['id', 'url'])
        .where('book_id', '=', bookId)
        .orderBy('position')
        .execute();
      expect(before).toHaveLength(3);
      // The last photo up one place, then up again: it is the cover (and the listing's image).
      await mine.getByRole('button', { name: t.moveEarlier[0] }).click();
      await expect
        .poll(
          async () =>
            (
              await suiteDb()
                .selectFrom('book_photos')
                .select('position')
                .where('id', '=', before[2]!.id)
                .executeTakeFirstOrThrow()
            ).position,
        )
        .toBe(1);
      // The buttons are named by position: wait until the panel shows the moved photo second, or (under
      // load) the next click lands on the list as it was and moves another photo.
      const stem = /([a-f0-9]{24})\.webp$/.exec(before[2]!.url)![1]!;
      await expect
        .poll(async () => (await mine.getByRole('listitem').nth(1).locator('img').getAttribute('src')) ?? '')
        .toContain(stem);
      await mine.getByRole('button', { name: t.moveEarlier[1] }).click();
      await expect
        .poll(
          async () =>
            (
              await suiteDb()
                .selectFrom('books')
                .select('image')
                .where('id', '=', bookId)
                .executeTakeFirstOrThrow()
            ).image,
        )
        .toBe(before[2]!.url);
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, `book-photos-seller-${language}-phone`);

      // A visitor: the new cover first; a swipe to the left shows photo 2, the arrow key photo 3, and round.
      const buyer = await phone(language);
      await buyer.goto(`/books/${bookId}`);
      const gallery = buyer.getByRole('region', { name: t.gallery(title) });
      await gallery.waitFor();
      expect(await buyer.getByRole('region', { name: t.yourPhotos }).count()).toBe(0);
      const shown = () => gallery.locator('img').first();
      await expect.poll(() => shown().getAttribute('alt')).toBe(t.photo(title, 1));
      expect(await shown().getAttribute('src')).toBe(before[2]!.url);
      const box = (await gallery.boundingBox())!;
      const y = box.y + box.height / 2;
      await buyer.mouse.move(box.x + box.width * 0.8, y);
      await buyer.mouse.down();
      await buyer.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
      await buyer.mouse.up();
      await expect.poll(() => shown().getAttribute('alt')).toBe(t.photo(title, 2));
      await gallery.focus();
      await buyer.keyboard.press('ArrowRight');
      await expect.poll(() => shown().getAttribute('alt')).toBe(t.photo(title, 3));
      await gallery.getByRole('button', { name: t.next }).click();
      await expect.poll(() => shown().getAttribute('alt')).toBe(t.photo(title, 1));
      expect(await sidewaysOverflow(buyer)).toBe(0);
      await screenshot(buyer, `book-photos-gallery-${language}-phone`);
      // A tap opens the full-screen view of the shown photo.
      await gallery.getByRole('button', { name: new RegExp(t.photo(title, 1)) }).click();
      const full = buyer.getByRole('dialog', { name: t.gallery(title) });
      await full.waitFor();
      expect(await full.getByRole('img').getAttribute('alt')).toBe(t.photo(title, 1));
      await screenshot(buyer, `book-photos-full-screen-${language}-phone`);
    }, 120_000);
});
