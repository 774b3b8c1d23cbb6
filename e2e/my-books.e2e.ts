// My Books in Chromium: a seller edits a listing without touching its photo. The demo shelf's covers are
// drawn by the server and live outside what the photo rule takes from people, so re-sending the photo
// would refuse every demo seller's edit; an untouched photo must not be sent at all.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from './support/browser.ts';

describe('My Books in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a demo seller saves a demo listing with its drawn cover untouched, then the edit is taken', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signIn(page, 'sabbir@boibazar.test', 'boibazar-demo');
    await page.goto('/dashboard/myproducts');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const price = dialog.getByLabel('Resale Price (Taka)');
    // The same price again: a real edit for the form and the server, and the demo data stays as it was.
    await price.fill(await price.inputValue());
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/books/'));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Listing updated!').waitFor();
    expect(Object.keys((await sent).postDataJSON() as object)).not.toContain('image');
    await context.close();
  });

  it('when a seller is signed in on a phone, then the top bar fits 390 px and the language switch is in the menu', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signIn(page, 'sabbir@boibazar.test', 'boibazar-demo');
    await page.goto('/dashboard/myproducts');
    const dashboard = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' });
    const box = await dashboard.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Each book is a card on a phone: its status is in view, not cut off at the table's edge.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Edit / }) });
    const status = await card.first().getByText('Available', { exact: true }).boundingBox();
    expect(status!.x + status!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'my-books-phone');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .locator('#main-menu')
      .getByRole('button', { name: /Switch to Bangla/ })
      .waitFor();
    await screenshot(page, 'top-bar-signed-in-menu-phone');
    await context.close();
  });
});
