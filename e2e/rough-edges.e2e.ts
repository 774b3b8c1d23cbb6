// Issue 30's rough edges in Chromium, each one journey (decision 260): the Help page from the footer, by
// keyboard, in English and Bangla at 390 px; sharing a book with and without the Web Share API; the Cash on
// delivery badge before booking and bKash beside the card on the payment page; Log Out in the phone menu asks
// first; 'Year of use is Required' leaves once the field fills itself in; the landing page's real figures and
// the dashboard's social links that share (decision 421).
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import {
  baseURL,
  closeContextsAfterEach,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from './support/browser.ts';
import { categoryRow, closeSuiteDb, createAccount, suiteDb, tokenFor } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

const HELP_SECTIONS = {
  en: [
    'Buying a book',
    'Paying',
    'Delivery and handover',
    'Exchanging books',
    'Cash on delivery',
    'Disputes and refunds',
    'Staying safe',
    'Contact',
  ],
  bn: [
    'বই কেনা',
    'দাম দেওয়া',
    'ডেলিভারি ও হস্তান্তর',
    'বই বদল',
    'ক্যাশ অন ডেলিভারি',
    'বিরোধ ও টাকা ফেরত',
    'নিরাপদ থাকুন',
    'যোগাযোগ',
  ],
};

/** axe-core's moderate, serious and critical violations on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  });
  return violations.filter((v) => v.impact !== 'minor').map((v) => `${v.id} (${v.impact}) ×${v.nodes}`);
}

const LAPTOP = { width: 1366, height: 768 };

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('issue 30’s rough edges in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const run = newId().slice(0, 6);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  closeContextsAfterEach(contexts);
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  async function openPage(
    opts: { viewport?: { width: number; height: number }; language?: 'en' | 'bn'; token?: string } = {},
  ): Promise<{ page: Page; context: BrowserContext }> {
    const { page, context } = await newPage(browser, opts.viewport ?? PHONE);
    contexts.push(context);
    await context.addInitScript(
      ([language, token]) => {
        if (language) localStorage.setItem('boibazar.language', language);
        if (token) localStorage.setItem('boibazar-access-token', token);
      },
      [opts.language ?? '', opts.token ?? ''],
    );
    return { page, context };
  }

  it('when a visitor opens Help from the footer, then every topic is there, reachable by keyboard, fits 390 px, passes axe, in English and in Bangla', async () => {
    for (const language of ['en', 'bn'] as const) {
      const { page } = await openPage({ language });
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: language === 'en' ? 'Help' : 'সাহায্য', exact: true }).click();
      await page.waitForURL(/\/help$/);
      await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Help' : 'সাহায্য' }).waitFor();
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
      expect(headings.slice(1)).toEqual(HELP_SECTIONS[language]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `help-${language}-phone`);

      // The contents are links a keyboard reaches; Enter on one goes to its section.
      const disputes = page.getByRole('link', { name: HELP_SECTIONS[language][5] });
      await disputes.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/help#disputes$/);
      expect(
        await page.evaluate(() => document.getElementById('disputes')!.getBoundingClientRect().top),
      ).toBeLessThan(200);
    }
    const { page } = await openPage({ viewport: DESKTOP });
    await page.goto('/help');
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
    await screenshot(page, 'help-en-desktop');
  });

  it('when a buyer opens their orders, then a link leads to the help on disputes and refunds', async () => {
    const buyer = await createAccount('Buyer', { name: `Help Buyer ${run}` });
    const { page } = await openPage({ token: await tokenFor(buyer.email) });
    await page.goto('/dashboard/myorders');
    await page.getByRole('link', { name: 'Help with orders, payments and refunds' }).click();
    await page.waitForURL(/\/help#disputes$/);
    await page.getByRole('heading', { name: 'Disputes and refunds' }).waitFor();
  });

  async function bookFor(title: string, resale: number, cod: boolean): Promise<string> {
    const seller = await createAccount('Seller', { name: `COD Seller ${run}` });
    const { id: categoryId } = await categoryRow('Fiction');
    const id = await insertListing(suiteDb(), { seller, categoryId, productName: title, resale });
    if (cod) await suiteDb().updateTable('books').set({ cod_allowed: 1 }).where('id', '=', id).execute();
    return id;
  }

  it('when a browser has the Web Share API, then Share opens it with the book’s page; without it, WhatsApp, Messenger and Copy link, which says Link copied', async () => {
    const title = `Share Me ${run}`;
    const id = await bookFor(title, 250, false);
    const url = `${baseURL()}/books/${id}`;

    const native = await openPage();
    await native.context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData[] }).shared ??= [];
          (window as unknown as { shared: ShareData[] }).shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await native.page.goto(`/books/${id}`);
    await native.page.getByRole('button', { name: `Share ${title}` }).click();
    const shared = await native.page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared);
    expect(shared).toEqual([{ title: `${title} on BoiBazar`, text: `${title} on BoiBazar`, url }]);
    expect(await native.page.getByRole('link', { name: 'WhatsApp' }).count()).toBe(0);

    for (const language of ['en', 'bn'] as const) {
      const { page, context } = await openPage({ language });
      await context.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
      await page.goto(`/books/${id}`);
      const words =
        language === 'en'
          ? { share: `Share ${title}`, copy: 'Copy link', copied: 'Link copied', whatsApp: 'WhatsApp' }
          : {
              share: `${title} শেয়ার করুন`,
              copy: 'লিংক কপি করুন',
              copied: 'লিংক কপি হয়েছে',
              whatsApp: 'হোয়াটসঅ্যাপ',
            };
      const share = page.getByRole('button', { name: words.share });
      await share.click();
      expect(await share.getAttribute('aria-expanded')).toBe('true');
      const whatsApp = await page.getByRole('link', { name: words.whatsApp }).getAttribute('href');
      expect(whatsApp).toBe(
        `https://wa.me/?text=${encodeURIComponent(`${language === 'en' ? `${title} on BoiBazar` : `বইবাজারে ${title}`} ${url}`)}`,
      );
      expect(
        await page
          .getByRole('link', { name: language === 'en' ? 'Messenger' : 'মেসেঞ্জার' })
          .getAttribute('href'),
      ).toBe(`fb-messenger://share/?link=${encodeURIComponent(url)}`);
      await page.getByRole('button', { name: words.copy }).click();
      await page.getByRole('status').filter({ hasText: words.copied }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `share-${language}-phone`);
      await page.keyboard.press('Escape');
      expect(await share.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(words.share);
    }
  });

  it('when a book allows cash on delivery within the limit, then its card and page say so before booking, and the payment page offers bKash beside the specification card form', async () => {
    const cod = `Cash Ok ${run}`;
    const dear = `Cash Dear ${run}`;
    const plain = `Cash No ${run}`;
    const codId = await bookFor(cod, 300, true);
    await bookFor(dear, 5001, true);
    await bookFor(plain, 300, false);
    const buyer = await createAccount('Buyer', { name: `COD Buyer ${run}` });
    const token = await tokenFor(buyer.email);

    for (const language of ['en', 'bn'] as const) {
      // A reader of their own: an account's saved language wins over the browser's.
      const reader = await createAccount('Buyer', { name: `COD Reader ${run}` });
      const { page } = await openPage({ language, token: await tokenFor(reader.email) });
      const badge = language === 'en' ? 'Cash on delivery' : 'ক্যাশ অন ডেলিভারি';
      await page.goto(`/search?q=${encodeURIComponent(run)}`);
      const card = (title: string) => page.getByRole('article').filter({ hasText: title });
      await card(cod).getByText(badge, { exact: true }).waitFor();
      expect(await card(dear).getByText(badge, { exact: true }).count()).toBe(0);
      expect(await card(plain).getByText(badge, { exact: true }).count()).toBe(0);
      await screenshot(page, `cod-badge-cards-${language}-phone`);
      await page.goto(`/books/${codId}`);
      // The book's own details (the shelves below may show other books' badges).
      const details = page.getByRole('heading', { level: 1, name: cod }).locator('xpath=..');
      await details.getByText(badge, { exact: true }).waitFor();
      await screenshot(page, `cod-badge-book-${language}-phone`);
      // On a laptop: the badge beside the title, and the share panel beside the book's actions.
      await page.setViewportSize(LAPTOP);
      await details.getByText(badge, { exact: true }).waitFor();
      await page
        .getByRole('button', { name: language === 'en' ? `Share ${cod}` : `${cod} শেয়ার করুন` })
        .click();
      await page.getByRole('link', { name: language === 'en' ? 'WhatsApp' : 'হোয়াটসঅ্যাপ' }).waitFor();
      await screenshot(page, `cod-badge-book-share-${language}-laptop`);
    }

    const { insertedId } = await callApi<{ insertedId: string }>('/bookings', {
      method: 'POST',
      token,
      body: { productId: codId, phone: '01700000000', location: 'Mirpur, Dhaka' },
    });
    const { page } = await openPage({ token });
    await page.goto(`/dashboard/payment/${insertedId}`);
    // The specification's payment page shows a card form with a pay button: the card stays the first
    // choice (decision 260's amendment); bKash and cash on delivery are one tap away.
    await page.getByLabel('Card number').waitFor();
    const group = page.getByRole('group', { name: 'Pay with' });
    expect(await group.getByRole('radio', { name: 'Card' }).isChecked()).toBe(true);
    await group.getByRole('radio', { name: 'bKash' }).dispatchEvent('click');
    await page.getByRole('button', { name: 'Pay with bKash' }).waitFor();
    await screenshot(page, 'payment-methods-phone');
  });

  it('when a member taps Log Out in the phone menu, then it asks first: Cancel keeps them signed in, Log Out signs them out', async () => {
    for (const language of ['bn', 'en'] as const) {
      // One account per language: an account's saved language wins over the browser's.
      const buyer = await createAccount('Buyer', { name: `Menu Buyer ${run}` });
      const { page } = await openPage({ language, token: await tokenFor(buyer.email) });
      const words =
        language === 'en'
          ? { menu: 'Menu', logOut: 'Log Out', question: 'Log out?', cancel: 'Cancel', login: 'Login' }
          : { menu: 'মেনু', logOut: 'লগ আউট', question: 'লগ আউট করবেন?', cancel: 'বাতিল', login: 'লগইন' };
      await page.goto('/');
      await page.getByRole('button', { name: words.menu }).click();
      await page.locator('#main-menu').getByRole('button', { name: words.logOut }).click();
      const dialog = page.getByRole('dialog', { name: words.question });
      await dialog.waitFor();
      await screenshot(page, `logout-confirm-${language}-phone`);
      await dialog.getByRole('button', { name: words.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('boibazar-access-token'))).toBeTruthy();
      if (language === 'bn') continue;
      await page.locator('#main-menu').getByRole('button', { name: words.logOut }).click();
      await dialog.getByRole('button', { name: words.logOut }).click();
      await page.getByRole('link', { name: words.login }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('boibazar-access-token'))).toBeNull();
    }
  });

  it('when a visitor opens the landing page, then the real figures are the server’s counts, and a seller’s social links share their shelf, in English and Bangla', async () => {
    const figures = await (await fetch(`${baseURL()}/api/figures`)).json();
    for (const language of ['en', 'bn'] as const) {
      const { page } = await openPage({ language, viewport: language === 'en' ? LAPTOP : PHONE });
      await page.goto('/');
      const words =
        language === 'en'
          ? { region: 'On BoiBazar right now', forSale: 'Books for sale', deals: 'Deals completed' }
          : { region: 'এই মুহূর্তে বইবাজারে', forSale: 'বিক্রির জন্য বই', deals: 'সম্পন্ন লেনদেন' };
      const region = page.getByRole('region', { name: words.region });
      await region.waitFor();
      const shown = (label: string) =>
        region
          .locator('div', { has: page.getByText(label, { exact: true }) })
          .locator('dd')
          .textContent();
      const digits = (n: number) =>
        language === 'bn'
          ? new Intl.NumberFormat('bn-BD').format(n)
          : new Intl.NumberFormat('en-IN').format(n);
      expect(await shown(words.forSale)).toBe(digits(figures.booksForSale));
      expect(await shown(words.deals)).toBe(digits(figures.completedDeals));
      await region.scrollIntoViewIfNeeded();
      await screenshot(page, `landing-real-figures-${language}-${language === 'en' ? 'laptop' : 'phone'}`);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      const seller = await createAccount('Seller', { name: `Shelf Seller ${run}` });
      const dashboard = await openPage({ language, token: await tokenFor(seller.email) });
      await dashboard.page.goto('/dashboard');
      const share = dashboard.page.getByRole('link', {
        name: language === 'en' ? 'Share your books on Facebook' : 'Facebook-এ আপনার বইগুলো শেয়ার করুন',
      });
      await share.waitFor();
      const href = new URL((await share.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
      expect(href.searchParams.get('u')).toBe(`${baseURL()}/sellers/${seller._id}`);
      expect(await share.getAttribute('target')).toBe('_blank');
      await screenshot(dashboard.page, `dashboard-share-shelf-${language}-phone`);
    }
  });

  it('when Year of use was refused and the purchase year then fills it in, then the error leaves, in English and Bangla', async () => {
    for (const language of ['en', 'bn'] as const) {
      const seller = await createAccount('Seller', { name: `Year Seller ${run}` });
      const { page } = await openPage({ language, token: await tokenFor(seller.email) });
      const words =
        language === 'en'
          ? { add: 'Add Book', required: 'Year of use is Required', bought: 'Purchase Year' }
          : { add: 'বই যোগ করুন', required: 'কত বছর ব্যবহার হয়েছে তা দিতে হবে', bought: 'কেনার সাল' };
      await page.goto('/dashboard/addproduct');
      await page.getByRole('button', { name: words.add, exact: true }).click();
      const error = page.getByText(words.required);
      await error.waitFor();
      await page.getByLabel(words.bought).fill(String(new Date().getFullYear() - 3));
      await error.waitFor({ state: 'detached' });
      await screenshot(page, `year-of-use-filled-${language}-phone`);
    }
  });
});
