// Issue 30 (decision 420) in Chromium at 390 px, one journey: in Bangla, the payer of an exchange's top-up
// sees bKash, the card and "settle in cash at the handover", and settles in cash (after the question); then,
// in English, a buyer orders a cash-on-delivery book in one step from the book page's booking dialog.
import { formatTaka } from '@boibazar/shared/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { accountWithToken, readerPage } from './support/accounts.ts';
import { baseURL, launchBrowser, screenshot, sidewaysOverflow } from './support/browser.ts';
import { categoryRow, closeSuiteDb, suiteDb } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

describe('top-up and cash-on-delivery choices', () => {
  let browser: Browser;
  const run = newId().slice(0, 6);

  const api = async (token: string, path: string, body: object) => {
    const res = await fetch(`${baseURL()}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as { _id: string };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when the payer settles the top-up in cash and a buyer orders to pay on delivery, then both go on in one step', async () => {
    const fiction = (await categoryRow('Fiction')).id;
    const owner = await accountWithToken('Seller', `Orin Owner ${run}`, { verified: false });
    const proposer = await accountWithToken('Seller', `Prova Proposer ${run}`, { verified: false });
    const target = await insertListing(suiteDb(), {
      seller: owner.user,
      categoryId: fiction,
      productName: `Swap Target ${run}`,
      resale: 500,
    });
    await suiteDb().updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', target).execute();
    const mine = await insertListing(suiteDb(), {
      seller: proposer.user,
      categoryId: fiction,
      productName: `Swap Mine ${run}`,
      resale: 400,
    });
    const { _id: exchangeId } = await api(proposer.token, '/exchanges', {
      bookId: target,
      offeredBookIds: [mine],
      topup: { amount: 150, payer: 'proposer' },
      message: 'Swap?',
    });
    await api(owner.token, `/exchanges/${exchangeId}/accept`, {});

    // The payer, in Bangla: bKash first, the card, and cash at the handover.
    const p = await readerPage(browser, proposer.token, 'bn');
    await p.goto(`/dashboard/exchanges/${exchangeId}`);
    await p.getByRole('button', { name: 'বিকাশে পরিশোধ করুন' }).waitFor();
    const inCash = p.getByRole('button', { name: 'হস্তান্তরের সময় হাতে নগদে দেব' });
    await inCash.waitFor();
    expect(await sidewaysOverflow(p)).toBeLessThanOrEqual(0);
    await screenshot(p, 'topup-choices-bn-phone');
    await inCash.click();
    const question = p.getByRole('dialog', { name: 'টপ-আপ হাতে নগদে দেবেন?' });
    await question
      .getByText(`আপনি Orin Owner ${run}-কে হাতে নগদে ${formatTaka(150, 'bn')} দেবেন`, { exact: false })
      .waitFor();
    await question.getByRole('button', { name: 'হস্তান্তরের সময় হাতে নগদে দেব' }).click();
    await p.getByText('হস্তান্তরের সময় হাতে নগদে', { exact: false }).first().waitFor();
    await inCash.waitFor({ state: 'detached' });
    await screenshot(p, 'topup-in-cash-bn-phone');
    await p.context().close();

    // A buyer, in English, orders a cash-on-delivery book in one step.
    const seller = await accountWithToken('Seller', `Cod Seller ${run}`, { verified: false });
    const buyer = await accountWithToken('Buyer', `Cod Buyer ${run}`, { verified: false });
    const title = `Cod Book ${run}`;
    const bookId = await insertListing(suiteDb(), {
      seller: seller.user,
      categoryId: fiction,
      productName: title,
      resale: 300,
    });
    await suiteDb().updateTable('books').set({ cod_allowed: 1 }).where('id', '=', bookId).execute();
    const b = await readerPage(browser, buyer.token, 'en');
    await b.goto(`/books/${bookId}`);
    await b.getByText('Cash on delivery', { exact: true }).first().waitFor();
    expect(await b.getByRole('button', { name: 'Book Now' }).first().isEnabled()).toBe(true);
    await screenshot(b, 'book-page-pay-on-delivery-en-phone');
    await b.getByRole('button', { name: `Order ${title}, pay on delivery` }).click();
    const dialog = b.getByRole('dialog', { name: `Order ${title}, pay on delivery` });
    await dialog.getByLabel('Phone').fill('01700000000');
    await dialog.getByLabel('Location').fill('Dhaka');
    // From this button, paying on delivery is the one way on: no plain Submit beside it.
    expect(await dialog.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await screenshot(b, 'order-pay-on-delivery-en-phone');
    await dialog.getByRole('button', { name: 'Order, pay on delivery' }).click();
    await b.waitForURL(/\/dashboard\/orders\//);
    const order = await suiteDb()
      .selectFrom('bookings')
      .select('status')
      .where('book_id', '=', bookId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('cod');
    await screenshot(b, 'order-pay-on-delivery-placed-en-phone');
    await b.context().close();
  });
});
