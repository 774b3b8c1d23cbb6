// Issue 28 (browsing, suggestions, saved searches) in Chromium on a phone: a Bangla reader takes a
// suggestion for হুমায়ুন, filters by district ঢাকা and condition ভালো, saves the search and is notified
// when another member lists a matching book; an English reader moves through suggestions by keyboard,
// filters on the folding bar, shares the address with Bangla values, and goes Back.
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooks, newId } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import { launchBrowser, newPage, PHONE, screenshot, sidewaysOverflow } from './support/browser.ts';
import { closeSuiteDb, createAccount, signInAs, suiteDb, tokenFor } from './support/catalogue-session.ts';

describe('browse, suggestions and saved searches in Chromium', () => {
  let browser: Browser;
  const run = newId().slice(0, 6);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await closeSuiteDb();
  });

  async function categoryId() {
    return (await suiteDb().selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
  }

  it('when a Bangla reader filters a suggestion and saves it, then a new matching listing notifies them', async () => {
    const seller = await createAccount('Seller', { verified: true, name: 'বিক্রেতা' });
    const reader = await createAccount('Buyer', { name: 'পাঠক' });
    const category = await categoryId();
    const title = `হিমুর দ্বিতীয় প্রহর ${run}`;
    await insertBooks(suiteDb(), [
      {
        sellerId: seller._id,
        categoryId: category,
        productName: title,
        author: 'হুমায়ূন আহমেদ',
        image: '/uploads/demo/cover-3.webp',
        location: 'Dhaka',
        condition: 'Good',
        resale: 180,
        original: 300,
        yearsUsed: 1,
        purchaseYear: 2024,
        sellerName: seller.name,
        contact: '01711000000',
        description: 'ভালো অবস্থায়',
      },
    ]);

    const { page, context } = await newPage(browser, PHONE);
    page.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('boibazar.language', 'bn'));
    await signInAs(page, reader.email, '/');
    const box = page.getByRole('search', { name: 'বই খুঁজুন' }).getByRole('combobox');
    await box.fill('হুমায়ুন');
    const suggestion = page.getByRole('option', { name: /হুমায়ূন আহমেদ/ });
    await suggestion.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'browse-suggestions-bn-phone');
    expect(await axeViolations(page)).toEqual([]);
    await suggestion.click();
    await page.waitForURL(/\/search\?q=/);

    // On a phone the filters fold behind one button.
    const toggle = page.getByRole('button', { name: /^ফিল্টার/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByLabel('জেলা').selectOption('Dhaka');
    await page.waitForURL(/location=Dhaka/);
    await page.getByLabel('অবস্থা').selectOption('Good');
    await page.waitForURL(/condition=Good/);
    await found(page, title);
    expect(await page.getByLabel('জেলা').locator('option:checked').textContent()).toMatch(
      /^ঢাকা \([০-৯]+\)$/,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'browse-filtered-bn-phone');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'নতুন বই এলে জানান' }).click();
    await page.getByRole('status').filter({ hasText: 'সংরক্ষিত হয়েছে' }).waitFor();

    // Another member lists a matching book; the reader hears of it from the jobs runner.
    const newTitle = `হিমু এবং একটি রাশিয়ান পরী ${run}`;
    await callApi('/products', {
      method: 'POST',
      token: await tokenFor(seller.email),
      body: {
        productName: newTitle,
        author: 'হুমায়ূন আহমেদ',
        image: 'https://images.example.com/himu.jpg',
        location: 'Dhaka',
        condition: 'Good',
        resale: 220,
        original: 400,
        purchage: 2023,
        year: 1,
        sellerName: seller.name,
        conatct: '01711000000',
        description: 'নতুনের মতো',
        category,
      },
    });
    await page.goto('/dashboard/notifications');
    const alert = page.getByText(`${newTitle} এইমাত্র তালিকায় এসেছে`, { exact: false });
    for (let i = 0; i < 15 && (await alert.count()) === 0; i += 1) {
      await page.waitForTimeout(1000);
      await page.reload();
    }
    await alert.first().waitFor();
    await screenshot(page, 'browse-saved-search-alert-bn-phone');

    await page.goto('/dashboard/saved-searches');
    await page.getByRole('heading', { name: 'সংরক্ষিত খোঁজ', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'হুমায়ূন আহমেদ' }).waitFor();
    await page.getByText(/ভালো · ঢাকা/).waitFor();
    await screenshot(page, 'browse-saved-searches-bn-phone');
    expect(await axeViolations(page)).toEqual([]);
    // Its email, chosen by its Bangla label: the option's value is the key the server keeps.
    const emailChoice = page.getByRole('combobox', { name: 'হুমায়ূন আহমেদ-এর ইমেইল' });
    await emailChoice.selectOption({ label: 'সঙ্গে সঙ্গে ইমেইল (দিনে সর্বোচ্চ একটি)' });
    const kept = async () =>
      (
        await suiteDb()
          .selectFrom('saved_searches')
          .innerJoin('users', 'users.id', 'saved_searches.user_id')
          .select('saved_searches.email')
          .where('users.email', '=', reader.email)
          .executeTakeFirst()
      )?.email;
    for (let i = 0; i < 20 && (await kept()) !== 'instant'; i += 1) await page.waitForTimeout(250);
    expect(await kept()).toBe('instant');
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'হুমায়ূন আহমেদ-এর ইমেইল' }).inputValue()).toBe('instant');
    await page.getByRole('button', { name: 'হুমায়ূন আহমেদ মুছুন' }).click();
    await page.getByText('এখনো কোনো খোঁজ সংরক্ষণ করেননি', { exact: false }).waitFor();
    await context.close();
  }, 150_000);

  /**
   * The book's card shows. `first()`: while one screen hands over to the next (the landing page's new arrivals
   * to the results, a filter's change) the card was twice on the page for a moment under load, and a strict
   * locator fails at once on two; the test asks that the search finds the book, not how the screens swap.
   */
  const found = (page: Page, title: string) => page.getByRole('heading', { name: title }).first().waitFor();

  it('when an English reader takes a suggestion by keyboard and filters, then the address holds it and Back undoes it', async () => {
    const seller = await createAccount('Seller', { verified: true, name: 'Keyboard Seller' });
    const title = `Padma Boatman ${run}`;
    await insertBooks(suiteDb(), [
      {
        sellerId: seller._id,
        categoryId: await categoryId(),
        productName: title,
        author: 'Manik Bandopadhyay',
        image: '/uploads/demo/cover-3.webp',
        location: 'Dhaka',
        condition: 'Good',
        resale: 150,
        original: 300,
        yearsUsed: 1,
        purchaseYear: 2024,
        sellerName: seller.name,
        contact: '01711000000',
        description: 'A river novel',
        cashOnDelivery: true,
      },
    ]);
    const { page, context } = await newPage(browser, PHONE);
    page.setDefaultTimeout(20_000);
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Find a book' }).getByRole('combobox');
    await box.fill(`boatman ${run}`);
    await page.getByRole('option', { name: new RegExp(title) }).waitFor();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=Padma/);
    await found(page, title);

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByLabel('Cash on delivery').check();
    await page.waitForURL(/cod=1/);
    await found(page, title);
    await screenshot(page, 'browse-filtered-en-phone');
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('cod=1'));
    expect(await page.getByLabel('Cash on delivery').isChecked()).toBe(false);

    // A shared address with Bangla filter values finds the same book.
    await page.goto(
      `/browse?location=${encodeURIComponent('ঢাকা')}&condition=${encodeURIComponent('ভালো')}&q=${run}`,
    );
    await found(page, title);
    await page.getByRole('heading', { name: /Results for/, level: 1 }).waitFor();
    // A visitor is asked to sign in to save the search.
    await page.getByRole('link', { name: 'Sign in to be notified of new matches' }).waitFor();
    await context.close();

    // A sold book's page offers to be told of another copy.
    const [sold] = await insertBooks(suiteDb(), [
      {
        sellerId: seller._id,
        categoryId: await categoryId(),
        productName: `Sold Out Tales ${run}`,
        author: 'Keyboard Seller',
        image: '/uploads/demo/cover-3.webp',
        location: 'Dhaka',
        condition: 'Good',
        resale: 100,
        original: 200,
        yearsUsed: 1,
        purchaseYear: 2024,
        sellerName: seller.name,
        contact: '01711000000',
        description: 'Gone',
        isSold: true,
      },
    ]);
    const buyer = await createAccount('Buyer');
    const signedIn = await newPage(browser, PHONE);
    await signInAs(signedIn.page, buyer.email, `/books/${sold}`);
    await signedIn.page.getByRole('button', { name: 'Notify me when another copy is listed' }).click();
    await signedIn.page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await signedIn.context.close();
  }, 120_000);
});

/** axe-core's moderate, serious and critical violations on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
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
    .flatMap((v) => v.targets.map((t) => `${v.id} (${v.impact}) at ${t}`));
}
