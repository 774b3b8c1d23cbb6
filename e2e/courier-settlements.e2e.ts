// The admin's courier settlements page in Chromium (issue 27, decision 430): on a phone the admin opens it
// from the dashboard menu, reads the cash a courier still owes and a settlement with the parcels it covered,
// asks the courier for new settlements, and reads the same page in Bangla, still within 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { axeProblems } from './support/axe.ts';
import { accountWithToken, signedInPage } from './support/accounts.ts';
import { paidOrder } from './support/api.ts';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { closeSuiteDb, suiteDb } from './support/catalogue-session.ts';
import { fictionListing } from './support/listings.ts';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the admin’s courier settlements page in Chromium', () => {
  let browser: Browser;
  const run = newId().slice(0, 6);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when the admin opens the settlements, then the settlement and its parcels show and new ones can be read, in English and in Bangla, on a phone', async () => {
    const seller = await accountWithToken('Seller', `Settle Seller ${run}`);
    const buyer = await accountWithToken('Buyer', `Settle Buyer ${run}`);
    const bookId = await fictionListing(seller.user, `Settled Book ${run}`, 640);
    const orderId = await paidOrder(buyer.token, bookId);
    // Arranged: the courier's payment as the settlement reader records it (its API test covers reading it).
    const reference = `9${run.replace(/\D/g, '').padEnd(5, '1')}`;
    const now = new Date().toISOString();
    const id = newId();
    await suiteDb()
      .insertInto('courier_settlements')
      .values({
        id,
        courier: 'sandbox',
        reference,
        paid: 640,
        collected: 760,
        charges: 120,
        ledger_transaction_id: null,
        paid_at: now,
        recorded_at: now,
      })
      .execute();
    await suiteDb()
      .insertInto('courier_settlement_parcels')
      .values({
        settlement_id: id,
        line: 0,
        consignment_id: `14${run.replace(/\D/g, '').padEnd(5, '7')}`,
        invoice: orderId,
        order_id: orderId,
        collected: 760,
        charge: 120,
      })
      .execute();

    const admin = await accountWithToken('Admin', `Settle Admin ${run}`);
    const { page, context } = await signedInPage(browser, admin, PHONE);
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Courier settlements' })
      .click();
    await page.getByRole('heading', { name: 'Courier settlements', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Collected, not settled yet', level: 2 }).waitFor();
    const settlement = page.getByRole('article', {
      name: new RegExp(`^BoiBazar sandbox payment ${reference}`),
    });
    await settlement.waitFor();
    await settlement.getByText('Does not add up: not posted').waitFor();
    await settlement.getByText('760 BDT').first().waitFor();

    // The parcels it covered, by keyboard: the disclosure opens and links to the order.
    await settlement.getByText('Parcels covered (1)').focus();
    await page.keyboard.press('Enter');
    const link = settlement.getByRole('link', { name: 'Open the order' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/dashboard/orders/${orderId}`);

    // Ask the courier (the sandbox) for new settlements: it answers how many were recorded.
    await page.getByRole('button', { name: 'Read new settlements now' }).click();
    await page.getByText(/new settlements recorded/).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'courier-settlements-phone');

    // In Bangla.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: /Switch to Bangla/ }).click();
    await page.getByRole('heading', { name: 'কুরিয়ারের নিষ্পত্তি', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'মেনু', exact: true }).click();
    await page
      .getByRole('link', { name: 'লগ আউট' })
      .or(page.getByRole('button', { name: 'লগ আউট' }))
      .waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'সংগ্রহ হয়েছে, এখনো নিষ্পত্তি হয়নি', level: 2 }).waitFor();
    await page.getByText('হিসাব মেলে না: লেজারে তোলা হয়নি').first().waitFor();
    // The courier by its name in Bangla, never its key.
    await page.getByRole('article', { name: new RegExp(`^বইবাজার স্যান্ডবক্স পেমেন্ট ${reference}`) }).waitFor();
    await page.getByRole('button', { name: 'নতুন নিষ্পত্তি এখনই পড়ুন' }).waitFor();
    await page.getByText('যে পার্সেলগুলো ধরা হয়েছে (১)').click();
    await page.getByRole('link', { name: 'অর্ডারটি খুলুন' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'courier-settlements-phone-bn');
    await context.close();
  }, 120_000);
});
