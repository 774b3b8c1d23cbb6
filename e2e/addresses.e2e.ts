// Delivery addresses on the dashboard in Chromium at phone width, in English and in Bangla (decision 310):
// a buyer keeps an address, a wrong mobile number is refused with a clear message, the district reads in the
// reader's language, and the address can be changed and removed by keyboard.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import {
  closeContextsAfterEach,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  sidewaysOverflow,
} from './support/browser.ts';
import { closeSuiteDb, createAccount, tokenFor } from './support/catalogue-session.ts';

const LANGUAGE_KEY = 'boibazar.language';

const TEXT = {
  en: {
    section: 'Delivery addresses',
    add: 'Add an address',
    name: "Recipient's name",
    phone: 'Mobile number',
    district: 'District',
    thana: 'Thana or upazila',
    area: 'Area',
    line: 'House and road',
    save: 'Save address',
    wrongPhone: 'Please enter a Bangladeshi mobile number such as 01711000000',
    shownDistrict: 'Rajshahi',
    shownPhone: '01711000111',
    change: 'Change the address for Rahim Uddin',
    remove: 'Remove the address for Rahim Uddin',
    none: 'No delivery address yet.',
  },
  bn: {
    section: 'ডেলিভারির ঠিকানা',
    add: 'ঠিকানা যোগ করুন',
    name: 'প্রাপকের নাম',
    phone: 'মোবাইল নম্বর',
    district: 'জেলা',
    thana: 'থানা বা উপজেলা',
    area: 'এলাকা',
    line: 'বাড়ি ও রাস্তা',
    save: 'ঠিকানা সংরক্ষণ করুন',
    wrongPhone: '০১৭১১০০০০০০-এর মতো একটি বাংলাদেশি মোবাইল নম্বর লিখুন',
    shownDistrict: 'রাজশাহী',
    shownPhone: '০১৭১১০০০১১১',
    change: 'Rahim Uddin-এর ঠিকানা বদলান',
    remove: 'Rahim Uddin-এর ঠিকানা মুছুন',
    none: 'এখনো কোনো ডেলিভারির ঠিকানা নেই।',
  },
} as const;

describe('delivery addresses in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function buyerIn(language: 'en' | 'bn'): Promise<Page> {
    const buyer = await createAccount('Buyer');
    const token = await tokenFor(buyer.email);
    await callApi('/me/language', { method: 'PUT', token, body: { language } });
    const { page, context } = await newPage(browser, PHONE);
    contexts.push(context);
    await context.addInitScript(
      ([key, lang, t]) => {
        localStorage.setItem(key!, lang!);
        localStorage.setItem('boibazar-access-token', t!);
      },
      [LANGUAGE_KEY, language, token],
    );
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

  for (const language of ['en', 'bn'] as const) {
    it(`when a buyer keeps, changes and removes a delivery address in ${language === 'en' ? 'English' : 'Bangla'}, then the dashboard shows it in their language`, async () => {
      const t = TEXT[language];
      const page = await buyerIn(language);
      await page.goto('/dashboard');
      const section = page.getByRole('region', { name: t.section });
      await section.getByText(t.none).waitFor();
      await section.getByRole('button', { name: t.add }).click();

      await section.getByLabel(t.name, { exact: true }).fill('Rahim Uddin');
      await section.getByLabel(t.phone, { exact: true }).fill('12345');
      await section.getByLabel(t.district, { exact: true }).selectOption('Rajshahi');
      await section.getByLabel(t.thana, { exact: true }).fill('Boalia');
      await section.getByLabel(t.area, { exact: true }).fill('Shaheb Bazar');
      await section.getByLabel(t.line, { exact: true }).fill('House 12, Road 3');
      await section.getByRole('button', { name: t.save }).click();
      await section.getByText(t.wrongPhone).waitFor();
      await screenshot(page, `address-wrong-phone-${language}`);

      await section.getByLabel(t.phone, { exact: true }).fill('+880 1711-000111');
      await section.getByRole('button', { name: t.save }).click();
      const card = section.getByRole('listitem').filter({ hasText: 'Rahim Uddin' });
      await card.getByText(t.shownPhone).waitFor();
      expect(await card.textContent()).toContain(t.shownDistrict);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `address-kept-${language}`);

      // Changed by keyboard: the change button, the area, Enter.
      await card.getByRole('button', { name: t.change }).focus();
      await page.keyboard.press('Enter');
      await section.getByLabel(t.area, { exact: true }).fill('Kazla');
      await page.keyboard.press('Enter');
      await section.getByRole('listitem').filter({ hasText: 'Kazla' }).waitFor();

      await section.getByRole('button', { name: t.remove }).click();
      await section.getByText(t.none).waitFor();
    }, 90_000);
  }
});
