// Phone sign-up and sign-in in Chromium at phone width, in English and in Bangla: the code is read from
// the SMS sandbox's page as a tester would (decisions 210 and 211).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { closeContextsAfterEach, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { closeSuiteDb, createAccount, tokenFor } from './support/catalogue-session.ts';

const LANGUAGE_KEY = 'boibazar.language';

const TEXT = {
  en: {
    signUpWithPhone: 'Register with a mobile number',
    signInWithPhone: 'Sign in with phone number',
    number: 'Mobile number',
    sendCode: 'Send code',
    code: 'Code from the SMS',
    name: 'Name (you can add it later)',
    role: 'Want to be a seller? please select',
    createAccount: 'Create account',
    signIn: 'Sign in with the code',
    sandbox: 'SMS sandbox',
    sentTo: 'We sent a 6-digit code by SMS to',
    smsWords: 'Your BoiBazar code is',
  },
  bn: {
    signUpWithPhone: 'মোবাইল নম্বর দিয়ে অ্যাকাউন্ট খুলুন',
    signInWithPhone: 'মোবাইল নম্বর দিয়ে লগইন',
    number: 'মোবাইল নম্বর',
    sendCode: 'কোড পাঠান',
    code: 'এসএমএসে পাওয়া কোড',
    name: 'নাম (পরেও দিতে পারবেন)',
    role: 'বিক্রেতা হতে চান? বেছে নিন',
    createAccount: 'অ্যাকাউন্ট খুলুন',
    signIn: 'কোড দিয়ে লগইন',
    sandbox: 'এসএমএস স্যান্ডবক্স',
    sentTo: 'নম্বরে এসএমএসে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে।',
    smsWords: 'বইবাজার কোড:',
  },
} as const;

type Language = keyof typeof TEXT;

/** A number nobody else in the suite uses: 019 and eight digits from the clock. */
const freshNumber = (n: number) => `019${String((Date.now() + n * 104_729) % 100_000_000).padStart(8, '0')}`;
const bengali = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

describe('phone sign-up and sign-in in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /** An admin of this test's own, reading in `language` (saved, so the page never switches mid-test). */
  async function adminIn(language: Language): Promise<Page> {
    const admin = await createAccount('Admin');
    const token = await tokenFor(admin.email);
    await callApi('/me/language', { method: 'PUT', token, body: { language } });
    return pageIn(language, token);
  }

  async function pageIn(language: Language, token?: string): Promise<Page> {
    const { page, context } = await newPage(browser, PHONE);
    contexts.push(context);
    await context.addInitScript(
      ([key, lang, t]) => {
        localStorage.setItem(key!, lang!);
        if (t) localStorage.setItem('boibazar-access-token', t);
      },
      [LANGUAGE_KEY, language, token ?? ''],
    );
    return page;
  }

  /** Opens the SMS sandbox page and reads the code of the `nth` message (1 = the first) sent to `phone`. */
  async function readCode(admin: Page, language: Language, phone: string, nth: number): Promise<string> {
    await admin.goto('/dashboard/sms');
    await admin.getByRole('heading', { name: TEXT[language].sandbox, level: 1 }).waitFor();
    const cards = admin.getByRole('listitem').filter({ hasText: phone });
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(nth);
    const text = (await cards.first().textContent()) ?? '';
    expect(text).toContain(TEXT[language].smsWords);
    return /\b(\d{6})\b/.exec(text)![1]!;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  closeContextsAfterEach(contexts);
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  for (const [index, language] of (['en', 'bn'] as const).entries()) {
    it(`when someone signs up and later signs in with a phone number in ${language === 'en' ? 'English' : 'Bangla'}, then each code from the SMS sandbox gets them in`, async () => {
      const t = TEXT[language];
      const phone = freshNumber(index);
      const admin = await adminIn(language);
      const page = await pageIn(language);

      // Sign up: the number typed in the reader's digits, the code from the sandbox, the role as a choice.
      await page.goto('/signup');
      const open = page.getByRole('button', { name: t.signUpWithPhone });
      await open.focus();
      await page.keyboard.press('Enter');
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      const signUp = page.getByRole('region', { name: t.signUpWithPhone });
      await signUp.getByRole('textbox', { name: t.number }).fill(language === 'bn' ? bengali(phone) : phone);
      await page.keyboard.press('Enter');
      await page.getByText(t.sentTo, { exact: false }).waitFor();
      // The code field has the focus, so typing goes on there.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('phone-signup-code');
      await screenshot(page, `phone-signup-code-${language}`);

      const firstCode = await readCode(admin, language, phone, 1);
      await screenshot(admin, `sms-sandbox-${language}`);
      await page.keyboard.type(firstCode);
      await signUp.getByLabel(t.name).fill(language === 'en' ? 'Phone Seller' : 'ফোন বিক্রেতা');
      await signUp.getByLabel(t.role).selectOption('Seller');
      await signUp.getByRole('button', { name: t.createAccount }).click();
      await page.waitForURL('**/dashboard/addproduct');
      expect(await page.evaluate(() => localStorage.getItem('boibazar-access-token'))).toBeTruthy();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // Signed out, then back in with the number and a new code.
      await page.evaluate(() => localStorage.removeItem('boibazar-access-token'));
      await page.goto('/login');
      await page.getByRole('button', { name: t.signInWithPhone }).click();
      const signIn = page.getByRole('region', { name: t.signInWithPhone });
      await signIn.getByRole('textbox', { name: t.number }).fill(phone);
      await signIn.getByRole('button', { name: t.sendCode }).click();
      await signIn.getByRole('textbox', { name: t.code }).waitFor();
      const secondCode = await readCode(admin, language, phone, 2);
      await signIn.getByRole('textbox', { name: t.code }).fill(secondCode);
      await screenshot(page, `phone-signin-${language}`);
      await signIn.getByRole('button', { name: t.signIn, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const me = await page.evaluate(async () => {
        const res = await fetch('/api/me/phone', {
          headers: { authorization: `Bearer ${localStorage.getItem('boibazar-access-token')}` },
        });
        return res.json();
      });
      expect(me).toEqual({ phone, hasEmail: false });

      // The profile shows the verified number in the reader's digits.
      await page.goto('/dashboard');
      await page.getByText(language === 'bn' ? bengali(phone) : phone).waitFor();
      await screenshot(page, `phone-profile-${language}`);
    });
  }
});
