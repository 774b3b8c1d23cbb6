// The admin's ledger page in Chromium (issue 26, decision 360): on a phone the admin reads the book's
// summary, runs the reconciliation and sees its result, filters the transactions to payments and finds the
// one just made, and reads the fee revenue chart as one sentence (decision 443); in Bangla the page reads the same and still fits 390 px; on a laptop the tables show.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { axeProblems } from './support/axe.ts';
import { accountWithToken, signedInPage } from './support/accounts.ts';
import { callApi, paidOrder } from './support/api.ts';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { closeSuiteDb } from './support/catalogue-session.ts';
import { fictionListing } from './support/listings.ts';

const LAPTOP = { width: 1366, height: 900 };

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the admin’s ledger page in Chromium', () => {
  let browser: Browser;
  const run = newId().slice(0, 6);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when the admin opens the ledger, runs the reconciliation and filters the transactions, then each shows, in English and in Bangla, on a phone and a laptop', async () => {
    const seller = await accountWithToken('Seller', `Ledger Seller ${run}`);
    const buyer = await accountWithToken('Buyer', `Ledger Buyer ${run}`);
    const bookId = await fictionListing(seller.user, `Ledger Book ${run}`, 420);
    await paidOrder(buyer.token, bookId);
    // A second sale completes, so today has fee revenue for the chart (decision 443).
    const soldId = await fictionListing(seller.user, `Ledger Sold ${run}`, 300);
    const sold = await paidOrder(buyer.token, soldId);
    await callApi(`/orders/${sold}/handover`, {
      method: 'POST',
      token: seller.token,
      body: { method: 'courier', company: 'Sundarban Courier', trackingNumber: 'SC-2' },
    });
    await callApi(`/orders/${sold}/received`, { method: 'POST', token: buyer.token });

    const admin = await accountWithToken('Admin', `Ledger Admin ${run}`);
    const { page, context } = await signedInPage(browser, admin, PHONE);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Ledger' }).click();
    await page.getByRole('heading', { name: 'Ledger', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Summary', level: 2 }).waitFor();
    await page.getByRole('term').filter({ hasText: 'Fee revenue' }).waitFor();
    // Fee revenue by day: a chart read as one sentence.
    await page.getByRole('heading', { name: 'Fee revenue by day', level: 2 }).waitFor();
    await page
      .getByRole('img', {
        name: /^Fee revenue over the last 30 days: .+ BDT in all; the best day was \d+ \w+, with .+ BDT\.$/,
      })
      .waitFor();

    // Run the reconciliation now: its result (clean, or the mismatches it found) is listed.
    const runs = page.getByRole('list', { name: 'Reconciliation' }).getByRole('listitem');
    const before = await runs.count();
    await page.getByRole('button', { name: 'Run the reconciliation now' }).click();
    await expect.poll(() => runs.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    await runs
      .first()
      .getByText(/run by an admin/)
      .waitFor();

    // The transactions, filtered to payments: the one just made, with its entries.
    await page.getByLabel('Kind').selectOption('payment');
    await page.getByText(`Ledger Book ${run}`).first().waitFor();
    const payment = page.getByRole('listitem').filter({ hasText: `Ledger Book ${run}` });
    await payment.getByText('Held for deals').waitFor();
    await payment.getByText('420 BDT').first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'admin-ledger-phone');

    // In Bangla.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: /Switch to Bangla/ }).click();
    await page.getByRole('heading', { name: 'লেজার', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'হিসাব মেলানো', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'এখনই হিসাব মেলান' }).waitFor();
    await page.getByRole('term').filter({ hasText: 'ফি থেকে আয়' }).waitFor();
    await page
      .getByRole('img', { name: /^গত ৩০ দিনে ফি আয় মোট ৳.+; সবচেয়ে বেশি .+ তারিখে, ৳.+।$/ })
      .waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'admin-ledger-phone-bn');

    // On a laptop, the accounts and transactions are tables.
    await page.setViewportSize(LAPTOP);
    await page.getByRole('table', { name: 'লেনদেন' }).waitFor();
    await page.getByRole('table', { name: 'অ্যাকাউন্ট' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(LAPTOP.width);
    await screenshot(page, 'admin-ledger-laptop-bn');
    await context.close();
  }, 120_000);
});
