// The seller's Earnings page in Chromium (issue 26, decision 240): after a paid sale completes, the seller
// finds Earnings in the dashboard menu on a phone and sees the available balance (the price less BoiBazar's
// fee), what is still held for a sale under way, the fees, and the statement line of the completed sale;
// then the same page in Bangla. The sale under way shows when its money releases, and the statement
// downloads as a CSV file with a BOM (decision 440).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { callApi, paidOrder } from './support/api.ts';
import { type Account, accountWithToken } from './support/accounts.ts';
import { axeProblems } from './support/axe.ts';
import { categoryRow, closeSuiteDb, suiteDb } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

describe('the seller’s earnings in Chromium', () => {
  let browser: Browser;
  let fictionId: string;
  const run = newId().slice(0, 6);

  /** A listing booked and paid by card through the API (the browser walk of paying is orders.e2e.ts). */
  async function paidSale(seller: Account, buyer: Account, title: string, resale: number) {
    const bookId = await insertListing(suiteDb(), {
      seller: seller.user,
      categoryId: fictionId,
      productName: title,
      resale,
    });
    return paidOrder(buyer.token, bookId);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    fictionId = (await categoryRow('Fiction')).id;
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when a sale completes, then the seller sees it on Earnings: available after the fee, held, fees and the statement, in English and in Bangla', async () => {
    const seller = await accountWithToken('Seller', `Earning Seller ${run}`);
    const buyer = await accountWithToken('Buyer', `Paying Buyer ${run}`);
    const done = `Padma Nadir Majhi ${run}`;
    const underWay = `Lalsalu ${run}`;
    const completed = await paidSale(seller, buyer, done, 350);
    const handedOver = await paidSale(seller, buyer, underWay, 200);
    for (const orderId of [completed, handedOver])
      await callApi(`/orders/${orderId}/handover`, {
        method: 'POST',
        token: seller.token,
        body: { method: 'courier', company: 'Sundarban Courier', trackingNumber: 'SC-1' },
      });
    await callApi(`/orders/${completed}/received`, { method: 'POST', token: buyer.token });

    const { page, context } = await newPage(browser, PHONE);
    await context.addInitScript(
      (token) => localStorage.setItem('boibazar-access-token', token),
      seller.token,
    );
    await page.goto('/dashboard/mybuyers');
    await page.getByRole('heading', { name: 'My Buyers', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Earnings' }).click();
    await page.getByRole('heading', { name: 'Earnings', level: 1 }).waitFor();
    // 5% of 350 is 17.5: the half goes to the seller, so the fee is 17 and 333 is available.
    const figure = (label: string) =>
      page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await figure('Available').getByText('333 BDT').waitFor();
    await figure('Held').getByText('200 BDT').waitFor();
    await figure('Fees').getByText('17 BDT').waitFor();
    const line = page.getByRole('listitem').filter({ hasText: done });
    await line.getByText('Deal completed').waitFor();
    expect(await line.textContent()).toContain('333 BDT');
    // The sale under way is held, with the day the buyer's window ends (decision 440), not in the statement.
    const held = page.getByRole('region', { name: 'Held for your deals' });
    const heldDeal = held.getByRole('listitem').filter({ hasText: underWay });
    await heldDeal.getByText(/^Yours on .+, unless the buyer reports a problem$/).waitFor();
    expect(await heldDeal.textContent()).toContain('You receive 190 BDT after a 10 BDT fee.');
    expect(await page.getByRole('listitem').filter({ hasText: underWay }).count()).toBe(1);

    // The statement as a CSV file: UTF-8 with the BOM Excel needs.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('boibazar-statement-start-to-today.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>)
      chunks.push(chunk);
    const file = Buffer.concat(chunks);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.toString('utf8')).toContain(done);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'earnings-phone');

    // On a desktop the statement is a table: one row per line, the book as the row's header.
    await page.setViewportSize(DESKTOP);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(done) }) });
    await row.getByRole('cell', { name: '333 BDT' }).first().waitFor();
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'earnings-desktop');
    await page.setViewportSize(PHONE);

    // The reader switches to Bangla in the top bar's menu (signed in on a phone, the switch is there).
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: /Switch to Bangla/ }).click();
    await page.getByRole('heading', { name: 'আয়', exact: true, level: 1 }).waitFor();
    await figure('তোলার যোগ্য').getByText('৳৩৩৩').waitFor();
    await figure('জমা আছে').getByText('৳২০০').waitFor();
    await page.getByRole('listitem').filter({ hasText: done }).getByText('লেনদেন শেষ').waitFor();
    await page
      .getByRole('region', { name: 'আপনার লেনদেনে জমা টাকা' })
      .getByText(/তারিখে আপনার হবে, যদি না ক্রেতা কোনো সমস্যা জানান$/)
      .waitFor();
    await page.getByRole('button', { name: 'CSV ডাউনলোড করুন' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'earnings-phone-bn');
    await context.close();
  });
});
