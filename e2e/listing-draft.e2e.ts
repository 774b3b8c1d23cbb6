// Issue 29, drafts (decision 380), in Chromium at phone width: an unfinished Add a Book form survives a
// reload and a visit elsewhere, in English and in Bangla; "Start again" empties it for good.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, closeContextsAfterEach, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { closeSuiteDb, createAccount, tokenFor } from './support/catalogue-session.ts';

const JOURNEYS = [
  {
    language: 'en',
    heading: 'Add a Book',
    restored: 'Your unfinished listing is back, as you left it.',
    again: 'Start again',
  },
  {
    language: 'bn',
    heading: 'বই যোগ করুন',
    restored: 'আপনার অসমাপ্ত বিজ্ঞাপনটি যেমন রেখে গিয়েছিলেন তেমনই ফিরে এসেছে।',
    again: 'নতুন করে শুরু করুন',
  },
] as const;

describe('Add a Book keeps a draft in Chromium (phone)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function phone(language: string, token: string): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    contexts.push(context);
    await context.addInitScript(
      ([lang, t]) => {
        localStorage.setItem('boibazar.language', lang!);
        localStorage.setItem('boibazar-access-token', t!);
      },
      [language, token],
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  closeContextsAfterEach(contexts);
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  for (const journey of JOURNEYS)
    it(`when a seller leaves the form half filled (${journey.language}), then it is there when they come back`, async () => {
      const seller = await createAccount('Seller', { verified: true });
      const page = await phone(journey.language, await tokenFor(seller.email));
      await page.goto('/dashboard/addproduct');
      await page.getByRole('heading', { level: 1, name: journey.heading }).waitFor();
      expect(await page.getByText(journey.restored).count()).toBe(0);
      await page.locator('#book-productName').fill('Padma Nadir Majhi');
      await page.locator('#book-author').fill('Manik Bandopadhyay');
      await page.locator('#book-condition').selectOption('Fair');
      await page.locator('#book-resale').fill('150');

      await page.reload();
      await page.getByText(journey.restored).waitFor();
      expect(await page.locator('#book-productName').inputValue()).toBe('Padma Nadir Majhi');
      expect(await page.locator('#book-author').inputValue()).toBe('Manik Bandopadhyay');
      expect(await page.locator('#book-condition').inputValue()).toBe('Fair');
      expect(await page.locator('#book-resale').inputValue()).toBe('150');
      await screenshot(page, `listing-draft-restored-${journey.language}-phone`);

      await page.goto('/');
      await page.goto('/dashboard/addproduct');
      await page.getByText(journey.restored).waitFor();
      expect(await page.locator('#book-productName').inputValue()).toBe('Padma Nadir Majhi');

      await page.getByRole('button', { name: journey.again }).click();
      expect(await page.locator('#book-productName').inputValue()).toBe('');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: journey.heading }).waitFor();
      expect(await page.locator('#book-productName').inputValue()).toBe('');
      expect(await page.getByText(journey.restored).count()).toBe(0);
    }, 120_000);
});
