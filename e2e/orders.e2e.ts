// Orders and payments in Chromium: booking from a category page, My Orders, paying by card in the
// sandbox (declined, then accepted), the sold book leaving its category, and the seller's My Buyers.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import {
  baseURL,
  chooseCard,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from './support/browser.ts';
import { insertListing } from './support/listings.ts';
import { type Account, accountWithToken } from './support/accounts.ts';
import { closeSuiteDb, suiteDb, categoryRow } from './support/catalogue-session.ts';

describe('orders and payments in Chromium', () => {
  let browser: Browser;
  let seller: Account;
  let fictionId: string;
  const run = newId().slice(0, 6);

  const listBook = (productName: string, resale: number) =>
    insertListing(suiteDb(), {
      seller: seller.user,
      categoryId: fictionId,
      productName,
      resale,
      image: '/uploads/demo/cover-5.webp',
    });

  async function api(who: Account, method: string, url: string, body?: unknown) {
    const res = await fetch(new URL(url, baseURL()), {
      method,
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  }

  async function signedInPage(who: Account, viewport = DESKTOP) {
    const { page, context } = await newPage(browser, viewport);
    await context.addInitScript((token) => localStorage.setItem('boibazar-access-token', token), who.token);
    return { page, context };
  }

  async function fillCard(page: Page, cardNumber: string) {
    await page.getByLabel('Card number').fill(cardNumber);
    await page.getByLabel('Expiry').fill('12/39');
    await page.getByLabel('CVC').fill('123');
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const fiction = await categoryRow('Fiction');
    fictionId = fiction.id;
    seller = await accountWithToken('Seller', 'Selina Seller');
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when a buyer books a book on its category page, then "Product Booked!" and it is in My Orders', async () => {
    const buyer = await accountWithToken('Buyer', 'Babul Buyer');
    const title = `Booking Story ${run}`;
    await listBook(title, 275);
    const { page, context } = await signedInPage(buyer);
    await page.goto(`/categories/${fictionId}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'Book Now' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Product name').inputValue()).toBe(title);
    expect(await dialog.getByLabel('Your email').inputValue()).toBe(buyer.user.email);
    expect(await dialog.getByLabel('Product name').getAttribute('readonly')).not.toBeNull();
    await dialog.getByPlaceholder('Type your phone no here').fill('01712345678');
    await dialog.getByPlaceholder('Type your location here').fill('Mirpur, Dhaka');
    await screenshot(page, 'orders-booking-modal-desktop');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Product Booked!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/dashboard/myorders');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('275 BDT').waitFor();
    await row.getByRole('link', { name: `Pay for ${title}` }).waitFor();
    await context.close();
  });

  it('when a signed-in buyer presses Book Now on the search page, then the booking modal books the book', async () => {
    const buyer = await accountWithToken('Buyer', 'Sumi Searcher');
    const title = `Searchable Kobita ${run}`;
    await listBook(title, 190);
    const { page, context } = await signedInPage(buyer);
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'Book Now' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Product name').inputValue()).toBe(title);
    await dialog.getByPlaceholder('Type your phone no here').fill('01812345678');
    await dialog.getByPlaceholder('Type your location here').fill('Agrabad, Chattogram');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Product Booked!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const orders = await api(buyer, 'GET', `/api/myorders?email=${encodeURIComponent(buyer.user.email)}`);
    expect(orders.status).toBe(200);
    expect(orders.json).toEqual([
      expect.objectContaining({ bookName: title, price: 190, phone: '01812345678', status: 'open' }),
    ]);
    await context.close();
  });

  it('when the booking modal is opened on a phone, then Escape closes it and nothing is booked', async () => {
    const buyer = await accountWithToken('Buyer', 'Phone Buyer');
    const title = `Phone Story ${run}`;
    const bookId = await listBook(title, 120);
    const { page, context } = await signedInPage(buyer, PHONE);
    await page.goto(`/categories/${fictionId}`);
    await page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Book Now' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe(
      'Type your phone no here',
    );
    await screenshot(page, 'orders-booking-modal-phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const orders = await suiteDb()
      .selectFrom('bookings')
      .select('id')
      .where('book_id', '=', bookId)
      .execute();
    expect(orders).toHaveLength(0);
    await context.close();
  });

  it('when the buyer pays with a declined card and then with 4242…, then the error shows, then PAID, and the book leaves its category', async () => {
    const buyer = await accountWithToken('Buyer', 'Payment Buyer');
    const title = `Payment Story ${run}`;
    const bookId = await listBook(title, 450);
    const booked = await api(buyer, 'POST', '/api/bookings', {
      productId: bookId,
      phone: '017',
      location: 'Sylhet',
    });
    expect(booked.status).toBe(201);
    const orderId = booked.json.insertedId;

    const { page, context } = await signedInPage(buyer);
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('stripe.com')) stripeRequests.push(request.url());
    });
    // Hold the intent back for a moment to see the pay button wait for the client secret.
    let releaseIntent = () => {};
    const intentHeld = new Promise<void>((resolve) => (releaseIntent = resolve));
    await page.route('**/api/create-payment-intent', async (route) => {
      await intentHeld;
      await route.continue();
    });
    await page.goto('/dashboard/myorders');
    await page.getByRole('link', { name: `Pay for ${title}` }).click();
    await page.waitForURL(`**/dashboard/payment/${orderId}`);
    await page.getByRole('heading', { name: `Payment for: ${title}` }).waitFor();
    await page.getByText('Please pay 450 BDT').waitFor();
    // The card is chosen first, as the specification's page shows a card form (decision 260's amendment).
    const card = page.getByRole('group', { name: 'Pay with' }).getByRole('radio', { name: 'Card' });
    await page.getByLabel('Card number').waitFor();
    expect(await card.isChecked()).toBe(true);
    await chooseCard(page);
    const refusedMethodLookups: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/payment-methods') && response.status() >= 400)
        refusedMethodLookups.push(response.status());
    });
    const payButton = page.getByRole('button', { name: 'Pay', exact: true });
    expect(await payButton.isDisabled()).toBe(true);
    await screenshot(page, 'payment-waiting-for-intent');
    releaseIntent();
    await page.waitForFunction(
      () => !(document.querySelector('button[type=submit]') as HTMLButtonElement | null)?.disabled,
    );

    await fillCard(page, '4000 0000 0000 0002');
    await payButton.click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await screenshot(page, 'payment-declined-desktop');
    expect((await api(buyer, 'GET', `/api/booked/${orderId}`)).json.paid).toBe(false);

    await fillCard(page, '4000 0000 0000 9995');
    await payButton.click();
    await page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }).waitFor();

    await fillCard(page, '4242 4242 4242 4242');
    await payButton.click();
    await page.getByText('Payment completed successfully!').first().waitFor();
    // The card form gives way to a receipt (no greyed 'Paid' button left behind).
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await receipt.waitFor();
    const transactionId = await receipt.locator('.font-mono').textContent();
    expect(transactionId).toMatch(/^sbpi_[0-9a-f]{24}$/);
    await receipt.getByText('450 BDT').waitFor();
    await receipt.getByRole('link', { name: title }).waitFor();
    await receipt.getByText('Card (test payment)').waitFor();
    await receipt.getByRole('heading', { name: 'What happens next' }).waitFor();
    expect(await page.getByRole('button', { name: 'Paid', exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    // The page no longer asks for the money it has: it says what was paid, and nothing it asks is refused.
    await page.getByText('You paid 450 BDT').waitFor();
    expect(await page.getByText('Please pay').count()).toBe(0);
    await page.reload();
    await page.getByRole('region', { name: 'Receipt' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(refusedMethodLookups).toEqual([]);
    await screenshot(page, 'payment-success-desktop');

    // The sandbox never loads stripe.js.
    expect(stripeRequests).toEqual([]);

    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await page.getByRole('row').filter({ hasText: title }).getByText('PAID').waitFor();
    await screenshot(page, 'myorders-paid-desktop');

    await page.goto(`/categories/${fictionId}`);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').filter({ hasText: title }).count()).toBe(0);
    await context.close();
  });

  it('when the pay button is pressed, then it stays disabled while the payment is processing', async () => {
    const buyer = await accountWithToken('Buyer', 'Patient Buyer');
    const title = `Slow Story ${run}`;
    const bookId = await listBook(title, 199);
    const { json } = await api(buyer, 'POST', '/api/bookings', { productId: bookId });
    const { page, context } = await signedInPage(buyer, PHONE);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sandbox/intents/*/confirm', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/dashboard/payment/${json.insertedId}`);
    await chooseCard(page);
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const processing = page.getByRole('button', { name: 'Processing…' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    await screenshot(page, 'payment-processing-phone');
    release();
    await page.getByText('Payment completed successfully!').first().waitFor();
    await screenshot(page, 'payment-success-phone');
    await page.goto('/dashboard/myorders');
    await page.getByRole('row').filter({ hasText: title }).getByText('PAID').waitFor();
    await screenshot(page, 'myorders-phone');
    await context.close();
  });

  it('when the card number fails the Luhn check or the expiry is past, then the form says so and nothing is sent', async () => {
    const buyer = await accountWithToken('Buyer', 'Typo Buyer');
    const bookId = await listBook(`Typo Story ${run}`, 99);
    const { json } = await api(buyer, 'POST', '/api/bookings', { productId: bookId });
    const { page, context } = await signedInPage(buyer);
    let confirms = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/sandbox/intents/')) confirms += 1;
    });
    await page.goto(`/dashboard/payment/${json.insertedId}`);
    await chooseCard(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry').fill('01/20');
    await page.getByLabel('CVC').fill('1');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Your card number is invalid.').first().waitFor();
    await page.getByText("Your card's expiration date is in the past.").waitFor();
    await page.getByText("Your card's security code is incomplete.").waitFor();
    await screenshot(page, 'payment-card-errors-desktop');
    expect(confirms).toBe(0);
    await context.close();
  });

  it("when a buyer has booked the seller's book, then the seller sees the booking in My Buyers", async () => {
    const buyer = await accountWithToken('Buyer', 'Moni Buyer');
    const title = `Seller Story ${run}`;
    const bookId = await listBook(title, 330);
    await api(buyer, 'POST', '/api/bookings', {
      productId: bookId,
      phone: '01999888777',
      location: 'Khulna',
    });
    const { page, context } = await signedInPage(seller);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'My Buyers' }).click();
    // Beside the dashboard menu a laptop is too narrow for the eight columns: each booking is a card.
    await page.setViewportSize({ width: 1366, height: 768 });
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByText('Moni Buyer').waitFor();
    await card.getByText('01999888777').waitFor();
    await card.getByText('Khulna').waitFor();
    const stage = await card.getByText('Not paid').boundingBox();
    expect(stage!.x + stage!.width).toBeLessThanOrEqual(1366);
    await screenshot(page, 'mybuyers-laptop');
    // A wide screen shows the table, every column in view.
    await page.setViewportSize({ width: 1600, height: 900 });
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Moni Buyer').waitFor();
    const wideStage = await row.getByText('Not paid').boundingBox();
    expect(wideStage!.x + wideStage!.width).toBeLessThanOrEqual(1600);
    await screenshot(page, 'mybuyers-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'mybuyers-phone');
    await context.close();
  });
});
