// Book pages in Chromium at phone and desktop width: every card opens its book's page and Back returns;
// a shared link opened cold shows the book; the landing page's first screen shows books; a booked card
// offers 'Booked · Pay now' and paying ends on a receipt; scroll goes to the top on a new page and comes
// back on Back.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import { chooseCard, launchBrowser, newPage, PHONE, screenshot, SCREENSHOT_DIR } from './support/browser.ts';
import { closeSuiteDb, createAccount, suiteDb, tokenFor, categoryRow } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

const WIDTHS = [
  ['phone', PHONE],
  ['desktop', { width: 1366, height: 768 }],
] as const;

describe('book pages in Chromium', () => {
  let browser: Browser;
  let fictionId: string;
  const run = newId().slice(0, 6);

  beforeAll(async () => {
    browser = await launchBrowser();
    fictionId = (await categoryRow('Fiction')).id;
  });
  afterAll(async () => {
    await browser.close();
    await closeSuiteDb();
  });

  async function signedIn(email: string, viewport: { width: number; height: number }) {
    const token = await tokenFor(email);
    const { page, context } = await newPage(browser, viewport);
    await context.addInitScript((value) => localStorage.setItem('boibazar-access-token', value), token);
    return { page, context, token };
  }

  /** Clicks the card's title link, checks the book page, then goes Back to `from`. */
  async function opensAndReturns(page: Page, title: string, from: RegExp) {
    await page.getByRole('link', { name: title, exact: true }).first().click();
    await page.waitForURL(/\/books\/[0-9a-f]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.goBack();
    await page.waitForURL(from);
  }

  it("when a visitor opens a seller's profile on a phone, in English and in Bangla, then the books come without the phone and with the book page's sign-in hint; a signed-in reader sees the phone", async () => {
    const seller = await createAccount('Seller', { verified: true, name: `Profile Seller ${run}` });
    const title = `Profile Story ${run}`;
    await insertListing(suiteDb(), {
      seller: { _id: seller._id, name: seller.name },
      categoryId: fictionId,
      productName: title,
    });
    const hints = { en: "Sign in to see the seller's phone.", bn: 'বিক্রেতার ফোন নম্বর দেখতে লগইন করুন।' };
    for (const [language, hint] of Object.entries(hints)) {
      const { page, context } = await newPage(browser, PHONE);
      await context.addInitScript((value) => localStorage.setItem('boibazar.language', value), language);
      await page.goto(`/sellers/${seller._id}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByText(hint).waitFor();
      expect(await page.getByText('01711000000').count()).toBe(0);
      await screenshot(page, `seller-profile-visitor-${language}-phone`);
      await context.close();
    }
    const buyer = await createAccount('Buyer');
    const { page, context } = await signedIn(buyer.email, PHONE);
    await page.goto(`/sellers/${seller._id}`);
    await page.getByText('01711000000').first().waitFor();
    expect(await page.getByText(hints.en).count()).toBe(0);
    await screenshot(page, 'seller-profile-signed-in-phone');
    await context.close();
  });

  for (const [name, viewport] of WIDTHS) {
    it(`when the landing page opens on a ${name}, then a book shows on the first screen, and its card opens its page and Back returns with the scroll kept`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await page.goto('/');
      const newly = page.getByRole('region', { name: 'Newly Arrived!' });
      const firstCover = newly.getByRole('img', { name: /^Cover of / }).first();
      await firstCover.waitFor();
      const box = await firstCover.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeLessThan(viewport.height - 40);
      expect(await firstCover.getAttribute('fetchpriority')).toBe('high');
      expect(await firstCover.getAttribute('loading')).toBe('eager');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `landing-first-screen-${name}.png`) });

      // Scrolled down to the advertised shelf, a card opens its book's page at the top; Back restores the place.
      const advertised = page.getByRole('region', { name: 'Advertised' });
      const heading = advertised.getByRole('heading', { level: 3 }).first();
      await heading.scrollIntoViewIfNeeded();
      const title = (await heading.textContent())!.trim();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(200);
      await heading.getByRole('link').click();
      await page.waitForURL(/\/books\//);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('link', { name: 'Sign in to book' }).waitFor();
      await page
        .getByRole('region', { name: 'Similar books' })
        .or(page.getByRole('region', { name: 'More from this seller' }))
        .first()
        .waitFor();
      await screenshot(page, `book-page-visitor-${name}`);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
      await context.close();
    });

    it(`when a shared book address is opened cold on a ${name}, then the book shows; an unknown one shows the not-found page`, async () => {
      const seller = await createAccount('Seller', { verified: true, name: 'Shared Seller' });
      const title = `Shared Story ${run} ${name}`;
      const id = await insertListing(suiteDb(), {
        seller: { _id: seller._id, name: seller.name },
        categoryId: fictionId,
        productName: title,
        resale: 275,
      });
      const { page, context } = await newPage(browser, viewport);
      const cold = await page.goto(`/books/${id}`);
      // The HTML brings the book screen's code (from the build's manifest), so it loads with the app's own.
      const preloads = [
        ...(await cold!.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g),
      ].map((m) => m[1]!);
      expect(preloads.some((src) => /^\/assets\/BookRoute-[\w-]+\.js$/.test(src))).toBe(true);
      for (const src of preloads) expect((await page.request.get(src)).status(), src).toBe(200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page
        .getByRole('definition')
        .filter({ hasText: /^275 Taka$/ })
        .waitFor();
      await page.getByRole('link', { name: "See Shared Seller's profile" }).waitFor();
      expect(await page.getByText('01711000000').count()).toBe(0);
      expect(await page.title()).toBe(`${title} · BoiBazar`);
      await page.goto('/books/no-such-book');
      await page.getByRole('heading', { name: 'Book not found' }).waitFor();

      // Search: a visitor is offered 'Sign in to book'; a bad price filter gets words, not the validator's.
      await page.goto(`/search?q=${encodeURIComponent(title)}`);
      await page
        .getByRole('article')
        .filter({ hasText: title })
        .getByRole('link', { name: 'Sign in to book' })
        .waitFor();
      await screenshot(page, `search-visitor-${name}`);
      await page.goto('/search?minPrice=abc');
      await page.getByText('Some filters are not valid').waitFor();
      expect(await page.getByRole('main').textContent()).not.toMatch(/querystring|expected number|NaN/);
      await context.close();
    });

    it(`when a signed-in buyer on a ${name} books from the book page, then cards offer 'Booked · Pay now', every card opens its page, and paying ends on a receipt`, async () => {
      const seller = await createAccount('Seller', { verified: true, name: 'Pay Seller' });
      const buyer = await createAccount('Buyer');
      const title = `Pay Now Story ${run} ${name}`;
      const id = await insertListing(suiteDb(), {
        seller: { _id: seller._id, name: seller.name },
        categoryId: fictionId,
        productName: title,
        resale: 340,
      });
      const { page, context, token } = await signedIn(buyer.email, viewport);
      await callApi(`/wishlist/${id}`, { method: 'PUT', token });
      // An older advertised listing still leads the category page, ahead of newer plain ones.
      const featured = await insertListing(suiteDb(), {
        seller: { _id: seller._id, name: seller.name },
        categoryId: fictionId,
        productName: `Featured Story ${run} ${name}`,
        createdAt: '2020-01-01T00:00:00.000Z',
      });
      await suiteDb().updateTable('books').set({ advertised: 1 }).where('id', '=', featured).execute();

      // Category page (advertised books first, so look for this one by name), search and wishlist cards.
      await page.goto(`/categories/${fictionId}`);
      await page.getByRole('heading', { level: 1, name: 'Fiction' }).waitFor();
      const firstCard = page.getByRole('article').first();
      await firstCard.getByText('Featured', { exact: true }).waitFor();
      await screenshot(page, `category-${name}`);
      const firstTitle = (await firstCard.getByRole('heading').textContent())!.trim();
      await opensAndReturns(page, firstTitle, /\/categories\//);

      await page.goto(`/search?q=${encodeURIComponent(title)}`);
      await page.getByRole('article').filter({ hasText: title }).waitFor();
      await opensAndReturns(page, title, /\/search/);

      await page.goto('/dashboard/wishlist');
      await opensAndReturns(page, title, /\/dashboard\/wishlist/);

      // Book it from its page: the button becomes 'Booked · Pay now' there and on the cards.
      await page.goto(`/books/${id}`);
      await page.getByRole('button', { name: 'Book Now' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByPlaceholder('Type your phone no here').fill('01812345678');
      await dialog.getByPlaceholder('Type your location here').fill('Sylhet');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Product Booked!').first().waitFor();
      const payNow = page.getByRole('link', { name: `Booked · Pay now for ${title}` });
      await payNow.waitFor();
      await screenshot(page, `book-page-booked-${name}`);
      await page.goto(`/search?q=${encodeURIComponent(title)}`);
      await page
        .getByRole('article')
        .filter({ hasText: title })
        .getByRole('link', { name: `Booked · Pay now for ${title}` })
        .waitFor();
      await screenshot(page, `search-booked-card-${name}`);

      // The dashboard's first screen tells the buyer what waits for them.
      await page.goto('/dashboard');
      await page
        .getByRole('region', { name: 'Waiting for you' })
        .getByRole('link', { name: `Pay now for ${title}` })
        .waitFor();
      await screenshot(page, `dashboard-buyer-${name}`);

      await page.goto('/dashboard/myorders');
      await opensAndReturns(page, title, /\/dashboard\/myorders/);

      await page
        .getByRole('link', { name: `Pay for ${title}` })
        .first()
        .click();
      await page.waitForURL(/\/dashboard\/payment\//);
      await chooseCard(page);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry').fill('12/39');
      await page.getByLabel('CVC').fill('123');
      await page.waitForFunction(
        () => !(document.querySelector('button[type=submit]') as HTMLButtonElement | null)?.disabled,
      );
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await receipt.waitFor();
      await receipt.getByText('340 BDT').waitFor();
      expect(await receipt.locator('.font-mono').textContent()).toMatch(/^sbpi_/);
      await screenshot(page, `payment-receipt-${name}`);
      // The receipt stays when the page is opened again later.
      await page.reload();
      await page.getByRole('region', { name: 'Receipt' }).getByText('What happens next').waitFor();
      await context.close();
    });
  }
});
