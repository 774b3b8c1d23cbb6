// The admin's audit trail in Chromium (decision 282): an admin action shows with who, what and from where,
// the filters narrow it, and it reads in Bangla on a phone.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, sidewaysOverflow } from './support/browser.ts';
import { closeSuiteDb, createAccount, signInAs, tokenFor } from './support/catalogue-session.ts';

describe('the audit trail in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
    await closeSuiteDb();
  });

  it('when the admin verifies a seller, then the trail shows it with the admin and the seller, the money filter hides it, and it reads in Bangla at 390 px', async () => {
    // An admin of its own: the demo admin's saved language and trail are other suites' business.
    const admin = await createAccount('Admin');
    const seller = await createAccount('Seller');
    const adminToken = await tokenFor(admin.email);
    await callApi(`/seller/verify/${seller._id}`, { method: 'PUT', token: adminToken });

    const desk = await newPage(browser, DESKTOP);
    contexts.push(desk.context);
    const page = desk.page;
    await signInAs(page, admin.email, '/dashboard/audit');
    await page.getByRole('heading', { name: 'Audit trail', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Audit trail' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: seller._id });
    await row.getByText('Verified a seller').waitFor();
    await row.getByText(admin.email).waitFor();
    await row.getByText('Done (200)').waitFor();
    await screenshot(page, 'audit-trail-en');

    // Money actions only: the verification leaves the list; clearing brings it back.
    const filters = page.getByRole('form', { name: 'Filter the audit trail' });
    await filters.getByLabel('Kind').selectOption('money');
    await filters.getByRole('button', { name: 'Show' }).click();
    await row.waitFor({ state: 'detached' });
    await filters.getByRole('button', { name: 'Clear' }).click();
    await row.getByText('Verified a seller').waitFor();
    // By person: someone who did nothing has nothing.
    await filters.getByLabel("Person's email").fill(seller.email);
    await filters.getByLabel("Person's email").press('Enter');
    await page.getByText('Nothing recorded for these filters.').waitFor();

    const phone = await newPage(browser, PHONE);
    contexts.push(phone.context);
    // The admin switches to Bangla from the phone's menu (the account keeps the choice).
    await signInAs(phone.page, admin.email, '/dashboard/audit');
    await phone.page.getByRole('heading', { name: 'Audit trail', level: 1 }).waitFor();
    await phone.page.getByRole('button', { name: 'Menu' }).click();
    await phone.page
      .locator('#main-menu')
      .getByRole('button', { name: /Switch to Bangla/ })
      .click();
    await phone.page.getByRole('heading', { name: 'অডিট ট্রেইল', level: 1 }).waitFor();
    const card = phone.page.getByRole('listitem').filter({ hasText: seller._id });
    await card.getByText('বিক্রেতাকে যাচাই করেছেন').waitFor();
    await card.getByText('হয়েছে (200)').waitFor();
    expect(await sidewaysOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'audit-trail-bn-phone');
  });
});
