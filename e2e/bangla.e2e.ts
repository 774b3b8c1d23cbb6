// Issue 17 in Chromium: a reader switches to বাংলা in the top bar and sees Bangla labels, `<html lang="bn">`
// and prices as ৳ with Bengali digits; the choice survives a reload; a Bangla title is found by search.
// English stays the default for an English browser. Phone (390 px) and desktop (1366 px). Then every
// screen of a buyer in Bangla: no sideways scroll, no English words of ours left,
// axe-core content; and a booking paid by card in Bangla.
import { BOOK_CONDITIONS } from '@boibazar/shared/catalogue';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import {
  chooseCard,
  closeContextsAfterEach,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from './support/browser.ts';
import { closeSuiteDb, createAccount, suiteDb, tokenFor, categoryRow } from './support/catalogue-session.ts';
import { insertListing, insertListings } from './support/listings.ts';

/** The desktop width. */
const DESKTOP = { width: 1366, height: 900 };

const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe('BoiBazar in Bangla in Chromium', () => {
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

  for (const [name, viewport] of WIDTHS) {
    it(`when a reader switches to বাংলা on a ${name}, then labels, lang and prices are Bangla, the choice survives a reload, and a Bangla title is found`, async () => {
      const seller = await createAccount('Seller', { verified: true, name: 'Bangla Seller' });
      const title = `হুমায়ূনের জোছনা ${run}${name}`;
      await insertListing(suiteDb(), {
        seller: { _id: seller._id, name: seller.name },
        categoryId: fictionId,
        productName: title,
        resale: 125000,
      });
      const { page, context } = await newPage(browser, viewport);
      await page.goto('/');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.getByRole('heading', { level: 1, name: 'Give your books a second life' }).waitFor();

      await page.getByRole('button', { name: /Switch to Bangla/ }).click();
      await page.getByRole('heading', { level: 1, name: 'আপনার বইকে দিন নতুন জীবন' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
      await page.getByRole('link', { name: 'এখনই কিনুন' }).waitFor();
      await page.getByRole('heading', { name: 'নতুন এসেছে!' }).waitFor();
      // The shelf's newest book is ours: its price in ৳ with Bengali digits and South Asian grouping.
      await page.getByText('৳১,২৫,০০০').first().waitFor();
      await expect
        .poll(() =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        )
        .toBeLessThanOrEqual(0);
      await screenshot(page, `bangla-home-${name}`);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'আপনার বইকে দিন নতুন জীবন' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
      await page.getByRole('button', { name: /ইংরেজিতে দেখুন/ }).waitFor();

      const box = page.getByRole('search', { name: 'বই খুঁজুন' }).getByRole('combobox');
      await box.fill(`হুমায়ূনের ${run}${name}`);
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=/);
      await page.getByRole('link', { name: title }).first().waitFor();
      await page
        .getByRole('search', { name: 'ফিল্টারসহ বই খোঁজা' })
        .getByLabel('বইয়ের নাম, লেখক বা বিবরণ')
        .waitFor();
      await page.getByText('বর্তমান দাম').first().waitFor();
      await screenshot(page, `bangla-search-${name}`);

      // The book's page speaks Bangla too: its labels, the ৳ price and the seller's box.
      await page.getByRole('link', { name: title }).first().click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('বর্তমান দাম').waitFor();
      await page.getByText('ব্যবহারের সময়').waitFor();
      await page.getByRole('heading', { name: 'বিক্রেতা' }).waitFor();
      await page.getByText('৳১,২৫,০০০').first().waitFor();
      expect(await page.getByText('Current Price').count()).toBe(0);
      await expect
        .poll(() =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        )
        .toBeLessThanOrEqual(0);
      await screenshot(page, `bangla-book-${name}`);

      // The login page: its heading, field labels and buttons in Bangla.
      await page.getByRole('link', { name: 'লগইন', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'লগইন' }).waitFor();
      await page.getByLabel('ইমেইল').waitFor();
      await page.getByLabel('পাসওয়ার্ড').waitFor();
      await page.getByRole('button', { name: 'লগইন', exact: true }).waitFor();
      await page.getByRole('button', { name: /গুগল দিয়ে চালিয়ে যান/ }).waitFor();
      await page.getByRole('link', { name: 'নতুন অ্যাকাউন্ট খুলুন' }).waitFor();

      await page.getByRole('button', { name: /ইংরেজিতে দেখুন/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await page.getByLabel('Password').waitFor();
      await page.getByRole('link', { name: 'Create new account' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await context.close();
    });
  }
});

/** axe-core's moderate, serious and critical violations on the page as it is now. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact !== 'minor')
    .flatMap((v) => v.targets.map((target) => `${where}: ${v.id} (${v.impact}) at ${target}`));
}

/**
 * The Latin-letter words a person sees on the page, once what people typed is taken out: names, emails, book
 * titles, authors, places, descriptions and category names (data, not the product's own words).
 */
async function englishLeftOver(page: Page, typed: string[]): Promise<string[]> {
  // Text marked as another language (the switch's 'English', an email that went out in English) is meant
  // to be read in it; the letters drawn inside an image (a member's initials) are its picture, named by
  // its label.
  let text = await page.evaluate(() => {
    let all = document.body.innerText;
    // Longest first, so 'NoSQL' goes before the 'SQL' inside it.
    const marked = [
      ...document.querySelectorAll<HTMLElement>('body [lang]:not([lang="bn"]), body [role="img"]'),
    ].map((el) => el.innerText);
    for (const text of marked.sort((a, b) => b.length - a.length)) all = all.split(text).join(' ');
    return all;
  });
  for (const value of typed) text = text.split(value).join(' ');
  text = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])];
}

describe('every screen in Bangla in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const run = newId().slice(0, 6);
  const titles = { booked: `অপরাজিত ${run}`, shelf: `পথের পাঁচালী ${run}` };
  let fictionId: string;
  let orderId: string;
  let seller: Awaited<ReturnType<typeof createAccount>>;
  let buyer: Awaited<ReturnType<typeof createAccount>>;
  let typed: string[];

  async function rolePage(email: string, viewport = PHONE): Promise<Page> {
    const { page, context } = await newPage(browser, viewport);
    contexts.push(context);
    const token = await tokenFor(email);
    await context.addInitScript((t) => {
      localStorage.setItem('boibazar-access-token', t);
      localStorage.setItem('boibazar.language', 'bn');
    }, token);
    return page;
  }

  /** Everything people typed into the shop, longest first, so a title is removed before a word of it. */
  async function typedByPeople(): Promise<string[]> {
    const db = suiteDb();
    const users = await db.selectFrom('users').select(['name', 'email']).execute();
    const books = await db
      .selectFrom('books')
      .select(['product_name', 'author', 'location', 'description', 'seller_name', 'condition', 'wants'])
      .execute();
    const categories = await db.selectFrom('categories').select('name').execute();
    const values = [
      ...users.flatMap((u) => [u.name, u.email]),
      ...books.flatMap((b) => [
        b.product_name,
        b.author,
        b.location,
        b.description,
        b.seller_name,
        // A condition from the form's list is ours and must read in Bangla; any other was typed by someone.
        ...((BOOK_CONDITIONS as readonly string[]).includes(b.condition) ? [] : [b.condition]),
        b.wants,
      ]),
      ...categories.map((c) => c.name),
    ].filter((v): v is string => typeof v === 'string' && v.trim().length > 1);
    return [...new Set(values)].sort((a, b) => b.length - a.length);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    fictionId = (await categoryRow('Fiction')).id;
    seller = await createAccount('Seller', { verified: true, name: `সাদিয়া ${run}` });
    buyer = await createAccount('Buyer', { name: `বশির ${run}` });
    const [bookedId, shelfId] = await insertListings(suiteDb(), [
      { seller, categoryId: fictionId, productName: titles.booked, resale: 1250 },
      { seller, categoryId: fictionId, productName: titles.shelf, resale: 180 },
    ]);
    const buyerToken = await tokenFor(buyer.email);
    const booking = await callApi('/bookings', {
      method: 'POST',
      token: buyerToken,
      body: { productId: bookedId, phone: '০১৭১২৩৪৫৬৭৮', location: 'সিলেট' },
    });
    orderId = String(booking.insertedId);
    await callApi(`/wishlist/${shelfId}`, { method: 'PUT', token: buyerToken });
    await callApi('/conversations', {
      method: 'POST',
      token: buyerToken,
      body: { bookId: bookedId, text: 'বইয়ের মলাট কি ঠিক আছে?' },
    });
    typed = await typedByPeople();
  });
  closeContextsAfterEach(contexts);
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  /** Each screen at phone and desktop width: no sideways scroll, nothing English left, axe content. */
  async function sweep(email: string, screens: Array<[string, string, (p: Page) => Promise<unknown>]>) {
    const problems: string[] = [];
    for (const [width, viewport] of WIDTHS) {
      const page = await rolePage(email, viewport);
      for (const [name, path, ready] of screens) {
        const where = `${name} [${width}]`;
        await page.goto(path);
        await ready(page);
        await page
          .locator('.animate-spin')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        expect(await page.evaluate(() => document.documentElement.lang), where).toBe('bn');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${where}: scrolls sideways by ${overflow}px`);
        const english = await englishLeftOver(page, typed);
        if (english.length) problems.push(`${where}: English left over: ${english.join(', ')}`);
        problems.push(...(await axeViolations(page, where)));
        await screenshot(page, `bangla-${name.replace(/\W+/g, '-')}-${width}`);
      }
    }
    return problems;
  }
  const h1 = (name: string | RegExp) => (p: Page) => p.getByRole('heading', { level: 1, name }).waitFor();

  it('when a buyer reads every screen of theirs in Bangla, then none scrolls sideways, none shows English words of ours, and axe finds nothing', async () => {
    const problems = await sweep(buyer.email, [
      ['buyer dashboard', '/dashboard', h1('ক্রেতা ড্যাশবোর্ড')],
      ['my orders', '/dashboard/myorders', h1('আমার অর্ডার')],
      [
        'wishlist',
        '/dashboard/wishlist',
        (p) => p.getByRole('main').getByText(titles.shelf).filter({ visible: true }).first().waitFor(),
      ],
      ['payment', `/dashboard/payment/${orderId}`, (p) => chooseCard(p, 'কার্ড', 'কার্ড নম্বর')],
      [
        'order',
        `/dashboard/orders/${orderId}`,
        (p) => p.getByText('বইয়ের মলাট কি ঠিক আছে?').first().waitFor(),
      ],
      [
        'messages',
        '/dashboard/messages',
        (p) => p.getByRole('main').getByText(titles.booked).filter({ visible: true }).first().waitFor(),
      ],
      ['notifications', '/dashboard/notifications', h1('বিজ্ঞপ্তি')],
      ['not found', '/no/such/page', h1('এই পাতাটি নেই')],
      ['privacy', '/privacy', h1('গোপনীয়তা')],
      ['terms', '/terms', h1('ব্যবহারের শর্তাবলি')],
    ]);
    expect(problems).toEqual([]);
  }, 240_000);

  /** Ready once the page's own heading shows (the sweep then waits for any spinner to go). */
  const anyH1 = (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor();

  it('when a seller reads every screen of theirs in Bangla, then none scrolls sideways, none shows English words of ours, and axe finds nothing', async () => {
    const problems = await sweep(seller.email, [
      ['seller dashboard', '/dashboard', anyH1],
      ['add a book', '/dashboard/addproduct', anyH1],
      [
        'my books',
        '/dashboard/myproducts',
        (p) => p.getByRole('main').getByText(titles.shelf).filter({ visible: true }).first().waitFor(),
      ],
      [
        'my buyers',
        '/dashboard/mybuyers',
        (p) => p.getByRole('main').getByText(titles.booked).filter({ visible: true }).first().waitFor(),
      ],
      ['my exchanges', '/dashboard/exchanges', anyH1],
      [
        'sale',
        `/dashboard/orders/${orderId}`,
        (p) => p.getByText('বইয়ের মলাট কি ঠিক আছে?').first().waitFor(),
      ],
      ['seller profile', `/sellers/${seller._id}`, anyH1],
    ]);
    expect(problems).toEqual([]);
  }, 240_000);

  it('when the admin reads every screen of theirs in Bangla, then none scrolls sideways, none shows English words of ours, and axe finds nothing', async () => {
    const admin = await createAccount('Admin', { name: `আরিফ ${run}` });
    typed = await typedByPeople();
    const problems = await sweep(admin.email, [
      ['admin dashboard', '/dashboard', anyH1],
      ['add a category', '/dashboard/addcategory', anyH1],
      ['all sellers', '/dashboard/allseller', anyH1],
      ['all buyers', '/dashboard/allbuyer', anyH1],
      ['disputes', '/dashboard/disputes', anyH1],
      ['exchange disputes', '/dashboard/exchange-disputes', anyH1],
      ['reported items', '/dashboard/reporteditems', anyH1],
      ['outbox', '/dashboard/outbox', anyH1],
    ]);
    expect(problems).toEqual([]);
  }, 240_000);

  it('when a visitor reads the public screens in Bangla, then none scrolls sideways, none shows English words of ours, and axe finds nothing', async () => {
    const problems = await sweep(buyer.email, [
      ['landing', '/', (p) => p.getByRole('main').getByText(titles.shelf).first().waitFor()],
      ['all categories', '/allcategories', anyH1],
      [
        'category',
        `/categories/${fictionId}`,
        (p) => p.getByRole('article').filter({ hasText: titles.shelf }).first().waitFor(),
      ],
      ['search', `/search?q=${encodeURIComponent('পথের')}`, anyH1],
      ['blog', '/blog', anyH1],
      ['help', '/help', anyH1],
    ]);
    expect(problems).toEqual([]);
  }, 240_000);

  it('when the admin names a category in Bangla, then Bangla readers see that name on the category list and its page', async () => {
    const admin = await createAccount('Admin', { name: `আরিফা ${run}` });
    const english = `Travel ${run}`;
    const { insertedId } = await callApi<{ insertedId: string }>('/categories', {
      method: 'POST',
      token: await tokenFor(admin.email),
      body: { categoryName: english },
    });
    const adminPage = await rolePage(admin.email, PHONE);
    await adminPage.goto('/dashboard/addcategory');
    const row = adminPage
      .getByRole('listitem')
      .filter({ has: adminPage.getByLabel(`${english}-এর বাংলা নাম`) });
    await row.getByLabel(`${english}-এর বাংলা নাম`).fill('ভ্রমণকাহিনি');
    await row.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    await adminPage.getByText(`${english}-এর বাংলা নাম সংরক্ষিত হয়েছে`).first().waitFor();
    await screenshot(adminPage, 'bangla-category-names-phone');

    const reader = await rolePage(buyer.email, PHONE);
    await reader.goto('/allcategories');
    await reader
      .getByRole('link', { name: /ভ্রমণকাহিনি/ })
      .first()
      .click();
    await reader.waitForURL(`**/categories/${insertedId}`);
    await reader.getByRole('heading', { level: 1, name: 'ভ্রমণকাহিনি' }).waitFor();
    const stored =
      await callApi<Array<{ _id: string; categoryName: string; categoryNameBn: string }>>('/categories');
    expect(stored.find((c) => c._id === insertedId)).toMatchObject({
      categoryName: english,
      categoryNameBn: 'ভ্রমণকাহিনি',
    });
  });

  it('when a buyer books and pays by card in Bangla, then each step speaks Bangla and the order is paid', async () => {
    const page = await rolePage(buyer.email, PHONE);
    await page.goto(`/categories/${fictionId}`);
    const card = page.getByRole('article').filter({ hasText: titles.shelf });
    await card.getByRole('button', { name: 'এখনই বুক করুন' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('ফোন').fill('০১৭১১২২৩৩৪৪');
    await dialog.getByLabel('জায়গা').fill('জিন্দাবাজার, সিলেট');
    await dialog.getByRole('button', { name: 'জমা দিন' }).click();
    await page.getByText('বই বুক হয়েছে!').waitFor();

    await page.goto('/dashboard/myorders');
    await page.getByRole('link', { name: `${titles.shelf}-এর দাম পরিশোধ করুন` }).click();
    await chooseCard(page, 'কার্ড', 'কার্ড নম্বর');
    await page.getByLabel('কার্ড নম্বর').fill('4242 4242 4242 4242');
    await page.getByLabel(/মেয়াদ/).fill('12/39');
    await page.getByLabel('সিভিসি').fill('123');
    await screenshot(page, 'bangla-pay-card-phone');
    await page.getByRole('button', { name: 'পরিশোধ করুন', exact: true }).click();
    await page.getByText('পেমেন্ট সফলভাবে সম্পন্ন হয়েছে!').first().waitFor();
    await page.goto('/dashboard/myorders');
    await page.getByRole('row').filter({ hasText: titles.shelf }).getByText('পরিশোধিত').first().waitFor();
    expect(await englishLeftOver(page, await typedByPeople())).toEqual([]);
    await screenshot(page, 'bangla-paid-phone');
  });
});
