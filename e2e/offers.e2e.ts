// Haggling in Chromium (issue 30, decision 250), in English and in Bangla: a buyer on a phone offers less
// than the asking price (a too-low amount is refused in the dialog first), the seller on a laptop counters,
// the buyer accepts the counter and lands on the payment page at the agreed price.
import { formatBdt, formatTaka, type MoneyLanguage } from '@boibazar/shared/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { accountWithToken, readerPage } from './support/accounts.ts';
import { categoryRow, closeSuiteDb, suiteDb } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

const LAPTOP = { width: 1366, height: 900 };

/** What each step looks for, in the reader's language. */
const WORDS = {
  en: {
    makeOfferFor: (title: string) => `Make an offer for ${title}`,
    yourOffer: 'Your offer (Taka)',
    sendOffer: 'Send offer',
    tooLow: 'Offer at least 500 Taka (50% of the asking price of 1000 Taka)',
    waitingForSeller: 'Waiting for the seller',
    offersOnMyBooks: 'Offers on my books',
    counter: 'Counter',
    yourCounter: 'Your counter-offer (Taka)',
    sendCounter: 'Send counter-offer',
    acceptThisPrice: 'Accept this price?',
    reserved: 'Reserved for a buyer',
  },
  bn: {
    makeOfferFor: (title: string) => `${title} বইটির জন্য দাম প্রস্তাব করুন`,
    yourOffer: 'আপনার প্রস্তাব (টাকা)',
    sendOffer: 'প্রস্তাব পাঠান',
    tooLow: 'অন্তত ৳৫০০ প্রস্তাব করুন (চাওয়া দাম ৳১০০০-এর ৫০%)',
    waitingForSeller: 'বিক্রেতার উত্তরের অপেক্ষায়',
    offersOnMyBooks: 'আমার বইয়ে আসা প্রস্তাব',
    counter: 'পাল্টা প্রস্তাব',
    yourCounter: 'আপনার পাল্টা প্রস্তাব (টাকা)',
    sendCounter: 'পাল্টা প্রস্তাব পাঠান',
    acceptThisPrice: 'এই দাম গ্রহণ করবেন?',
    reserved: 'একজন ক্রেতার জন্য রাখা আছে',
  },
} as const;
const accept = (language: MoneyLanguage, amount: number) =>
  language === 'en' ? `Accept ${formatTaka(amount, 'en')}` : `${formatTaka(amount, 'bn')} গ্রহণ করুন`;

describe('offers in Chromium', () => {
  let browser: Browser;
  let fictionId: string;
  const run = newId().slice(0, 6);

  /** The page fits its width: nothing scrolls sideways. */
  async function fitsWidth(page: Page) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    fictionId = (await categoryRow('Fiction')).id;
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it.each(['en', 'bn'] as const)(
    'when a buyer offers, the seller counters and the buyer accepts (%s), then the buyer pays the agreed price',
    async (language) => {
      const w = WORDS[language];
      const seller = await accountWithToken('Seller', `Selina Seller ${language} ${run}`, {
        verified: false,
      });
      const buyer = await accountWithToken('Buyer', `Babul Buyer ${language} ${run}`, { verified: false });
      const title = `Haggled Book ${language} ${run}`;
      const bookId = await insertListing(suiteDb(), {
        seller: seller.user,
        categoryId: fictionId,
        productName: title,
        resale: 1000,
      });

      // The buyer, on a phone: too low first, then 600.
      const b = await readerPage(browser, buyer.token, language, PHONE);
      await b.goto(`/books/${bookId}`);
      await b.getByRole('button', { name: w.makeOfferFor(title) }).click();
      const dialog = b.getByRole('dialog', { name: w.makeOfferFor(title) });
      await dialog.getByText(formatTaka(500, language), { exact: true }).waitFor();
      await dialog.getByLabel(w.yourOffer).fill('400');
      await dialog.getByRole('button', { name: w.sendOffer }).click();
      await dialog.getByText(w.tooLow).waitFor();
      await screenshot(b, `offers-${language}-dialog-too-low-phone`);
      await dialog.getByLabel(w.yourOffer).press('Control+a');
      await dialog.getByLabel(w.yourOffer).pressSequentially(language === 'bn' ? '৬০০' : '600');
      await dialog.getByLabel(w.yourOffer).press('Enter');
      await b.waitForURL('**/dashboard/offers');
      await b.getByText(w.waitingForSeller).waitFor();
      await fitsWidth(b);
      await screenshot(b, `offers-${language}-made-phone`);

      // The seller, on a laptop: counters with 800.
      const s = await readerPage(browser, seller.token, language, LAPTOP);
      await s.goto('/dashboard/offers');
      expect(await s.getByRole('tab', { name: w.offersOnMyBooks }).getAttribute('aria-selected')).toBe(
        'true',
      );
      const card = s.getByRole('article', { name: title });
      await card.getByRole('button', { name: accept(language, 600) }).waitFor();
      await card.getByRole('button', { name: w.counter, exact: true }).click();
      await card.getByLabel(w.yourCounter).fill('800');
      await screenshot(s, `offers-${language}-seller-counter-laptop`);
      await card.getByRole('button', { name: w.sendCounter }).click();
      await card.getByRole('button', { name: w.counter, exact: true }).waitFor({ state: 'detached' });

      // The buyer sees the counter, accepts it after the question, and is taken to pay 800.
      await b.reload();
      const offerCard = b.getByRole('article', { name: title });
      await offerCard.getByRole('button', { name: accept(language, 800) }).click();
      const confirm = b.getByRole('dialog', { name: w.acceptThisPrice });
      await confirm.waitFor();
      await screenshot(b, `offers-${language}-accept-question-phone`);
      await confirm.getByRole('button', { name: accept(language, 800) }).click();
      await b.waitForURL(/\/dashboard\/payment\//);
      await b.getByText(formatBdt(800, language), { exact: true }).first().waitFor();
      await fitsWidth(b);
      await screenshot(b, `offers-${language}-payment-phone`);

      // The book is reserved for the buyer meanwhile.
      await s.goto(`/books/${bookId}`);
      await s.getByText(w.reserved, { exact: true }).waitFor();
      await screenshot(s, `offers-${language}-book-reserved-laptop`);
      await b.context().close();
      await s.context().close();
    },
  );
});
