// Offer cards in the deal's conversation in Chromium at 390 px (issue 30, decision 420): the buyer
// (English) offers from the book page, the seller (Bangla) counters from the card in their conversation,
// the buyer accepts the counter from the card and lands on the payment page at the agreed price.
import { formatBdt, formatTaka } from '@boibazar/shared/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { accountWithToken, readerPage } from './support/accounts.ts';
import { launchBrowser, screenshot, sidewaysOverflow } from './support/browser.ts';
import { categoryRow, closeSuiteDb, suiteDb } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

describe('offer cards in the conversation', () => {
  let browser: Browser;
  const run = newId().slice(0, 6);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when the buyer offers, the seller counters from the card in Bangla and the buyer accepts from the card, then the buyer pays the agreed price', async () => {
    const seller = await accountWithToken('Seller', `Sumi Seller ${run}`, { verified: false });
    const buyer = await accountWithToken('Buyer', `Bashir Buyer ${run}`, { verified: false });
    const title = `Card Book ${run}`;
    const bookId = await insertListing(suiteDb(), {
      seller: seller.user,
      categoryId: (await categoryRow('Fiction')).id,
      productName: title,
      resale: 1000,
    });

    // The buyer offers 600 from the book page.
    const b = await readerPage(browser, buyer.token, 'en');
    await b.goto(`/books/${bookId}`);
    await b.getByRole('button', { name: `Make an offer for ${title}` }).click();
    const dialog = b.getByRole('dialog', { name: `Make an offer for ${title}` });
    await dialog.getByLabel('Your offer (Taka)').fill('600');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await b.waitForURL('**/dashboard/offers');

    const conversation = await suiteDb()
      .selectFrom('conversations')
      .select('id')
      .where('book_id', '=', bookId)
      .executeTakeFirstOrThrow();

    // The seller, reading Bangla, finds the card in the conversation and counters 800 there.
    const s = await readerPage(browser, seller.token, 'bn');
    await s.goto(`/dashboard/messages/${conversation.id}`);
    const offered = s.getByRole('article', { name: `দামের প্রস্তাব: ${formatTaka(600, 'bn')}` });
    await offered.getByText(`Bashir Buyer ${run}-এর কাছ থেকে`).waitFor();
    await offered.getByText('আপনার উত্তরের অপেক্ষায়').waitFor();
    await offered.getByRole('button', { name: `${formatTaka(600, 'bn')} গ্রহণ করুন` }).waitFor();
    await offered.getByRole('button', { name: 'প্রত্যাখ্যান করুন' }).waitFor();
    await offered.getByRole('button', { name: 'পাল্টা প্রস্তাব', exact: true }).click();
    await offered.getByLabel('আপনার পাল্টা প্রস্তাব (টাকা)').fill('৮০০');
    expect(await sidewaysOverflow(s)).toBeLessThanOrEqual(0);
    await screenshot(s, 'offer-cards-bn-seller-counter-phone');
    await offered.getByRole('button', { name: 'পাল্টা প্রস্তাব পাঠান' }).click();
    // The counter is a new card, from the seller; the old card keeps no actions, nor does the new one
    // (it is the buyer's turn).
    const countered = s.getByRole('article', { name: `পাল্টা প্রস্তাব: ${formatTaka(800, 'bn')}` });
    await countered.getByText('আপনার কাছ থেকে').waitFor();
    await countered.getByText('ক্রেতার উত্তরের অপেক্ষায়').waitFor();
    await offered.getByRole('button').first().waitFor({ state: 'detached' });
    expect(await countered.getByRole('button').count()).toBe(0);
    await screenshot(s, 'offer-cards-bn-seller-countered-phone');

    // The buyer, in English, accepts the counter from the card after the question.
    await b.goto(`/dashboard/messages/${conversation.id}`);
    const card = b.getByRole('article', { name: `Counter-offer: ${formatTaka(800, 'en')}` });
    await card.getByText(`From Sumi Seller ${run}`).waitFor();
    await card.getByRole('button', { name: 'Withdraw' }).waitFor();
    expect(await sidewaysOverflow(b)).toBeLessThanOrEqual(0);
    await screenshot(b, 'offer-cards-en-buyer-card-phone');
    await card.getByRole('button', { name: `Accept ${formatTaka(800, 'en')}` }).click();
    const confirm = b.getByRole('dialog', { name: 'Accept this price?' });
    await confirm.getByRole('button', { name: `Accept ${formatTaka(800, 'en')}` }).click();
    await b.waitForURL(/\/dashboard\/payment\//);
    await b.getByText(formatBdt(800, 'en'), { exact: true }).first().waitFor();

    // The seller's conversation shows the acceptance as the newest card.
    await s.reload();
    await s.getByRole('article', { name: `প্রস্তাব গৃহীত: ${formatTaka(800, 'bn')}` }).waitFor();
    await screenshot(s, 'offer-cards-bn-seller-accepted-phone');
    await b.context().close();
    await s.context().close();
  });
});
