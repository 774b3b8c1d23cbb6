// Payouts in Chromium (issue 26, decision 300), on a phone: a seller with money available adds a bKash
// wallet on Earnings (with their password), asks for a payout, the admin approves it in the payouts queue,
// the jobs runner sends it to the bKash sandbox, and the seller sees it paid on Earnings, in Bangla.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { callApi, paidOrder } from './support/api.ts';
import { axeProblems } from './support/axe.ts';
import { accountWithToken, signedInPage } from './support/accounts.ts';
import { categoryRow, closeSuiteDb, DEMO_PASSWORD, suiteDb } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

describe('a seller’s payout in Chromium', () => {
  let browser: Browser;
  let fictionId: string;
  const run = newId().slice(0, 6);

  beforeAll(async () => {
    browser = await launchBrowser();
    fictionId = (await categoryRow('Fiction')).id;
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when a seller with money available asks for a bKash payout and the admin approves it, then the seller sees it paid, in English and in Bangla', async () => {
    const seller = await accountWithToken('Seller', `Payout Seller ${run}`);
    const buyer = await accountWithToken('Buyer', `Payout Buyer ${run}`);
    const bookId = await insertListing(suiteDb(), {
      seller: seller.user,
      categoryId: fictionId,
      productName: `Pather Panchali ${run}`,
      resale: 350,
    });
    const completed = await paidOrder(buyer.token, bookId);
    await callApi(`/orders/${completed}/handover`, {
      method: 'POST',
      token: seller.token,
      body: { method: 'courier', company: 'Sundarban Courier', trackingNumber: 'SC-1' },
    });
    await callApi(`/orders/${completed}/received`, { method: 'POST', token: buyer.token });

    const { page, context } = await signedInPage(browser, seller, PHONE);
    await page.goto('/dashboard/earnings');
    await page.getByRole('heading', { name: 'Payout methods', level: 2 }).waitFor();
    await page.getByText('No payout method yet.').waitFor();
    await page.getByLabel('bKash wallet number').fill('01812345678');
    await page.getByLabel('Your password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Add a payout method' }).click();
    await page.getByRole('status').filter({ hasText: 'Payout method added' }).waitFor();
    await page.getByText('bKash 01812345678').first().waitFor();
    // The seller makes it the default that scheduled payouts use (decision 360).
    await page
      .getByRole('button', { name: 'Make bKash 01812345678 the default for scheduled payouts' })
      .click();
    await page.getByText('Default', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'payouts-method-added-phone');

    // A new method waits PAYOUT_METHOD_COOLDOWN (24 hours) before it can be paid to: that time passes.
    await suiteDb()
      .updateTable('payout_methods')
      .set({ usable_from: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', seller.user._id)
      .execute();
    await page.getByText('Available now: 333 BDT').waitFor();
    await page.getByLabel('Amount (Taka)').fill('300');
    await page.getByRole('button', { name: 'Request a payout' }).click();
    await page.getByRole('status').filter({ hasText: 'Payout requested' }).waitFor();
    const mine = page.getByRole('list', { name: 'Your payouts' }).getByRole('listitem');
    await mine.filter({ hasText: 'Waiting' }).filter({ hasText: '300 BDT' }).waitFor();
    await page.getByText('Available now: 33 BDT').waitFor();
    await screenshot(page, 'payouts-requested-phone');

    // The admin approves it in the queue; the jobs runner sends it to the bKash sandbox.
    const admin = await signedInPage(browser, await accountWithToken('Admin', `Payout Admin ${run}`), PHONE);
    await admin.page.goto('/dashboard');
    await admin.page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Payouts' })
      .click();
    await admin.page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
    const waiting = admin.page.getByRole('listitem').filter({ hasText: seller.user.email });
    await waiting.getByText('300 BDT').waitFor();
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await axeProblems(admin.page)).toEqual([]);
    await screenshot(admin.page, 'payouts-admin-queue-phone');
    await waiting.getByRole('button', { name: 'Approve and send' }).click();
    await waiting.waitFor({ state: 'detached' });
    // Sent by the jobs runner within a poll or two: the payout shows under Paid.
    const paidTab = admin.page.getByRole('button', { name: 'Paid', exact: true });
    const paidItem = admin.page.getByRole('listitem').filter({ hasText: seller.user.email });
    for (let tries = 0; tries < 20 && !(await paidItem.count()); tries += 1) {
      await admin.page.waitForTimeout(1000);
      await paidTab.click();
      await admin.page.getByRole('button', { name: 'Waiting', exact: true }).click();
      await paidTab.click();
    }
    await paidItem.getByText(/Reference: SBXP/).waitFor();
    await admin.context.close();

    // The seller, reading in Bangla, sees the payout paid.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: /Switch to Bangla/ }).click();
    await page.getByRole('heading', { name: 'পেআউট পদ্ধতি', level: 2 }).waitFor();
    const paidLine = page
      .getByRole('list', { name: 'আপনার পেআউট' })
      .getByRole('listitem')
      .filter({ hasText: '৳৩০০' });
    for (let tries = 0; tries < 20; tries += 1) {
      if (await paidLine.filter({ hasText: 'পরিশোধিত' }).count()) break;
      await page.waitForTimeout(1000);
      await page.reload();
    }
    await paidLine.filter({ hasText: 'পরিশোধিত' }).waitFor();
    await page.getByText('বিকাশ ০১৮১২৩৪৫৬৭৮').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeProblems(page)).toEqual([]);
    await screenshot(page, 'payouts-paid-phone-bn');
    await context.close();
  }, 150_000);
});
